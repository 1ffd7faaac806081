import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeClock, openSettings } from './testing/open-settings';

const SAVED = 'Navigation saved: every page shows it now.';

const list = (name: 'Top navigation' | 'Footer') => within(screen.getByRole('group', { name }));

/** The list's rows as the admin sees them: each label with its URL. */
function rows(name: 'Top navigation' | 'Footer'): string[] {
  return list(name)
    .queryAllByRole('textbox', { name: /^Label of / })
    .map((label, index) => `${(label as HTMLInputElement).value} ${(list(name).getAllByRole('textbox', { name: /^URL of / })[index] as HTMLInputElement).value}`);
}

async function openNavigation(initial: Parameters<typeof openSettings>[0] = {}) {
  const view = await openSettings(initial);
  await screen.findByRole('group', { name: 'Top navigation' });
  return view;
}

const topLinks = () => within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link').map((link) => link.textContent);

describe('Navigation settings', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows both lists as saved, every control named', async () => {
    await openNavigation({
      navigation: { primary: [{ label: 'Writing', url: '/blog' }], footer: [{ label: 'Mail me', url: 'mailto:ada@example.org' }] },
    });
    expect(rows('Top navigation')).toEqual(['Writing /blog']);
    expect(rows('Footer')).toEqual(['Mail me mailto:ada@example.org']);
    expect(list('Top navigation').getByRole('button', { name: 'Move up Writing' })).toBeDisabled();
    expect(list('Top navigation').getByRole('button', { name: 'Move down Writing' })).toBeDisabled();
    expect(list('Top navigation').getByRole('button', { name: 'Remove Writing' })).toBeEnabled();
    expect(list('Footer').getByRole('button', { name: 'Add link to the footer' })).toBeEnabled();
  });

  it('adds a link, saves both lists, says so for 3 s, and the top navigation shows it at once', async () => {
    const { user, server } = await openNavigation();
    await user.click(list('Top navigation').getByRole('button', { name: 'Add link to the top navigation' }));
    const label = list('Top navigation').getByRole('textbox', { name: 'Label of top navigation link 4' });
    expect(label).toHaveFocus();
    await user.type(label, '  About me ');
    await user.type(list('Top navigation').getByRole('textbox', { name: 'URL of top navigation link 4' }), ' /about ');

    const clock = fakeClock();
    await clock.click(screen.getByRole('button', { name: 'Save navigation' }));

    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(server.state.navigationSaves).toEqual([
      {
        primary: [
          { label: 'Home', url: '/' },
          { label: 'Stories', url: '/stories' },
          { label: 'Blog', url: '/blog' },
          { label: '  About me ', url: '/about' },
        ],
        footer: server.state.navigation.footer,
      },
    ]);
    expect(rows('Top navigation')).toEqual(['Home /', 'Stories /stories', 'Blog /blog', 'About me /about']);
    await waitFor(() => expect(topLinks()).toEqual(['Home', 'Stories', 'Blog', 'About me', 'Dashboard']));
    await act(async () => jest.advanceTimersByTime(3000));
    expect(screen.queryByText(SAVED)).not.toBeInTheDocument();
  });

  it('removes a link, handing the focus to the next one', async () => {
    const { user, server } = await openNavigation();
    await user.click(list('Footer').getByRole('button', { name: 'Remove Stories' }));
    expect(rows('Footer')).toEqual(['Home /', 'Blog /blog']);
    expect(list('Footer').getByRole('textbox', { name: 'Label of footer link 2' })).toHaveFocus();
    expect(screen.getByText('Stories removed from the footer.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save navigation' }));
    await screen.findByText(SAVED);
    expect(server.state.navigation.footer).toEqual([
      { label: 'Home', url: '/' },
      { label: 'Blog', url: '/blog' },
    ]);
    expect(server.state.navigation.primary).toHaveLength(3);
  });

  it('reorders from the keyboard: the moved link keeps the focus, and the move is announced', async () => {
    const { user, server } = await openNavigation();
    const down = list('Top navigation').getByRole('button', { name: 'Move down Home' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(rows('Top navigation')).toEqual(['Stories /stories', 'Home /', 'Blog /blog']);
    expect(list('Top navigation').getByRole('button', { name: 'Move down Home' })).toHaveFocus();
    expect(screen.getByText('Home moved to position 2 of 3 in the top navigation.')).toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(rows('Top navigation')).toEqual(['Stories /stories', 'Blog /blog', 'Home /']);
    // At the bottom Move down can do nothing more: the focus goes to Move up, and Space takes it back up.
    expect(list('Top navigation').getByRole('button', { name: 'Move down Home' })).toBeDisabled();
    expect(list('Top navigation').getByRole('button', { name: 'Move up Home' })).toHaveFocus();
    await user.keyboard(' ');
    expect(rows('Top navigation')).toEqual(['Stories /stories', 'Home /', 'Blog /blog']);
    expect(rows('Footer')).toEqual(['Home /', 'Stories /stories', 'Blog /blog']);

    await user.click(screen.getByRole('button', { name: 'Save navigation' }));
    await screen.findByText(SAVED);
    expect(server.state.navigation.primary.map((link) => link.label)).toEqual(['Stories', 'Home', 'Blog']);
  });

  it('reorders by dragging a row by its handle onto another row of the same list', async () => {
    await openNavigation();
    const dataTransfer = { setData: jest.fn(), setDragImage: jest.fn(), effectAllowed: '', dropEffect: '' };
    const handles = list('Top navigation').getAllByTitle('Drag to reorder');
    const target = list('Top navigation').getAllByRole('listitem')[0];

    fireEvent.dragStart(handles[2], { dataTransfer });
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    fireEvent.dragEnd(handles[2], { dataTransfer });
    expect(rows('Top navigation')).toEqual(['Blog /blog', 'Home /', 'Stories /stories']);

    // A row of the other list is not taken.
    fireEvent.dragStart(list('Footer').getAllByTitle('Drag to reorder')[0], { dataTransfer });
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    expect(rows('Top navigation')).toEqual(['Blog /blog', 'Home /', 'Stories /stories']);
    expect(rows('Footer')).toEqual(['Home /', 'Stories /stories', 'Blog /blog']);
  });

  it("shows the server's refusal beside the field it names, and keeps what was typed", async () => {
    const refusal = ['primary.1.url must be a path on this site starting with /, an absolute http(s) URL or a mailto: address', 'property sidebar should not exist'];
    const { user, server } = await openNavigation({ refuseNavigation: refusal });
    const url = list('Top navigation').getByRole('textbox', { name: 'URL of top navigation link 2' });
    await user.clear(url);
    await user.type(url, 'javascript:alert(1)');

    await user.click(screen.getByRole('button', { name: 'Save navigation' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Failed to save: Request to /api/navigation failed with HTTP 400: ${refusal.join(', ')}`,
    );
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription('URL must be a path on this site starting with /, an absolute http(s) URL or a mailto: address');
    expect(list('Top navigation').getByRole('textbox', { name: 'Label of top navigation link 2' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('property sidebar should not exist')).toBeInTheDocument();
    expect(url).toHaveValue('javascript:alert(1)');
    expect(server.state.navigation.primary[1]).toEqual({ label: 'Stories', url: '/stories' });
  });
});

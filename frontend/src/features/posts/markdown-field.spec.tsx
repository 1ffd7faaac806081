import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { COVER_PREVIEW_DELAY_MS } from './cover-field.component';
import { PostEditorPage } from './post-editor.page';
import { renderEditor } from './post-editor.testing';

const content = () => screen.getByLabelText<HTMLTextAreaElement>('Content');
const toolbar = () => screen.getByRole('toolbar', { name: 'Formatting' });
const tool = (name: string) => within(toolbar()).getByRole('button', { name });

describe('the Markdown field', () => {
  afterEach(() => {
    jest.useRealTimers();
    // Back to jsdom's own (empty) platform.
    delete (window.navigator as { platform?: string }).platform;
  });

  it('is a toolbar with one Tab stop, moved through with the arrow keys, Home and End', async () => {
    const { user } = renderEditor(PostEditorPage);
    screen.getByLabelText('Title').focus();

    await user.tab();
    expect(tool('Bold')).toHaveFocus();
    expect(within(toolbar()).getAllByRole('button').filter((button) => button.tabIndex === 0)).toEqual([tool('Bold')]);
    await user.tab();
    expect(content()).toHaveFocus();
    await user.tab({ shift: true });
    expect(tool('Bold')).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(tool('Italic')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tool('Insert Image')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tool('Bold')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tool('Insert Image')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tool('Bold')).toHaveFocus();
  });

  it('comes back to the button used last', async () => {
    const { user } = renderEditor(PostEditorPage);
    await user.type(content(), 'Tide');
    await user.click(tool('Heading'));
    expect(content()).toHaveFocus();

    await user.tab({ shift: true });
    expect(tool('Heading')).toHaveFocus();
  });

  it('is required, and names its shortcuts with Ctrl', () => {
    renderEditor(PostEditorPage);
    expect(content()).toHaveAttribute('aria-required', 'true');
    expect(content()).toHaveAccessibleDescription(/Ctrl\+B and Ctrl\+I work in the text\./);
    expect(tool('Bold')).toHaveAttribute('aria-keyshortcuts', 'Control+B');
  });

  it('names the shortcuts with ⌘ on a Mac, in the hint as on the buttons', () => {
    Object.defineProperty(window.navigator, 'platform', { value: 'MacIntel', configurable: true });
    renderEditor(PostEditorPage);
    expect(content()).toHaveAccessibleDescription(/⌘B and ⌘I work in the text\./);
    expect(tool('Bold')).toHaveAttribute('title', 'Bold (⌘B)');
    expect(tool('Bold')).toHaveAttribute('aria-keyshortcuts', 'Meta+B');
  });
});

describe('the cover preview', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  function typeCover(text: string) {
    fireEvent.change(screen.getByLabelText('Cover image alt text'), { target: { value: 'The sea' } });
    const field = screen.getByLabelText('Cover image URL');
    for (let end = 1; end <= text.length; end += 1) fireEvent.change(field, { target: { value: text.slice(0, end) } });
  }

  const preview = () => screen.queryByRole('img', { name: 'The sea' });

  it('loads once typing pauses, not at every key', async () => {
    renderEditor(PostEditorPage);
    jest.useFakeTimers();
    typeCover('/uploads/sea.webp');
    expect(preview()).toBeNull();

    await act(async () => jest.advanceTimersByTime(COVER_PREVIEW_DELAY_MS));
    expect(preview()).toHaveAttribute('src', '/uploads/sea.webp');
  });

  it.each(['uploads/sea.webp', 'ht', 'ftp://example.org/sea.webp', '//example.org/sea.webp'])(
    'does not ask for %s, which is no cover address',
    async (url) => {
      renderEditor(PostEditorPage);
      jest.useFakeTimers();
      typeCover(url);
      await act(async () => jest.advanceTimersByTime(COVER_PREVIEW_DELAY_MS * 2));
      expect(preview()).toBeNull();
    },
  );

  it('previews an absolute http(s) address', async () => {
    renderEditor(PostEditorPage);
    jest.useFakeTimers();
    typeCover('https://example.org/sea.webp');
    await act(async () => jest.advanceTimersByTime(COVER_PREVIEW_DELAY_MS));
    expect(preview()).toHaveAttribute('src', 'https://example.org/sea.webp');
  });
});

import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { adminPostsApi } from '../../posts/api';
import { mockFetch, renderApp, signIn } from '../../../testing/render-app';
import { openSettings } from '../testing/open-settings';
import { settingsServer } from '../testing/settings-server';

/* Settings → System: the database facts the Overview showed before it became the writer's desk. */

const system = () => screen.getByRole('region', { name: 'System' });
const card = (name: string) => within(system()).getByRole('region', { name });
const inspector = () => within(system()).getByRole('region', { name: 'Data Inspector' });

/** The value of a term in the Data Inspector, or null when the term is not shown. */
function fact(term: string): string | null {
  const dt = within(inspector()).queryByText(term, { selector: 'dt' });
  return dt?.nextElementSibling?.textContent ?? null;
}

describe('Settings → System', () => {
  it('shows the posts count, a healthy database and the Data Inspector', async () => {
    await openSettings({ posts: 8 });

    expect(await within(card('Posts')).findByText('8')).toBeInTheDocument();
    expect(await within(card('Database')).findByText('Database Healthy')).toBeInTheDocument();
    await waitFor(() => expect(fact('Provider')).toBe('embedded-postgres'));
    expect(fact('API base')).toContain('http://localhost');
    expect(fact('Host')).toBe('127***0.1');
    expect(fact('Database name')).toBe('folio');
    expect(fact('Posts count')).toBe('8');
    expect(fact('Database count')).toBeNull();
    expect(within(card('Posts')).getByRole('link', { name: 'Manage posts' })).toHaveAttribute('href', '/dashboard/posts');
    expect(screen.queryByText('Could not load the system facts.')).not.toBeInTheDocument();
  });

  it("says 'Unavailable' when the database does not answer", async () => {
    await openSettings({ fail: { db: 503 } });
    expect(await within(card('Database')).findByText('Unavailable')).toBeInTheDocument();
    expect(within(card('Posts')).getByText('8')).toBeInTheDocument();
  });

  it('shows the database count as well when it differs from the API count', async () => {
    await openSettings({ posts: 8, databasePosts: 9 });
    await waitFor(() => expect(fact('Database count')).toBe('9'));
    expect(fact('Posts count')).toBe('8');
  });

  it("says 'Debug endpoint not available (production mode)' without the debug endpoint, and still counts the posts", async () => {
    await openSettings({ debug: 'absent' });
    expect(await within(inspector()).findByText('Debug endpoint not available (production mode)')).toBeInTheDocument();
    expect(fact('Provider')).toBeNull();
    expect(fact('API base')).toContain('http://localhost');
    expect(await within(card('Posts')).findByText('8')).toBeInTheDocument();
    expect(fact('Posts count')).toBe('8');
    expect(screen.queryByText('Could not load the system facts.')).not.toBeInTheDocument();
  });

  it('does not ask for the debug endpoint when the page says the server has none', async () => {
    const meta = document.createElement('meta');
    meta.name = 'folio:debug-endpoints';
    meta.content = 'off';
    document.head.append(meta);
    try {
      signIn();
      const fetchMock = mockFetch(settingsServer({ posts: 5 }).handler);
      renderApp('/dashboard/settings');
      expect(
        await within(await screen.findByRole('region', { name: 'Data Inspector' })).findByText('Debug endpoint not available (production mode)'),
      ).toBeInTheDocument();
      expect(await within(card('Posts')).findByText('5')).toBeInTheDocument();
      expect(fact('Provider')).toBeNull();
      expect(screen.queryByText('Loading database details...')).not.toBeInTheDocument();
      const asked = fetchMock.mock.calls.map(([input]) => new URL((input as Request).url).pathname);
      expect(asked).toContain('/api/posts');
      expect(asked).not.toContain('/__debug/db');
    } finally {
      meta.remove();
    }
  });

  it("says 'Could not load the system facts.' when the count cannot be loaded", async () => {
    await openSettings({ posts: 'fail' });
    expect(await within(system()).findByRole('alert')).toHaveTextContent('Could not load the system facts.');
    expect(within(card('Posts')).getByText('Unknown')).toBeInTheDocument();
  });

  it('copies the API base and says so', async () => {
    const { user } = await openSettings();
    await user.click(await within(system()).findByRole('button', { name: 'Copy API base' }));
    expect(await within(inspector()).findByText('Copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(window.location.origin);
  });

  it('counts a deleted post at once', async () => {
    const { store } = await openSettings({ posts: 8 });
    expect(await within(card('Posts')).findByText('8')).toBeInTheDocument();
    await store.dispatch(adminPostsApi.endpoints.deletePost.initiate('00000000-0000-4000-8000-000000000001'));
    expect(await within(card('Posts')).findByText('7')).toBeInTheDocument();
    await waitFor(() => expect(fact('Posts count')).toBe('7'));
  });
});

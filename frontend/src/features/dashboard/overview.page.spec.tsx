import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { adminPostsApi } from '../posts/api';
import { adminServer, jsonResponse, mockFetch, renderApp, signIn } from '../../testing/render-app';
import type { DebugDb } from '../../api/health.api';

interface OverviewFixture {
  /** Posts the admin API counts; 'fail' answers 500, 401 rejects the token. */
  posts?: number | 'fail' | 401;
  /** Rows the database holds, when it differs from `posts`. */
  databasePosts?: number;
  database?: 'up' | 'down';
  debug?: 'present' | 'absent';
  /** What the admin health check says of SITE_URL; absent: an older server that does not say. */
  siteUrlSet?: boolean;
}

/** The calls of the overview over a little mutable state; everything else is the admin server. */
function overviewServer(fixture: OverviewFixture = {}) {
  const state = { posts: fixture.posts ?? 8, databasePosts: fixture.databasePosts };
  const admin = adminServer();
  const handler = (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/posts' && request.method === 'GET') {
      if (state.posts === 'fail') return jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500);
      if (state.posts === 401) return jsonResponse({ statusCode: 401, message: 'Unauthorized' }, 401);
      expect(url.searchParams.get('page')).toBe('1');
      expect(url.searchParams.get('limit')).toBe('1');
      return jsonResponse({ items: [], total: state.posts, page: 1, limit: 1 });
    }
    if (url.pathname.startsWith('/api/posts/') && request.method === 'DELETE') {
      if (typeof state.posts === 'number') state.posts -= 1;
      return new Response(null, { status: 204 });
    }
    if (url.pathname === '/api/admin/health' && fixture.siteUrlSet !== undefined && request.headers.get('Authorization') === 'Bearer secret-token') {
      return jsonResponse({ ok: true, site_url_set: fixture.siteUrlSet });
    }
    if (url.pathname === '/api/db/health') {
      return fixture.database === 'down' ? jsonResponse({ ok: false }, 503) : jsonResponse({ ok: true });
    }
    if (url.pathname === '/__debug/db') {
      if (fixture.debug === 'absent') {
        return jsonResponse({ statusCode: 404, message: 'Debug endpoints are off in production' }, 404);
      }
      expect(url.searchParams.get('counts')).toBe('1');
      const posts = state.databasePosts ?? (typeof state.posts === 'number' ? state.posts : 0);
      const body: DebugDb = { provider: 'embedded-postgres', hostMasked: '127***0.1', dbName: 'folio', counts: { posts } };
      return jsonResponse(body);
    }
    return admin(request);
  };
  return { handler, state };
}

async function openOverview(fixture?: OverviewFixture) {
  signIn();
  const server = overviewServer(fixture);
  mockFetch(server.handler);
  const view = renderApp('/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Overview' });
  return { ...view, server };
}

function card(name: string) {
  return screen.getByRole('region', { name });
}

function inspector() {
  return screen.getByRole('region', { name: 'Data Inspector' });
}

/** The value of a term in the Data Inspector, or null when the term is not shown. */
function fact(term: string): string | null {
  const dt = within(inspector()).queryByText(term, { selector: 'dt' });
  return dt?.nextElementSibling?.textContent ?? null;
}

describe('dashboard overview', () => {
  it('shows the posts count, a healthy database and the Data Inspector', async () => {
    await openOverview({ posts: 8 });

    expect(await within(card('Posts')).findByText('8')).toBeInTheDocument();
    expect(await within(card('Database')).findByText('Database Healthy')).toBeInTheDocument();
    await waitFor(() => expect(fact('Provider')).toBe('embedded-postgres'));
    expect(fact('API base')).toContain('http://localhost');
    expect(fact('Host')).toBe('127***0.1');
    expect(fact('Database name')).toBe('folio');
    expect(fact('Posts count')).toBe('8');
    expect(fact('Database count')).toBeNull();
    expect(screen.queryByText('Could not load overview stats.')).not.toBeInTheDocument();
    expect(document.title).toBe('Overview - Folio');
  });

  it("says 'Unavailable' when the database does not answer", async () => {
    await openOverview({ database: 'down' });
    expect(await within(card('Database')).findByText('Unavailable')).toBeInTheDocument();
    expect(within(card('Posts')).getByText('8')).toBeInTheDocument();
  });

  it('shows the database count as well when it differs from the API count', async () => {
    await openOverview({ posts: 8, databasePosts: 9 });
    await waitFor(() => expect(fact('Database count')).toBe('9'));
    expect(fact('Posts count')).toBe('8');
  });

  it("says 'Debug endpoint not available (production mode)' without the debug endpoint, and still counts the posts", async () => {
    await openOverview({ debug: 'absent' });
    expect(
      await within(inspector()).findByText('Debug endpoint not available (production mode)'),
    ).toBeInTheDocument();
    expect(fact('Provider')).toBeNull();
    expect(fact('API base')).toContain('http://localhost');
    expect(await within(card('Posts')).findByText('8')).toBeInTheDocument();
    expect(fact('Posts count')).toBe('8');
    expect(fact('Database count')).toBeNull();
    expect(screen.queryByText('Could not load overview stats.')).not.toBeInTheDocument();
  });

  it('does not ask for the debug endpoint when the page says the server has none, and says it is not available', async () => {
    const meta = document.createElement('meta');
    meta.name = 'folio:debug-endpoints';
    meta.content = 'off';
    document.head.append(meta);
    try {
      signIn();
      const fetchMock = mockFetch(overviewServer({ posts: 5 }).handler);
      renderApp('/dashboard');

      expect(
        await within(await screen.findByRole('region', { name: 'Data Inspector' })).findByText(
          'Debug endpoint not available (production mode)',
        ),
      ).toBeInTheDocument();
      expect(await within(card('Posts')).findByText('5')).toBeInTheDocument();
      expect(await within(card('Database')).findByText('Database Healthy')).toBeInTheDocument();
      expect(fact('Posts count')).toBe('5');
      expect(fact('Provider')).toBeNull();
      expect(screen.queryByText('Loading database details...')).not.toBeInTheDocument();
      expect(screen.queryByText('Could not load overview stats.')).not.toBeInTheDocument();
      const asked = fetchMock.mock.calls.map(([input]) => new URL((input as Request).url).pathname);
      expect(asked).toContain('/api/posts');
      expect(asked).not.toContain('/__debug/db');
    } finally {
      meta.remove();
    }
  });

  it("says 'Could not load overview stats.' when the count cannot be loaded", async () => {
    await openOverview({ posts: 'fail' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load overview stats.');
    expect(within(card('Posts')).getByText('Unknown')).toBeInTheDocument();
  });

  it('sends the admin to /admin when the server rejects the token', async () => {
    const { router } = await openOverview({ posts: 401 });
    expect(await screen.findByText('Please sign in with your admin token.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(window.localStorage.getItem('adminToken')).toBeNull();
  });

  it('warns that SITE_URL is not set, what it breaks and how to fix it', async () => {
    await openOverview({ siteUrlSet: false });
    const notice = await screen.findByText('SITE_URL is not set.');
    const box = notice.closest('[role="status"]') as HTMLElement;
    expect(box).toHaveTextContent('Links in emails and feeds point at this server\'s local address');
    expect(box).toHaveTextContent('Set SITE_URL to the address readers use');
  });

  it('says nothing of SITE_URL when it is set', async () => {
    await openOverview({ siteUrlSet: true });
    expect(await within(card('Posts')).findByText('8')).toBeInTheDocument();
    expect(screen.queryByText('SITE_URL is not set.')).not.toBeInTheDocument();
  });

  it('copies the API base and says so', async () => {
    const { user } = await openOverview();
    await user.click(await screen.findByRole('button', { name: 'Copy API base' }));
    expect(await within(inspector()).findByText('Copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(window.location.origin);
  });

  it('counts a deleted post at once', async () => {
    const { store } = await openOverview({ posts: 8 });
    expect(await within(card('Posts')).findByText('8')).toBeInTheDocument();

    await store.dispatch(adminPostsApi.endpoints.deletePost.initiate('00000000-0000-4000-8000-000000000001'));

    expect(await within(card('Posts')).findByText('7')).toBeInTheDocument();
    await waitFor(() => expect(fact('Posts count')).toBe('7'));
    expect(fact('Database count')).toBeNull();
  });
});

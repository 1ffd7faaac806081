import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { api } from '../../api/api-slice';
import { selectComingSoon } from '../../api/coming-soon-slice';
import { AppLayout } from '../../app/layout/app-layout.component';
import { makeStore } from '../../app/store';
import { jsonResponse, mockFetch, renderApp, signIn, type FetchHandler } from '../../testing/render-app';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    comingSoonSpecPosts: build.query<{ items: { title: string }[] }, void>({ query: () => '/api/posts' }),
    comingSoonSpecDbHealth: build.query<{ ok: boolean }, void>({ query: () => '/api/db/health' }),
  }),
});

function PostsPage() {
  const { data, isError } = probeApi.useComingSoonSpecPostsQuery();
  if (isError) return <p>The posts could not be loaded</p>;
  return <ul>{data?.items.map((post) => <li key={post.title}>{post.title}</li>)}</ul>;
}

const table: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    children: [
      { index: true, element: <PostsPage /> },
      { path: 'dashboard', element: <h1>Dashboard content</h1> },
    ],
  },
];

const COMING_SOON = { statusCode: 503, message: 'Coming soon: the site is not open to visitors yet', comingSoon: true };

/** The server of DESIGN "Coming Soon": visitors' content calls answer 503, the admin token passes. */
function closedSite({ open = false, validToken = 'secret-token' } = {}): FetchHandler {
  return (request) => {
    const path = new URL(request.url).pathname;
    const admin = request.headers.get('Authorization') === `Bearer ${validToken}`;
    if (path === '/api/admin/health') {
      return admin ? jsonResponse({ ok: true }) : jsonResponse({ statusCode: 401, message: 'Unauthorized' }, 401);
    }
    if (path === '/api/db/health') return jsonResponse({ ok: true });
    if (open || admin) return jsonResponse({ items: [{ title: 'Notes from the harbour' }] });
    return jsonResponse(COMING_SOON, 503);
  };
}

describe('Coming Soon', () => {
  it('shows visitors the Coming Soon page instead of the site when the API answers 503 comingSoon', async () => {
    mockFetch(closedSite());
    renderApp('/', table);

    expect(await screen.findByRole('heading', { level: 1, name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Folio' })).toBeInTheDocument();
    expect(screen.queryByText('The posts could not be loaded')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Coming Soon - Folio'));
  });

  it('lets an admin with a valid token see the site', async () => {
    signIn('secret-token');
    mockFetch(closedSite());
    renderApp('/', table);

    expect(await screen.findByText('Notes from the harbour')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Coming Soon' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('keeps the admin way in: the token modal opens from the Coming Soon page and a good token shows the site', async () => {
    mockFetch(closedSite());
    const { user, router } = renderApp('/', table);
    await screen.findByRole('heading', { level: 1, name: 'Coming Soon' });

    await user.keyboard('{Control>}{Alt>}d{/Alt}{/Control}');
    await user.type(await screen.findByLabelText('Admin Token'), 'secret-token{Enter}');

    expect(await screen.findByRole('heading', { name: 'Dashboard content' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('does not take a plain 503 for Coming Soon', async () => {
    mockFetch(() => jsonResponse({ statusCode: 503, message: 'Database unavailable' }, 503));
    renderApp('/', table);

    expect(await screen.findByText('The posts could not be loaded')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Coming Soon' })).not.toBeInTheDocument();
  });

  it('is cleared by the next content call that succeeds, not by calls the server always lets through', async () => {
    const store = makeStore();
    mockFetch(closedSite());
    await store.dispatch(probeApi.endpoints.comingSoonSpecPosts.initiate());
    expect(selectComingSoon(store.getState())).toBe(true);

    await store.dispatch(probeApi.endpoints.comingSoonSpecDbHealth.initiate());
    expect(selectComingSoon(store.getState())).toBe(true);

    mockFetch(closedSite({ open: true }));
    await store.dispatch(probeApi.endpoints.comingSoonSpecPosts.initiate(undefined, { forceRefetch: true }));
    expect(selectComingSoon(store.getState())).toBe(false);
  });
});

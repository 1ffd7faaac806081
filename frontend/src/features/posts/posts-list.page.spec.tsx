import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { jsonResponse, mockFetch, renderApp, signIn } from '../../testing/render-app';
import { adminPostsServer, listQueries, makeAdminPost } from '../../testing/posts-server';
import { PostsListPage } from './posts-list.page';

const table: RouteObject[] = [
  { path: '/dashboard/posts', element: <PostsListPage /> },
  { path: '/dashboard/posts/new', element: <p>The editor</p> },
];

function renderList() {
  signIn();
  return renderApp('/dashboard/posts', table);
}

function rows() {
  return screen.getAllByRole('row').slice(1);
}

describe('posts list', () => {
  it('shows title, created-at and status, with published when the status is absent', async () => {
    mockFetch(
      adminPostsServer([
        makeAdminPost({ title: 'A draft', status: 'draft', created_at: '2026-03-05T12:00:00.000Z' }),
        makeAdminPost({ title: 'An old one', status: undefined, created_at: '2025-12-31T12:00:00.000Z' }),
      ]).handler,
    );
    renderList();

    expect(await screen.findByRole('rowheader', { name: 'A draft' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['', 'Title', 'Created', 'Status', 'Actions']);
    expect(screen.getByRole('checkbox', { name: 'Select all posts on this page' })).not.toBeChecked();
    const [draft, old] = rows();
    expect(within(draft).getByText('March 5, 2026')).toBeInTheDocument();
    expect(within(draft).getByText('draft')).toBeInTheDocument();
    expect(within(old).getByText('December 31, 2025')).toBeInTheDocument();
    expect(within(old).getByText('published')).toBeInTheDocument();
    expect(document.title).toBe('Posts - Folio');
  });

  it("shows a published post's views under its status, asked for the whole page at once", async () => {
    const published = makeAdminPost({ title: 'Read a lot', status: 'published' });
    const draft = makeAdminPost({ title: 'Not out', status: 'draft' });
    const posts = adminPostsServer([published, draft]).handler;
    const asked: string[] = [];
    mockFetch((request: Request) => {
      const url = new URL(request.url);
      if (url.pathname !== '/api/stats/posts') return posts(request);
      asked.push(url.searchParams.get('ids') ?? '');
      return jsonResponse({ items: [{ post_id: published.id, views: 42, views_30_days: 7 }, { post_id: draft.id, views: 0, views_30_days: 0 }] });
    });
    renderList();

    const [read, notOut] = await waitFor(() => {
      const found = rows();
      expect(within(found[0]!).getByText('42 views')).toBeInTheDocument();
      return found;
    });
    expect(within(read!).getByText('42 views')).toBeInTheDocument();
    expect(within(notOut!).queryByText(/^\d+ views?$/)).not.toBeInTheDocument();
    expect(asked).toEqual([`${published.id},${draft.id}`]);
  });

  it('shows when a scheduled post goes live, in the browser\'s time zone, and marks pages', async () => {
    const year = new Date().getFullYear() + 1;
    mockFetch(
      adminPostsServer([
        makeAdminPost({ title: 'Soon', status: 'scheduled', published_at: new Date(year, 4, 6, 9, 30).toISOString() }),
        makeAdminPost({ title: 'About', type: 'page', status: 'published' }),
        makeAdminPost({ title: 'A post', status: 'published' }),
      ]).handler,
    );
    renderList();

    expect(await screen.findByRole('rowheader', { name: 'Soon' })).toBeInTheDocument();
    const [soon, about, post] = rows();
    expect(within(soon).getByText('scheduled')).toHaveClass('post-status--scheduled');
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(within(soon).getByText(/^Scheduled for/)).toHaveTextContent(
      new RegExp(`^Scheduled for \\w+day, May 6, ${year} at 9:30\\sAM \\(${timeZone}\\)$`),
    );
    expect(screen.getByRole('rowheader', { name: 'About Page' })).toBeInTheDocument();
    expect(within(about).getByRole('link', { name: 'About' })).toBeInTheDocument();
    expect(within(post).queryByText('Page')).not.toBeInTheDocument();
    expect(within(post).queryByText(/^Scheduled for/)).not.toBeInTheDocument();
  });

  it("links 'View/Edit' to the editor and Preview to the preview, and New Post to the new-post editor", async () => {
    const post = makeAdminPost({ title: 'Linked' });
    mockFetch(adminPostsServer([post]).handler);
    const { user, router } = renderList();

    const row = await screen.findByRole('row', { name: /Linked/ });
    expect(within(row).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Linked',
      'View/Edit Linked',
      'Preview Linked',
    ]);
    expect(within(row).getByRole('button', { name: 'Delete Linked' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View/Edit Linked' })).toHaveAttribute('href', `/dashboard/posts/${post.id}/edit`);
    expect(within(row).getByRole('link', { name: 'Preview Linked' })).toHaveAttribute('href', `/posts/${post.id}/preview`);
    await user.click(screen.getByRole('link', { name: 'New Post' }));
    expect(router.state.location.pathname).toBe('/dashboard/posts/new');
  });

  it("says 'Loading posts...' until the list arrives", async () => {
    mockFetch(() => new Promise<Response>(() => undefined));
    renderList();
    expect(await screen.findByText('Loading posts...')).toBeInTheDocument();
  });

  it("says 'No posts found' when there are no posts at all", async () => {
    mockFetch(adminPostsServer([]).handler);
    renderList();
    expect(await screen.findByText('No posts found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("sends the search as q (after a pause, from page 1) and says 'No posts match your search' when nothing does", async () => {
    const posts = Array.from({ length: 25 }, (_, index) => makeAdminPost({ title: `Walk ${index + 1}` }));
    const fetchMock = mockFetch(adminPostsServer(posts).handler);
    const { user } = renderList();

    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(rows()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('Search posts...'), 'walk 2');
    await waitFor(() => expect(listQueries(fetchMock).at(-1)?.get('q')).toBe('walk 2'));
    expect(listQueries(fetchMock).at(-1)?.get('page')).toBe('1');
    // Walk 2 and Walk 20..25: one page.
    await waitFor(() => expect(rows()).toHaveLength(7));

    await user.clear(screen.getByPlaceholderText('Search posts...'));
    await user.type(screen.getByPlaceholderText('Search posts...'), 'nothing like it');
    expect(await screen.findByText('No posts match your search')).toBeInTheDocument();
  });

  it('asks before deleting; confirmed, the post leaves the list and Undo is offered', async () => {
    const server = adminPostsServer([makeAdminPost({ title: 'Keep me' }), makeAdminPost({ title: 'Delete me' })]);
    mockFetch(server.handler);
    const { user } = renderList();

    await user.click(await screen.findByRole('button', { name: 'Delete Delete me' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Post' });
    expect(dialog).toHaveTextContent('Delete "Delete me"? You can undo this for a while after.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Delete me' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Post' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Delete me' })).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: 'Keep me' })).toBeInTheDocument();
    expect(server.sent.map(({ method }) => method)).toEqual(['DELETE']);
    // The notice says what went, and its Undo has the focus.
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo.closest('[role="status"]')).toHaveTextContent('Deleted "Delete me".');
    await waitFor(() => expect(undo).toHaveFocus());
  });

  it("shows 'Failed to delete post: {message}' when the delete fails, and keeps the post", async () => {
    const server = adminPostsServer([makeAdminPost({ title: 'Stubborn' })]);
    mockFetch((request) =>
      request.method === 'DELETE' ? new Response('database is down', { status: 500 }) : server.handler(request),
    );
    const { user } = renderList();

    await user.click(await screen.findByRole('button', { name: 'Delete Stubborn' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Failed to delete post: Request to \/api\/posts\/\S+ failed with HTTP 500: database is down$/,
    );
    expect(screen.getByRole('rowheader', { name: 'Stubborn' })).toBeInTheDocument();
  });

  it('explains a 500 that says so: the admin token is not configured, set ADMIN_TOKEN and redeploy', async () => {
    mockFetch(() => jsonResponse({ statusCode: 500, message: 'Admin token not configured on server' }, 500));
    renderList();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Admin token not configured on server' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(/ADMIN_TOKEN.*redeploy/);
  });

  it("says 'Failed to load posts' for any other 500", async () => {
    mockFetch(() => jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500));
    renderList();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load posts' })).toBeInTheDocument();
    expect(alert).not.toHaveTextContent('ADMIN_TOKEN');
  });

  it('takes a failed delete back once the search changes', async () => {
    const server = adminPostsServer([makeAdminPost({ title: 'Stubborn' }), makeAdminPost({ title: 'Other' })]);
    mockFetch((request) => (request.method === 'DELETE' ? new Response('no', { status: 500 }) : server.handler(request)));
    const { user } = renderList();

    await user.click(await screen.findByRole('button', { name: 'Delete Stubborn' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to delete post: /);

    await user.type(screen.getByPlaceholderText('Search posts...'), 'oth');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Failed to load posts' for any other failure", async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderList();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load posts' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { type RouteObject, useNavigate } from 'react-router-dom';
import { jsonResponse, mockFetch, renderApp, signIn } from '../../testing/render-app';
import { adminPostsServer, listQueries, makeAdminPost } from '../../testing/posts-server';
import { makeStore } from '../../app/store';
import { PostsListPage } from './posts-list.page';
import { prefetchPostsList } from './prefetch-posts-list';

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Browser back
    </button>
  );
}

const table: RouteObject[] = [
  {
    path: '/dashboard/posts',
    element: (
      <>
        <PostsListPage />
        <Back />
      </>
    ),
  },
];

describe('posts list filters in the address', () => {
  it('opens with the filters of its address, sends them, and keeps each choice as a step Back undoes', async () => {
    const fetchMock = mockFetch(adminPostsServer([makeAdminPost({ title: 'Draft one', status: 'draft' })]).handler);
    signIn();
    const { user, router } = renderApp('/dashboard/posts?status=draft&title=caf%C3%A9&sort=updated&order=asc', table);

    expect(await screen.findByRole('rowheader', { name: 'Draft one' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('draft');
    expect(screen.getByLabelText('Title contains')).toHaveValue('café');
    expect(screen.getByLabelText('Sort')).toHaveValue('updated-asc');
    expect(Object.fromEntries(listQueries(fetchMock).at(-1)!)).toEqual({
      page: '1',
      limit: '20',
      status: 'draft',
      title: 'café',
      sort: 'updated',
      order: 'asc',
      view: 'summary',
    });

    await user.selectOptions(screen.getByLabelText('Type'), 'Pages');
    await waitFor(() => expect(listQueries(fetchMock).at(-1)?.get('type')).toBe('page'));
    expect(router.state.location.search).toBe('?status=draft&type=page&title=caf%C3%A9&sort=updated&order=asc');

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(screen.getByLabelText('Type')).toHaveValue(''));
    expect(router.state.location.search).not.toContain('type=');
  });

  it('opened cold, asks for the first page of its address before it is drawn, and draws that answer without asking again', async () => {
    const fetchMock = mockFetch(adminPostsServer([makeAdminPost({ title: 'Draft one', status: 'draft' })]).handler);
    signIn();
    const store = makeStore();
    prefetchPostsList(store.dispatch, { pathname: '/dashboard/posts', search: '?status=draft&title=caf%C3%A9&sort=updated' });
    prefetchPostsList(store.dispatch, { pathname: '/dashboard', search: '' });
    await waitFor(() => expect(listQueries(fetchMock)).toHaveLength(1));
    const asked = Object.fromEntries(listQueries(fetchMock)[0]!);
    expect(asked).toEqual({ page: '1', limit: '20', status: 'draft', title: 'café', sort: 'updated', view: 'summary' });

    renderApp('/dashboard/posts?status=draft&title=caf%C3%A9&sort=updated', table, { store });
    expect(await screen.findByRole('rowheader', { name: 'Draft one' })).toBeInTheDocument();
    expect(listQueries(fetchMock)).toHaveLength(1);
  });

  it('writes typed text to the address once typing pauses, without a step per key', async () => {
    const fetchMock = mockFetch(adminPostsServer([makeAdminPost({ title: 'Harbour walk', tags: ['sea'] })]).handler);
    signIn();
    const { user, router } = renderApp('/dashboard/posts', table);
    await screen.findByRole('rowheader', { name: 'Harbour walk' });

    await user.type(screen.getByLabelText('Tag'), 'sea');
    await waitFor(() => expect(router.state.location.search).toBe('?tag=sea'));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)?.get('tag')).toBe('sea'));
    expect(listQueries(fetchMock).some((query) => query.get('tag') === 's')).toBe(false);
  });
});

describe('bulk actions on the ticked posts', () => {
  it('ticks all the page, asks before deleting naming the count, reports each post it could not delete, and undoes', async () => {
    const posts = [makeAdminPost({ title: 'First' }), makeAdminPost({ title: 'Second' })];
    const server = adminPostsServer(posts);
    const requests: Array<{ path: string; body: unknown }> = [];
    mockFetch(async (request) => {
      const path = new URL(request.url).pathname;
      if (request.method !== 'POST') return server.handler(request);
      const body = (await request.json()) as { action?: string; ids: string[] };
      requests.push({ path, body });
      if (path === '/api/posts/bulk') {
        return jsonResponse({
          action: body.action,
          results: [
            { id: posts[0]!.id, outcome: 'done' },
            { id: posts[1]!.id, outcome: 'not_found', message: 'No post has the id' },
          ],
          done: 1,
          failed: 1,
        });
      }
      return jsonResponse({ action: 'restore', results: [{ id: posts[0]!.id, outcome: 'done' }], done: 1, failed: 0 });
    });
    signIn();
    const { user } = renderApp('/dashboard/posts', table);

    await user.click(await screen.findByRole('checkbox', { name: 'Select all posts on this page' }));
    expect(screen.getByRole('checkbox', { name: 'Select First' })).toBeChecked();
    const bar = screen.getByRole('region', { name: 'Selected posts' });
    expect(within(bar).getByText('2 posts selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Second' }));
    expect(within(bar).getByText('1 post selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all posts on this page' })).toHaveProperty('indeterminate', true);
    await user.click(screen.getByRole('checkbox', { name: 'Select Second' }));

    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Posts' });
    expect(dialog).toHaveTextContent('Delete 2 posts? You can undo this for a while after.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete 2 posts' }));

    const notice = await screen.findByText(/^Deleted 1 post\. 1 post could not be deleted:/);
    expect(requests[0]).toEqual({ path: '/api/posts/bulk', body: { action: 'delete', ids: [posts[0]!.id, posts[1]!.id] } });
    expect(screen.getByText('Second: No post has the id')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Selected posts' })).not.toBeInTheDocument();

    expect(within(notice).getByRole('button', { name: 'Undo' })).toHaveFocus();
    await user.click(within(notice).getByRole('button', { name: 'Undo' }));
    expect((await screen.findByText('Restored 1 post.')).closest('[role="status"]')).toHaveFocus();
    expect(requests[1]).toEqual({ path: '/api/posts/restore', body: { ids: [posts[0]!.id] } });
  });

  /** One post, ticked; the server answers a bulk action on it as done, and `sent` keeps what was asked. */
  async function tickTheOnlyPost(action: 'tag' | 'untag') {
    const posts = [makeAdminPost({ title: 'Only' })];
    const server = adminPostsServer(posts);
    const sent: unknown[] = [];
    mockFetch(async (request) => {
      if (request.method !== 'POST') return server.handler(request);
      sent.push(await request.json());
      return jsonResponse({ action, results: [{ id: posts[0]!.id, outcome: 'done' }], done: 1, failed: 0 });
    });
    signIn();
    const { user } = renderApp('/dashboard/posts', table);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Only' }));
    return { user, sent, posts };
  }

  it('adds a tag to the ticked posts', async () => {
    const { user, sent, posts } = await tickTheOnlyPost('tag');
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    await user.type(screen.getByLabelText('Tag to add'), 'Travel{Enter}');
    expect(await screen.findByText('Tagged 1 post "Travel".')).toBeInTheDocument();
    expect(sent).toEqual([{ action: 'tag', tag: 'Travel', ids: [posts[0]!.id] }]);
  });

  it('takes a tag off the ticked posts with Remove tag', async () => {
    const { user, sent, posts } = await tickTheOnlyPost('untag');
    const removeTag = screen.getByRole('button', { name: 'Remove tag' });
    await user.click(removeTag);
    expect(removeTag).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Add tag' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Tag to add')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Tag to remove'), 'Travel');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Took the tag "Travel" off 1 post.')).toBeInTheDocument();
    expect(sent).toEqual([{ action: 'untag', tag: 'Travel', ids: [posts[0]!.id] }]);
  });
});

import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { jsonResponse, mockFetch, renderApp, signIn } from '../../testing/render-app';
import { adminPostsServer, makeAdminPost } from '../../testing/posts-server';
import { PostsListPage } from './posts-list.page';

const routes: RouteObject[] = [{ path: '/dashboard/posts', element: <PostsListPage /> }];

/** The posts API with `samples` untouched sample stories among the posts, and their DELETE. */
function serverWithSamples(samples: number) {
  const posts = adminPostsServer([makeAdminPost({ title: 'Why I Started Writing Again' }), makeAdminPost({ title: 'Mine' })]);
  const deletes: string[] = [];
  let left = samples;
  const handler = (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname !== '/api/sample-stories') return posts.handler(request);
    if (request.method === 'DELETE') {
      deletes.push(pathname);
      const removed = left;
      left = 0;
      return jsonResponse({ removed });
    }
    return jsonResponse({ count: left });
  };
  return { handler, deletes };
}

describe('"Delete sample stories" in Posts', () => {
  it('asks first, deletes the untouched samples, says so, and goes away', async () => {
    const server = serverWithSamples(8);
    mockFetch(server.handler);
    signIn();
    const { user } = renderApp('/dashboard/posts', routes);

    await user.click(await screen.findByRole('button', { name: 'Delete sample stories' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete sample stories' });
    expect(dialog).toHaveTextContent('Delete the 8 sample stories added when Folio was installed? Sample stories you have edited are kept. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.deletes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete sample stories' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText('Deleted the 8 sample stories.')).toHaveAttribute('role', 'status'));
    expect(server.deletes).toEqual(['/api/sample-stories']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete sample stories' })).not.toBeInTheDocument());
  });

  it('is not offered when no sample story is left untouched', async () => {
    mockFetch(serverWithSamples(0).handler);
    signIn();
    renderApp('/dashboard/posts', routes);
    expect(await screen.findByRole('rowheader', { name: 'Mine' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete sample stories' })).not.toBeInTheDocument();
  });
});

import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { adminPostsServer, makeAdminPost } from '../../testing/posts-server';
import { jsonResponse, mockFetch, renderApp, signIn } from '../../testing/render-app';

/**
 * The server behind the real route table, accepting the tokens in `tokens`: tests take the
 * first one back (as a server restarted with a new ADMIN_TOKEN would) and add the new one.
 */
function sessionServer(posts = [makeAdminPost({ title: 'Kept safe' })]) {
  const tokens = new Set(['old-token']);
  const data = adminPostsServer(posts);
  const handler = (request: Request) => {
    const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
    if (!token || !tokens.has(token)) return jsonResponse({ statusCode: 401, message: 'Unauthorized' }, 401);
    if (new URL(request.url).pathname === '/api/admin/health') return jsonResponse({ ok: true });
    return data.handler(request);
  };
  return { handler, tokens, data };
}

function isList(request: Request): boolean {
  const url = new URL(request.url);
  return request.method === 'GET' && url.pathname === '/api/posts';
}

/** Opens the posts list; the old token is taken back just before the list is asked for. */
async function listWithRejectedToken() {
  signIn('old-token');
  const server = sessionServer();
  mockFetch((request) => {
    if (isList(request)) server.tokens.delete('old-token');
    return server.handler(request);
  });
  const view = renderApp('/dashboard/posts');
  const alert = await screen.findByRole('alert');
  return { ...view, server, alert };
}

describe('a rejected token on the posts list (spec §8)', () => {
  it("stays on the list with 'Admin access required' instead of leaving for /admin", async () => {
    const { router, alert } = await listWithRejectedToken();

    expect(within(alert).getByRole('heading', { name: 'Admin access required' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/posts');
    expect(window.localStorage.getItem('adminToken')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Posts' })).toBeInTheDocument();
  });

  it("brings the admin back to the list after 'Enter Token' and a new sign-in", async () => {
    const { user, router, alert, server } = await listWithRejectedToken();
    server.tokens.add('new-token');

    await user.click(within(alert).getByRole('link', { name: 'Enter Token' }));
    expect(await screen.findByText('Please sign in with your admin token.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    await user.type(screen.getByLabelText('Admin Token'), 'new-token');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('rowheader', { name: 'Kept safe' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/posts');
  });

  it("signs out with 'Log Out': no token, back home", async () => {
    const { user, router, alert } = await listWithRejectedToken();
    await user.click(within(alert).getByRole('button', { name: 'Log Out' }));

    expect(await screen.findByRole('heading', { name: 'Welcome to Folio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem('adminToken')).toBeNull();
  });
});

describe('a rejected token while saving in the editor', () => {
  it('keeps the text, offers a sign-in in a new tab, and saves once the token is back', async () => {
    signIn('old-token');
    const post = makeAdminPost({ title: 'Morning tide' });
    const server = sessionServer([post]);
    mockFetch(server.handler);
    const { user, router } = renderApp(`/dashboard/posts/${post.id}/edit`);
    const title = await screen.findByDisplayValue('Morning tide');
    await user.type(title, ', rewritten');

    server.tokens.delete('old-token');
    server.tokens.add('new-token');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unauthorized - please sign in with your admin token');
    const signInLink = within(alert).getByRole('link', { name: 'Sign in again (opens in a new tab)' });
    expect(signInLink).toHaveAttribute('href', '/admin');
    expect(signInLink).toHaveAttribute('target', '_blank');
    expect(router.state.location.pathname).toBe(`/dashboard/posts/${post.id}/edit`);
    expect(screen.getByLabelText('Title')).toHaveValue('Morning tide, rewritten');
    expect(window.localStorage.getItem('adminToken')).toBeNull();

    // The admin signs in in the other tab: its token reaches this one through the storage event.
    act(() => {
      window.localStorage.setItem('adminToken', 'new-token');
      window.dispatchEvent(new StorageEvent('storage', { key: 'adminToken', newValue: 'new-token' }));
    });
    expect(await within(alert).findByText('You are signed in again: save once more to keep your changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Post updated.')).toBeInTheDocument();
    await waitFor(() => expect(server.data.posts[0].title).toBe('Morning tide, rewritten'));
    expect(screen.getByLabelText('Title')).toHaveValue('Morning tide, rewritten');
  });
});

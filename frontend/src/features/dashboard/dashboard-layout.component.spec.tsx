import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { adminPostsServer, makeAdminPost } from '../../testing/posts-server';
import { adminServer, mockFetch, renderApp, signIn, type FetchHandler } from '../../testing/render-app';

/** The admin server with posts behind it. */
function withPosts(posts = adminPostsServer()): FetchHandler {
  const admin = adminServer();
  return (request) => (new URL(request.url).pathname.startsWith('/api/posts') ? posts.handler(request) : admin(request));
}

function sidebar() {
  return screen.getByRole('navigation', { name: 'Dashboard' });
}

describe('dashboard shell', () => {
  it('marks the current sidebar entry and moves the mark on navigation', async () => {
    signIn();
    mockFetch(adminServer());
    const { user, router } = renderApp('/dashboard');

    await screen.findByRole('heading', { level: 1, name: 'Overview' });
    const current = () => within(sidebar()).getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current().map((link) => link.textContent)).toEqual(['Overview']);

    await user.click(within(sidebar()).getByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/settings');
    expect(current().map((link) => link.textContent)).toEqual(['Settings']);
  });

  it('signs out with Log Out: the token is gone and the admin is back home', async () => {
    signIn();
    mockFetch(adminServer());
    const { user, router } = renderApp('/dashboard/settings');

    await user.click(await screen.findByRole('button', { name: 'Log Out' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Folio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem('adminToken')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  describe('Log Out with an editor open', () => {
    afterEach(() => {
      jest.restoreAllMocks();
    });

    it('asks first while the editor has unsaved changes, and stays when the admin declines', async () => {
      const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
      signIn();
      mockFetch(withPosts());
      const { user, router } = renderApp('/dashboard/posts/new');
      await user.type(await screen.findByLabelText('Title'), 'Half a thought');

      await user.click(screen.getByRole('button', { name: 'Log Out' }));
      expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave this page?');
      expect(router.state.location.pathname).toBe('/dashboard/posts/new');
      expect(window.localStorage.getItem('adminToken')).toBe('secret-token');
      expect(screen.getByLabelText('Title')).toHaveValue('Half a thought');

      confirm.mockReturnValue(true);
      await user.click(screen.getByRole('button', { name: 'Log Out' }));
      expect(await screen.findByRole('heading', { name: 'Welcome to Folio' })).toBeInTheDocument();
      expect(window.localStorage.getItem('adminToken')).toBeNull();
    });

    it('does not ask once the changes are saved', async () => {
      const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
      const post = makeAdminPost({ title: 'Tides' });
      signIn();
      mockFetch(withPosts(adminPostsServer([post])));
      const { user, router } = renderApp(`/dashboard/posts/${post.id}/edit`);
      await user.type(await screen.findByDisplayValue('Tides'), ' at noon');
      await user.click(screen.getByRole('button', { name: 'Update' }));
      expect(await screen.findByText('Post updated.')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Log Out' }));
      expect(confirm).not.toHaveBeenCalled();
      expect(router.state.location.pathname).toBe('/');
    });
  });
});

import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { adminServer, mockFetch, renderApp, signIn } from '../../testing/render-app';

function adminCalls(fetchMock: ReturnType<typeof mockFetch>): Request[] {
  return fetchMock.mock.calls.map(([request]) => request as Request).filter((request) => new URL(request.url).pathname.startsWith('/api/admin'));
}

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('top navigation', () => {
  it('shows the brand, Home, Stories and Blog, and no Dashboard without a token', async () => {
    const fetchMock = mockFetch(adminServer());
    renderApp('/');

    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Stories' })).toHaveAttribute('href', '/stories');
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Folio' })).toHaveAttribute('href', '/');
    // Without a token nothing asks the server who is admin (the home page still loads posts).
    expect(adminCalls(fetchMock)).toEqual([]);
  });

  it('shows Dashboard once the admin health check answers ok', async () => {
    signIn('secret-token');
    const fetchMock = mockFetch(adminServer('secret-token'));
    renderApp('/');

    expect(await within(mainNav()).findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    const [request] = adminCalls(fetchMock);
    expect(new URL(request.url).pathname).toBe('/api/admin/health');
    expect(request.headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('hides Dashboard and forgets the token when the server rejects it', async () => {
    signIn('stale-token');
    mockFetch(adminServer('secret-token'));
    renderApp('/');

    await waitFor(() => expect(window.localStorage.getItem('adminToken')).toBeNull());
    expect(within(mainNav()).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('uses the site name from the folio:site-name meta tag', () => {
    const meta = document.createElement('meta');
    meta.name = 'folio:site-name';
    meta.content = 'My Notes';
    document.head.append(meta);
    try {
      renderApp('/');
      expect(screen.getByRole('link', { name: 'My Notes' })).toHaveAttribute('href', '/');
    } finally {
      meta.remove();
    }
  });
});

describe('mobile menu', () => {
  it('toggles with aria-expanded and points at the menu it controls', async () => {
    const { user } = renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape', async () => {
    const { user } = renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside the header', async () => {
    const { user } = renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes after following a link', async () => {
    const { user, router } = renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(within(mainNav()).getByRole('link', { name: 'Blog' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

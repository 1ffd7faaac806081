import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { adminServer, mockFetch, renderApp, signIn } from '../../testing/render-app';

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
});

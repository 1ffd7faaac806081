import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { adminServer, jsonResponse, mockFetch, renderApp, signIn } from '../../testing/render-app';

describe('the admin gate', () => {
  it("explains a server without ADMIN_TOKEN instead of sending the admin home", async () => {
    signIn();
    mockFetch(() => jsonResponse({ statusCode: 500, message: 'Admin token not configured on server', error: 'Internal Server Error' }, 500));
    const { router } = renderApp('/dashboard');

    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin token not configured on server' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Set the ADMIN_TOKEN environment variable on the server, then redeploy.');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends the admin home on any other server failure', async () => {
    signIn();
    mockFetch(() => jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500));
    const { router } = renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Welcome to Folio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a rejected token to /admin, and the new sign-in back to the page it came from', async () => {
    signIn('stale-token');
    mockFetch(adminServer('secret-token'));
    const { user, router } = renderApp('/dashboard/settings');

    expect(await screen.findByText('Please sign in with your admin token.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    await user.type(screen.getByLabelText('Admin Token'), 'secret-token');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/settings');
  });
});

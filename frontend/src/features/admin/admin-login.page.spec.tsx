import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { adminServer, jsonResponse, mockFetch, renderApp } from '../../testing/render-app';

describe('Admin Login screen', () => {
  it('has an Admin Token password field and a Continue button', async () => {
    renderApp('/admin');
    // The screen is a lazy chunk: readers never download it.
    expect(await screen.findByLabelText('Admin Token')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('signs in with a valid token and goes to the dashboard', async () => {
    mockFetch(adminServer('secret-token'));
    const { user, router } = renderApp('/admin');

    await user.type(await screen.findByLabelText('Admin Token'), '  secret-token  ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(window.localStorage.getItem('adminToken')).toBe('secret-token');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it("shows 'Invalid token. Please try again.' on a 401 and clears the stored token", async () => {
    mockFetch(adminServer('secret-token'));
    const { user, router } = renderApp('/admin');

    await user.type(await screen.findByLabelText('Admin Token'), 'wrong-token');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid token\. Please try again\.$/);
    expect(window.localStorage.getItem('adminToken')).toBeNull();
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.queryByText('Please sign in with your admin token.')).not.toBeInTheDocument();
  });

  it("shows 'Network error occurred. Please try again.' when the server cannot be reached", async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = renderApp('/admin');

    await user.type(await screen.findByLabelText('Admin Token'), 'secret-token');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Network error occurred. Please try again.');
    expect(window.localStorage.getItem('adminToken')).toBeNull();
  });

  it("shows the spec's 404 message when the server has no admin API, not 'Invalid token.'", async () => {
    mockFetch(() => jsonResponse({ statusCode: 404, message: 'Cannot GET /api/admin/health', error: 'Not Found' }, 404));
    const { user, router } = renderApp('/admin');

    await user.type(await screen.findByLabelText('Admin Token'), 'secret-token');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Admin API not found\. Server may be on an older build—please redeploy or restart the server\.$/,
    );
    expect(window.localStorage.getItem('adminToken')).toBeNull();
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it("shows 'Request to {url} failed with HTTP {status}: {text}' for another HTTP failure", async () => {
    mockFetch(() => new Response('Bad gateway from the proxy', { status: 502, headers: { 'Content-Type': 'text/plain' } }));
    const { user } = renderApp('/admin');

    await user.type(await screen.findByLabelText('Admin Token'), 'secret-token');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Request to \/api\/admin\/health failed with HTTP 502: Bad gateway from the proxy$/,
    );
    expect(window.localStorage.getItem('adminToken')).toBeNull();
  });

  it("shows 'Verifying...' on the button while the token is checked", async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderApp('/admin');

    await user.type(await screen.findByLabelText('Admin Token'), 'secret-token');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    answer(new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
  });

  it('does not show the sign-in message to someone who simply opens /admin', () => {
    renderApp('/admin');
    expect(screen.queryByText('Please sign in with your admin token.')).not.toBeInTheDocument();
  });
});

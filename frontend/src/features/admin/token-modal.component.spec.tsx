import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { adminServer, jsonResponse, mockFetch, renderApp } from '../../testing/render-app';

async function openWithShortcut(path = '/somewhere/else') {
  const view = renderApp(path);
  await view.user.keyboard('{Control>}{Alt>}d{/Alt}{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Enter Admin Token' });
  return { ...view, dialog };
}

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('token modal', () => {
  it('is a labelled modal dialog with the focus in its password field', async () => {
    const { dialog } = await openWithShortcut();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const input = within(dialog).getByLabelText('Admin Token');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('closes on Escape and gives the focus back', async () => {
    const view = renderApp('/somewhere/else');
    const blogLink = within(mainNav()).getByRole('link', { name: 'Blog' });
    blogLink.focus();
    await view.user.keyboard('{Control>}{Alt>}d{/Alt}{/Control}');
    expect(await screen.findByLabelText('Admin Token')).toHaveFocus();

    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(blogLink).toHaveFocus();
  });

  it('keeps the focus in the dialog when the backdrop is pressed', async () => {
    const { user, dialog } = await openWithShortcut();
    const backdrop = dialog.parentElement as HTMLElement;
    await user.pointer({ keys: '[MouseLeft]', target: backdrop });
    expect(within(dialog).getByLabelText('Admin Token')).toHaveFocus();
    expect(dialog).toBeInTheDocument();
  });

  it('closes on Cancel', async () => {
    const { user, dialog } = await openWithShortcut();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user, dialog } = await openWithShortcut();
    const input = within(dialog).getByLabelText('Admin Token');
    await user.type(input, 'x');
    const cont = within(dialog).getByRole('button', { name: 'Continue' });

    await user.tab({ shift: true });
    expect(cont).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(cont).toHaveFocus();
  });

  it('requires a token: blank or spaces cannot be sent', async () => {
    const fetchMock = mockFetch(adminServer());
    const { user, dialog } = await openWithShortcut();
    const cont = within(dialog).getByRole('button', { name: 'Continue' });
    expect(cont).toBeDisabled();

    await user.type(within(dialog).getByLabelText('Admin Token'), '   {Enter}');
    expect(cont).toBeDisabled();
    // Signing in stores the token first, synchronously: nothing stored means nothing was sent.
    expect(window.localStorage.getItem('adminToken')).toBeNull();
    // The page's own public reads (the site's identity) go on; nothing went to the admin API.
    const sent = fetchMock.mock.calls.map(([input, init]) => (input instanceof Request ? input : new Request(input, init)));
    expect(sent.filter((request) => request.headers.has('Authorization') || new URL(request.url).pathname.startsWith('/api/admin'))).toEqual([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('signs in on Enter with the trimmed token, then goes to the dashboard with the Dashboard link shown', async () => {
    mockFetch(adminServer('secret-token'));
    const { user, router, dialog } = await openWithShortcut();

    await user.type(within(dialog).getByLabelText('Admin Token'), '  secret-token  {Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(window.localStorage.getItem('adminToken')).toBe('secret-token');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it("shows 'Invalid token.' on a 401, clears the stored token and stays open", async () => {
    mockFetch(adminServer('secret-token'));
    const { user, router, dialog } = await openWithShortcut();
    const input = within(dialog).getByLabelText('Admin Token');

    await user.type(input, 'wrong-token');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Invalid token\.$/);
    expect(window.localStorage.getItem('adminToken')).toBeNull();
    expect(router.state.location.pathname).toBe('/somewhere/else');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(within(mainNav()).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'secret-token{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('says so when the server cannot be reached', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user, dialog } = await openWithShortcut();

    await user.type(within(dialog).getByLabelText('Admin Token'), 'secret-token{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Network error occurred. Please try again.');
    expect(window.localStorage.getItem('adminToken')).toBeNull();
  });

  it("shows the spec's 404 message when the server has no admin API, and stays open", async () => {
    mockFetch(() => jsonResponse({ statusCode: 404, message: 'Cannot GET /api/admin/health', error: 'Not Found' }, 404));
    const { user, dialog } = await openWithShortcut();

    await user.type(within(dialog).getByLabelText('Admin Token'), 'secret-token{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^Admin API not found\. Server may be on an older build—please redeploy or restart the server\.$/,
    );
    expect(window.localStorage.getItem('adminToken')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Enter Admin Token' })).toBeInTheDocument();
  });

  it("shows 'Request to {url} failed with HTTP {status}: {text}' for another HTTP failure", async () => {
    mockFetch(() => jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500));
    const { user, dialog } = await openWithShortcut();

    await user.type(within(dialog).getByLabelText('Admin Token'), 'secret-token{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^Request to \/api\/admin\/health failed with HTTP 500: Internal server error$/,
    );
  });

  it("shows 'Verifying...' while the token is checked", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user, dialog } = await openWithShortcut();

    await user.type(within(dialog).getByLabelText('Admin Token'), 'secret-token{Enter}');
    expect(within(dialog).getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    answer(new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
  });
});

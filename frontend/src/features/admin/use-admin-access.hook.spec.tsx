import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { adminServer, mockFetch, renderApp, signIn } from '../../testing/render-app';

describe('admin access on the public site', () => {
  it('opens the token modal for ?admin=1 and takes the flag out of the address', async () => {
    const { router } = renderApp('/somewhere?ref=mail&admin=1#top');

    expect(await screen.findByRole('dialog', { name: 'Enter Admin Token' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?ref=mail'));
    expect(router.state.location.pathname).toBe('/somewhere');
    expect(router.state.location.hash).toBe('#top');
  });

  it('ignores other values of the admin parameter', () => {
    renderApp('/somewhere?admin=0');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the token modal on Ctrl+Alt+D', async () => {
    const { user } = renderApp('/somewhere');
    await user.keyboard('{Control>}{Alt>}d{/Alt}{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Enter Admin Token' })).toBeInTheDocument();
  });

  it('does not open on D alone or with only one modifier', async () => {
    const { user } = renderApp('/somewhere');
    await user.keyboard('d');
    await user.keyboard('{Control>}d{/Control}');
    await user.keyboard('{Alt>}d{/Alt}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays off on dashboard paths, where the admin already is', async () => {
    signIn();
    mockFetch(adminServer());
    const { user } = renderApp('/dashboard/settings?admin=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();

    await user.keyboard('{Control>}{Alt>}d{/Alt}{/Control}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

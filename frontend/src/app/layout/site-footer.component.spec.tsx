import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { adminServer, mockFetch, renderApp, signIn } from '../../testing/render-app';

describe('footer', () => {
  it('shows Home, Stories and Blog links and the copyright with the current year', () => {
    renderApp('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(footer).getByRole('link', { name: 'Stories' })).toHaveAttribute('href', '/stories');
    expect(within(footer).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(footer).getByText(`© ${new Date().getUTCFullYear()} Folio`)).toBeInTheDocument();
  });

  it('is shown on other public pages too', () => {
    renderApp('/stories');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('is hidden on dashboard paths', async () => {
    signIn();
    mockFetch(adminServer());
    renderApp('/dashboard/settings');

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});

import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { formatUptime } from './live-status.component';
import { openSettings } from './testing/open-settings';

function liveStatus() {
  return screen.getByRole('region', { name: 'Live Status' });
}

/** The badge beside a term of the Live Status list. */
function badge(term: string) {
  const dt = within(liveStatus()).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.querySelector('.status-badge')?.textContent;
}

describe('Live Status and Ping API', () => {
  it('shows the API and the database Online', async () => {
    await openSettings();
    expect(await within(liveStatus()).findAllByText('Online')).toHaveLength(2);
    expect(badge('API')).toBe('Online');
    expect(badge('Database')).toBe('Online');
    expect(within(liveStatus()).getByText('Up for 1 h 2 min')).toBeInTheDocument();
  });

  it('shows Offline for what does not answer, and checks again on Refresh', async () => {
    const { user, server } = await openSettings({ fail: { db: 503 } });
    expect(await within(liveStatus()).findByText('Offline')).toBeInTheDocument();
    expect(badge('API')).toBe('Online');
    expect(badge('Database')).toBe('Offline');

    server.state.fail = { healthz: 500 };
    let answer = () => undefined as void;
    server.state.holdHealth = new Promise<void>((resolve) => (answer = resolve));
    await user.click(within(liveStatus()).getByRole('button', { name: 'Refresh' }));

    expect(await within(liveStatus()).findAllByText('Checking...')).toHaveLength(2);
    answer();
    expect(await within(liveStatus()).findByText('Online')).toBeInTheDocument();
    expect(badge('API')).toBe('Offline');
    expect(badge('Database')).toBe('Online');
  });

  it("answers 'Ping API' with what the server said", async () => {
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Ping API' }));
    expect(await screen.findByText('The API answered: Hello from Folio')).toBeInTheDocument();
  });

  it("shows why 'Ping API' failed", async () => {
    const { user, server } = await openSettings();
    server.state.fail = { hello: 502 };
    await user.click(screen.getByRole('button', { name: 'Ping API' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ping failed: Request to /api/hello failed with HTTP 502: Hello is broken');
    // Announced once: an alert inside another live region would be read twice.
    expect(alert.parentElement?.closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
  });

  it('shows the API base and links to the API documentation', async () => {
    await openSettings();
    const api = screen.getByRole('region', { name: 'API' });
    expect(within(api).getByText(window.location.origin)).toBeInTheDocument();
    expect(within(api).getByRole('link', { name: /\/docs/ })).toHaveAttribute('href', `${window.location.origin}/docs`);
    expect(document.title).toBe('Settings - Folio');
  });

  it('writes uptimes with their two largest units', () => {
    expect(formatUptime(0)).toBe('0 s');
    expect(formatUptime(42.7)).toBe('42 s');
    expect(formatUptime(303)).toBe('5 min 3 s');
    expect(formatUptime(3600)).toBe('1 h');
    expect(formatUptime(2 * 86_400 + 4 * 3600 + 59)).toBe('2 d 4 h');
  });
});

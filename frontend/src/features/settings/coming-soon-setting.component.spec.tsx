import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { fakeClock, openSettings } from './testing/open-settings';

const ON_MESSAGE = 'Coming Soon mode is on: visitors now see the Coming Soon page.';

function comingSoonSwitch() {
  return screen.findByRole('switch', { name: 'Coming Soon mode' });
}

describe('Coming Soon setting', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it("turns Coming Soon on from 'Site Live' with a success message that lasts 3 s", async () => {
    const { server } = await openSettings({ comingSoon: false });
    const toggle = await comingSoonSwitch();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveTextContent('Site Live');

    const user = fakeClock();
    await user.click(toggle);

    expect(await screen.findByText(ON_MESSAGE)).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveTextContent('Coming Soon Active');
    expect(server.state.comingSoon).toBe(true);

    await act(async () => jest.advanceTimersByTime(2900));
    expect(screen.getByText(ON_MESSAGE)).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(100));
    expect(screen.queryByText(ON_MESSAGE)).not.toBeInTheDocument();
    expect(toggle).toHaveTextContent('Coming Soon Active');
  });

  it('is operated from the keyboard: Space and Enter flip it', async () => {
    const { user, server } = await openSettings({ comingSoon: true });
    const toggle = await comingSoonSwitch();
    expect(toggle).toHaveTextContent('Coming Soon Active');

    toggle.focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Coming Soon mode is off: the site is live.')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveTextContent('Site Live');
    expect(toggle).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(await screen.findByText(ON_MESSAGE)).toBeInTheDocument();
    expect(server.state.comingSoon).toBe(true);
  });

  it('shows the failure for 5 s and keeps the state the server has', async () => {
    const { server } = await openSettings({ comingSoon: false, fail: { toggle: 500 } });
    const toggle = await comingSoonSwitch();

    const user = fakeClock();
    await user.click(toggle);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Failed to toggle Coming Soon mode: Request to /api/admin/coming-soon failed with HTTP 500: The database is unreachable',
    );
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveTextContent('Site Live');
    expect(server.state.comingSoon).toBe(false);

    await act(async () => jest.advanceTimersByTime(4900));
    expect(alert).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(100));
    expect(alert).not.toBeInTheDocument();
  });
});

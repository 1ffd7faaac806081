import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch, renderApp, signIn } from '../../testing/render-app';
import { JOBS_POLL_MS } from './jobs-panel.component';
import { makeJob, transferServer } from './testing/transfer-server';

/** The jobs list, whose answers after the first wait until `release()` is called. */
async function openJobs() {
  signIn();
  let calls = 0;
  let release: () => void = () => undefined;
  const server = transferServer({
    override: async (_request, url) => {
      if (url.pathname !== '/api/jobs') return undefined;
      calls += 1;
      if (calls > 1) await new Promise<void>((resolve) => (release = resolve));
      return jsonResponse({ items: [makeJob({ name: 'import', state: 'active' })] });
    },
  });
  mockFetch(server.handler);
  renderApp('/dashboard/import-export');
  const panel = (await screen.findByRole('heading', { level: 2, name: 'Background jobs' })).closest('section') as HTMLElement;
  await within(panel).findByRole('table');
  return { panel, calls: () => calls, release: () => release() };
}

describe('Background jobs', () => {
  it('asks again while a job runs without dimming the table or changing the button', async () => {
    const { panel, calls, release } = await openJobs();
    await waitFor(() => expect(calls()).toBe(2), { timeout: JOBS_POLL_MS + 2_000 });
    expect(within(panel).getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
    expect(within(panel).getByRole('button', { name: 'Refresh' })).not.toHaveAttribute('aria-disabled', 'true');
    release();
  }, 10_000);

  it('shows a refresh the admin asked for until its answer comes', async () => {
    const { panel, calls, release } = await openJobs();
    within(panel).getByRole('button', { name: 'Refresh' }).click();
    expect(await within(panel).findByRole('button', { name: 'Refreshing...' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(panel).getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(calls()).toBe(2);
    release();
    expect(await within(panel).findByRole('button', { name: 'Refresh' })).not.toHaveAttribute('aria-disabled', 'true');
    expect(within(panel).getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
  });
});

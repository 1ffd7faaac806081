import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch, renderApp, signIn } from '../../../testing/render-app';
import type { ReconcileRun, ReconcileStatus } from '../api';
import { libraryServer, makeImage, reconcileStatus, type LibraryServerOptions } from '../../../testing/library-server';

const BANNER = "Reconciliation Recommended - it's been a while since the last reconciliation.";

async function openLibrary(status: ReconcileStatus, override?: LibraryServerOptions['override']) {
  signIn();
  const fetchMock = mockFetch(libraryServer([makeImage()], { status, override }));
  const view = renderApp('/dashboard/images');
  const panel = (await screen.findByRole('heading', { name: 'Full Reconciliation' })).closest('section') as HTMLElement;
  return { ...view, fetchMock, panel };
}

function run(overrides: Partial<ReconcileRun>): ReconcileRun {
  return { ...reconcileStatus().last_reconciliation!, ...overrides };
}

describe('Full Reconciliation', () => {
  it('highlights Reconcile Now and shows the banner when a reconciliation is recommended', async () => {
    const { panel } = await openLibrary(reconcileStatus({ needs_reconciliation: true }));
    const button = await within(panel).findByRole('button', { name: 'Reconcile Now' });
    expect(await within(panel).findByText('Recommended')).toBeInTheDocument();
    expect(button).toHaveAccessibleDescription('Recommended');
    expect(button).toHaveClass('button--primary');
    expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === BANNER)).toBeInTheDocument();
  });

  it('shows neither banner nor highlight when no reconciliation is due', async () => {
    const { panel } = await openLibrary(reconcileStatus({ needs_reconciliation: false }));
    await within(panel).findByText(/Success/);
    const button = within(panel).getByRole('button', { name: 'Reconcile Now' });
    expect(button).toHaveClass('button--secondary');
    expect(within(panel).queryByText('Recommended')).not.toBeInTheDocument();
    expect(screen.queryByText(/Reconciliation Recommended/)).not.toBeInTheDocument();
  });

  it.each([
    ['completed', 'Success'],
    ['failed', 'Failed'],
    ['running', 'Running'],
  ] as const)('shows the date of the last run and its status %s as %s', async (status, word) => {
    const { panel } = await openLibrary(reconcileStatus({ last_reconciliation: run({ status, started_at: '2026-11-20T09:30:00.000Z' }) }));
    const line = (await within(panel).findByText(word)).closest('p');
    expect(line).toHaveTextContent(`Last run: Nov 20, 2026, 9:30 AM UTC — ${word}`);
  });

  it("says 'never' before the first run", async () => {
    const { panel } = await openLibrary(reconcileStatus({ needs_reconciliation: true, last_reconciliation: null }));
    expect(await within(panel).findByText('Last run: never')).toBeInTheDocument();
  });

  it("shows 'Reconciling...' while it runs, then the result stats, and the banner goes once the status says so", async () => {
    let status = reconcileStatus({ needs_reconciliation: true });
    let finish: (response: Response) => void = () => undefined;
    const { panel, user } = await openLibrary(status, (request, url) => {
      if (url.pathname === '/api/images/reconcile/status') return jsonResponse(status);
      if (url.pathname !== '/api/images/reconcile') return undefined;
      return new Promise<Response>((resolve) => (finish = resolve));
    });
    await user.click(await within(panel).findByRole('button', { name: 'Reconcile Now' }));
    // Busy, but it keeps the focus: aria-disabled rather than disabled.
    const reconciling = within(panel).getByRole('button', { name: 'Reconciling...' });
    expect(reconciling).toHaveAttribute('aria-disabled', 'true');
    expect(reconciling).toHaveFocus();
    expect(within(panel).getByRole('status')).toBeEmptyDOMElement();

    const stats = { posts_processed: 8, images_found: 14, images_added: 2, images_updated: 1, images_removed: 3 };
    status = reconcileStatus({ needs_reconciliation: false, last_reconciliation: run({ status: 'completed', stats }) });
    finish(jsonResponse({ stats, run: status.last_reconciliation }));

    const result = (await within(panel).findByText('Reconciliation complete.')).closest('[role="status"]') as HTMLElement;
    for (const [label, value] of [
      ['Posts processed', '8'],
      ['Images found', '14'],
      ['Images added', '2'],
      ['Images updated', '1'],
      ['Images removed', '3'],
    ]) {
      expect(within(result).getByText(label).nextElementSibling).toHaveTextContent(value!);
    }
    await waitFor(() => expect(screen.queryByText(/Reconciliation Recommended/)).not.toBeInTheDocument());
    const button = within(panel).getByRole('button', { name: 'Reconcile Now' });
    expect(button).toHaveAttribute('aria-disabled', 'false');
    expect(button).toHaveClass('button--secondary');
  });

  it("shows 'Reconciliation failed: {status} - {text}' when a run is already going on", async () => {
    const { panel, user } = await openLibrary(reconcileStatus(), (_request, url) =>
      url.pathname === '/api/images/reconcile'
        ? jsonResponse({ statusCode: 409, message: 'A reconciliation is already running', error: 'Conflict' }, 409)
        : undefined,
    );
    await user.click(await within(panel).findByRole('button', { name: 'Reconcile Now' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Reconciliation failed: 409 - A reconciliation is already running');
  });
});

import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch, renderApp, signIn } from '../../testing/render-app';
import { makeJob, transferServer, type TransferServerOptions } from './testing/transfer-server';

/** A response body the test feeds by hand, to see the progress between chunks. */
function controlledBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
  return {
    stream,
    send: (bytes: number) => act(async () => controller.enqueue(new Uint8Array(bytes).fill(7))),
    end: () => act(async () => controller.close()),
  };
}

let saved: Array<{ name: string; href: string }>;

beforeEach(() => {
  saved = [];
  URL.createObjectURL = jest.fn(() => `blob:folio/${saved.length}`);
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});

afterEach(() => {
  jest.restoreAllMocks();
});

async function openScreen(options: TransferServerOptions = {}) {
  signIn();
  const server = transferServer(options);
  mockFetch(server.handler);
  const view = renderApp('/dashboard/import-export');
  const section = async (name: string) => (await screen.findByRole('heading', { level: 2, name })).closest('section') as HTMLElement;
  return { ...view, server, section };
}

describe('Export', () => {
  it('downloads with the token, shows the bytes against the length, and saves under the server file name', async () => {
    const body = controlledBody();
    let request: Request | undefined;
    const { user, section } = await openScreen({
      override: (sent, url) => {
        if (url.pathname !== '/api/export') return undefined;
        request = sent;
        return new Response(body.stream, {
          headers: { 'Content-Type': 'application/zip', 'Content-Length': '2048', 'Content-Disposition': 'attachment; filename="folio-export-2026-11-23.zip"' },
        });
      },
    });
    const panel = await section('Export');
    await user.click(within(panel).getByRole('button', { name: 'Download export' }));
    await waitFor(() => expect(request).toBeDefined());
    expect(request?.headers.get('Authorization')).toBe('Bearer secret-token');
    expect(within(panel).getByRole('button', { name: 'Downloading...' })).toHaveAttribute('aria-disabled', 'true');

    await body.send(1024);
    const bar = within(panel).getByRole('progressbar', { name: 'Export download' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '1024'));
    expect(bar).toHaveAttribute('max', '2048');
    expect(within(panel).getByRole('status')).toHaveTextContent('Downloading: 1 KB of 2 KB');

    await body.send(1024);
    await body.end();
    expect(await within(panel).findByText('Saved folio-export-2026-11-23.zip (2 KB).')).toBeInTheDocument();
    expect(saved).toEqual([{ name: 'folio-export-2026-11-23.zip', href: 'blob:folio/0' }]);
    expect(within(panel).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Download export' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('shows a bar without a measure and the bytes received when the length is not known', async () => {
    const body = controlledBody();
    const { user, section } = await openScreen({
      override: (_sent, url) =>
        url.pathname === '/api/export'
          ? new Response(body.stream, { headers: { 'Content-Disposition': 'attachment; filename="folio-export-2026-11-24.zip"' } })
          : undefined,
    });
    const panel = await section('Export');
    await user.click(within(panel).getByRole('button', { name: 'Download export' }));
    await body.send(3000);
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Downloading: 2.93 KB received'));
    expect(within(panel).getByRole('progressbar', { name: 'Export download' })).not.toHaveAttribute('value');

    // Cancel stops it: nothing is saved and the button is back.
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(within(panel).getByRole('button', { name: 'Download export' })).toHaveAttribute('aria-disabled', 'false');
    expect(within(panel).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('says why the export failed', async () => {
    const { user, section } = await openScreen({
      override: (_sent, url) =>
        url.pathname === '/api/export' ? jsonResponse({ statusCode: 500, message: 'Disk full', error: 'Internal Server Error' }, 500) : undefined,
    });
    const panel = await section('Export');
    await user.click(within(panel).getByRole('button', { name: 'Download export' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Export failed: Request to /api/export failed with HTTP 500: Disk full');
    expect(saved).toEqual([]);
  });
});

describe('Backups', () => {
  it('lists the backups and downloads one', async () => {
    const backups = [
      { name: 'folio-backup-2026-11-23.zip', size_bytes: 5_242_880, created_at: '2026-11-23T03:00:00.000Z' },
      { name: 'folio-backup-2026-11-22.zip', size_bytes: 5_000_000, created_at: '2026-11-22T03:00:00.000Z' },
    ];
    const { user, section } = await openScreen({
      backups,
      override: (_sent, url) =>
        url.pathname === '/api/backups/folio-backup-2026-11-22.zip'
          ? new Response('zip bytes', { headers: { 'Content-Disposition': 'attachment; filename="folio-backup-2026-11-22.zip"' } })
          : undefined,
    });
    const panel = await section('Backups');
    const rows = (await within(panel).findAllByRole('row')).slice(1);
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['folio-backup-2026-11-23.zip', 'Nov 23, 2026, 3:00 AM UTC', '5 MB', 'Download folio-backup-2026-11-23.zip'],
      ['folio-backup-2026-11-22.zip', 'Nov 22, 2026, 3:00 AM UTC', '4.77 MB', 'Download folio-backup-2026-11-22.zip'],
    ]);
    await user.click(within(panel).getByRole('button', { name: 'Download folio-backup-2026-11-22.zip' }));
    expect(await within(panel).findByText('Saved folio-backup-2026-11-22.zip (9 Bytes).')).toBeInTheDocument();
    expect(saved.map((file) => file.name)).toEqual(['folio-backup-2026-11-22.zip']);
  });

  it('says when there are none yet', async () => {
    const { section } = await openScreen();
    const panel = await section('Backups');
    expect(await within(panel).findByText('No backups yet. The first one is taken at the next scheduled time.')).toBeInTheDocument();
  });
});

describe('Background jobs', () => {
  it('shows what ran and why a job failed', async () => {
    const jobs = [
      makeJob({ name: 'import', state: 'failed', attempts: 3, error: 'The archive has an entry outside its folder: ../etc/passwd' }),
      makeJob({ name: 'backup', state: 'completed' }),
      makeJob({ name: 'export', state: 'created', started_at: null, completed_at: null, attempts: 0 }),
    ];
    const { section, server } = await openScreen({ jobs });
    const panel = await section('Background jobs');
    const rows = (await within(panel).findAllByRole('row')).slice(1);
    expect(rows.map((row) => [row.children[0]?.textContent, row.children[1]?.textContent, row.children[5]?.textContent, row.children[6]?.textContent])).toEqual([
      ['import', 'Failed', '3', 'The archive has an entry outside its folder: ../etc/passwd'],
      ['backup', 'Done', '1', ''],
      ['export', 'Queued', '0', ''],
    ]);
    expect(rows[2]?.children[3]).toHaveTextContent('—');
    expect(server.seen).toContain('GET /api/jobs?limit=20');
  });

  it('says when no job has run', async () => {
    const { section } = await openScreen();
    expect(await within(await section('Background jobs')).findByText('No background jobs have run yet.')).toBeInTheDocument();
  });
});

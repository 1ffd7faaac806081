import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch, renderApp, signIn } from '../../testing/render-app';
import { makeBackupRun, makeJob, transferServer, type TransferServerOptions } from './testing/transfer-server';

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

/** A response the test releases by hand, to see what the screen shows meanwhile. */
function held(response: Response) {
  let release!: () => void;
  const released = new Promise<Response>((resolve) => (release = () => resolve(response)));
  return { released, release: () => act(async () => release()) };
}

describe('Export', () => {
  it('asks for a single-use link with the token, then lets the browser save the file from it', async () => {
    const link = held(jsonResponse({ url: '/api/downloads?token=export-token', expires_at: '2026-11-23T10:01:00.000Z' }, 201));
    let request: Request | undefined;
    const { user, section, server } = await openScreen({
      override: (sent, url) => {
        if (url.pathname !== '/api/export/link') return undefined;
        request = sent;
        return link.released;
      },
    });
    const panel = await section('Export');
    await user.click(within(panel).getByRole('button', { name: 'Download export' }));
    await waitFor(() => expect(request).toBeDefined());
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('Authorization')).toBe('Bearer secret-token');
    expect(within(panel).getByRole('button', { name: 'Preparing...' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(panel).getByRole('status')).toHaveTextContent('Preparing the download...');

    await link.release();
    expect(await within(panel).findByText('Download started: your browser saves the file and shows its progress.')).toBeInTheDocument();
    // A plain link the browser follows and saves under the server's file name: the archive never passes through the page.
    expect(saved).toEqual([{ name: '', href: 'http://localhost/api/downloads?token=export-token' }]);
    expect(server.seen.filter((call) => call.includes('/api/export') || call.includes('/api/downloads'))).toEqual(['POST /api/export/link']);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(within(panel).getByRole('button', { name: 'Download export' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('says why no link was given', async () => {
    const { user, section } = await openScreen({
      override: (_sent, url) =>
        url.pathname === '/api/export/link' ? jsonResponse({ statusCode: 503, message: 'The database is unreachable', error: 'Service Unavailable' }, 503) : undefined,
    });
    const panel = await section('Export');
    await user.click(within(panel).getByRole('button', { name: 'Download export' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(/^Export failed: .+/);
    expect(saved).toEqual([]);
  });
});

describe('Backups', () => {
  it('lists the backups and downloads one through its own link', async () => {
    const backups = [
      { name: 'folio-backup-2026-11-23.zip', size_bytes: 5_242_880, created_at: '2026-11-23T03:00:00.000Z' },
      { name: 'folio-backup-2026-11-22.zip', size_bytes: 5_000_000, created_at: '2026-11-22T03:00:00.000Z' },
    ];
    const { user, section, server } = await openScreen({ backups });
    const panel = await section('Backups');
    const rows = (await within(panel).findAllByRole('row')).slice(1);
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['folio-backup-2026-11-23.zip', 'Nov 23, 2026, 3:00 AM UTC', '5 MB', 'Download folio-backup-2026-11-23.zip'],
      ['folio-backup-2026-11-22.zip', 'Nov 22, 2026, 3:00 AM UTC', '4.77 MB', 'Download folio-backup-2026-11-22.zip'],
    ]);
    await user.click(within(panel).getByRole('button', { name: 'Download folio-backup-2026-11-22.zip' }));
    expect(await within(panel).findByText('Download started: your browser saves the file and shows its progress.')).toBeInTheDocument();
    expect(server.seen).toContain('POST /api/backups/folio-backup-2026-11-22.zip/link');
    expect(saved).toEqual([{ name: '', href: 'http://localhost/api/downloads?token=token-for-backups' }]);
  });

  it('says when there are none yet', async () => {
    const { section } = await openScreen();
    const panel = await section('Backups');
    expect(await within(panel).findByText('No backups yet. The first one is taken at the next scheduled time.')).toBeInTheDocument();
  });

  it('"Back up now" queues a backup, follows it while it runs, then shows it in the list', async () => {
    const taken = { name: 'folio-backup-20261123T100002Z.zip', size_bytes: 3_145_728, created_at: '2026-11-23T10:00:02.000Z' };
    const { user, section, server } = await openScreen({
      backupRuns: [
        null,
        makeBackupRun({ state: 'active', started_at: '2026-11-23T10:00:01.000Z' }),
        makeBackupRun({ state: 'completed', started_at: '2026-11-23T10:00:01.000Z', completed_at: '2026-11-23T10:00:04.000Z', backup: taken }),
      ],
    });
    const panel = await section('Backups');
    await within(panel).findByText('No backups yet. The first one is taken at the next scheduled time.');
    await user.click(within(panel).getByRole('button', { name: 'Back up now' }));
    server.backups.push(taken);

    expect(await within(panel).findByText('Backing up (started Nov 23, 2026, 10:00 AM UTC)...')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Backing up...' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(panel).getByRole('progressbar', { name: 'Backup progress' })).toBeInTheDocument();
    expect(server.seen).toContain('POST /api/backups');

    // The next poll finds it done: the line says so, and the list is read again.
    expect(await within(panel).findByText('Last backup: folio-backup-20261123T100002Z.zip (3 MB), Nov 23, 2026, 10:00 AM UTC.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await within(panel).findByRole('row', { name: /folio-backup-20261123T100002Z\.zip/ })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Back up now' })).toHaveAttribute('aria-disabled', 'false');
    expect(within(panel).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a backup in the list when it is done before the status is read again', async () => {
    const taken = { name: 'folio-backup-20261123T100001Z.zip', size_bytes: 1024, created_at: '2026-11-23T10:00:01.000Z' };
    const { user, section, server } = await openScreen({
      backupRuns: [null, makeBackupRun({ state: 'completed', started_at: '2026-11-23T10:00:00.000Z', completed_at: '2026-11-23T10:00:01.000Z', backup: taken })],
    });
    const panel = await section('Backups');
    await within(panel).findByText('No backups yet. The first one is taken at the next scheduled time.');
    server.backups.push(taken);
    await user.click(within(panel).getByRole('button', { name: 'Back up now' }));

    expect(await within(panel).findByText('Last backup: folio-backup-20261123T100001Z.zip (1 KB), Nov 23, 2026, 10:00 AM UTC.')).toBeInTheDocument();
    expect(await within(panel).findByRole('row', { name: /folio-backup-20261123T100001Z\.zip/ })).toBeInTheDocument();
  });

  it('says why the last backup failed, and lets the admin try again', async () => {
    const { user, section, server } = await openScreen({
      backupRuns: [makeBackupRun({ state: 'failed', error: 'The bucket "folio" failed with backups: AccessDenied: Access Denied' })],
    });
    const panel = await section('Backups');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('The last backup failed: The bucket "folio" failed with backups: AccessDenied: Access Denied');
    await user.click(within(panel).getByRole('button', { name: 'Back up now' }));
    await waitFor(() => expect(server.seen).toContain('POST /api/backups'));
  });

  it('says when the server refuses to start one', async () => {
    const { user, section } = await openScreen({
      override: (sent, url) =>
        url.pathname === '/api/backups' && sent.method === 'POST'
          ? jsonResponse({ statusCode: 503, message: 'The backup could not be queued; try again', error: 'Service Unavailable' }, 503)
          : undefined,
    });
    const panel = await section('Backups');
    await user.click(await within(panel).findByRole('button', { name: 'Back up now' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(/^Could not start a backup: .+/);
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

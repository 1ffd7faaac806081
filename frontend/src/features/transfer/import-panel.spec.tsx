import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { FakeXhr, installFakeXhr } from '../../testing/image-upload-xhr';
import { mockFetch, renderApp, signIn } from '../../testing/render-app';
import { makeRun, transferServer, type TransferServerOptions } from './testing/transfer-server';

installFakeXhr();

afterEach(() => {
  window.sessionStorage.clear();
});

const wxr = () => new File(['<rss version="2.0"></rss>'], 'old-blog.xml', { type: 'text/xml' });

async function openScreen(options: TransferServerOptions = {}) {
  signIn();
  const server = transferServer(options);
  mockFetch(server.handler);
  const view = renderApp('/dashboard/import-export');
  const panel = (await screen.findByRole('heading', { level: 2, name: 'Import' })).closest('section') as HTMLElement;
  return { ...view, server, panel };
}

function lastUpload(): FakeXhr {
  const xhr = FakeXhr.sent.at(-1);
  if (!xhr) throw new Error('nothing was sent');
  return xhr;
}

describe('Import', () => {
  it('asks for a file, and for a full address when the old site address is not one', async () => {
    const { panel, user } = await openScreen();
    expect(document.title).toBe('Import & Export - Folio');
    expect(within(screen.getByRole('navigation', { name: 'Dashboard' })).getByRole('link', { name: 'Import & Export' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(panel).getByRole('button', { name: 'Import' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('Choose a file to import first.');
    expect(within(panel).getByLabelText('Choose file')).toHaveAttribute('aria-invalid', 'true');

    await user.upload(within(panel).getByLabelText('Choose file'), wxr());
    expect(within(panel).getByText(/Chosen: old-blog\.xml/)).toBeInTheDocument();
    await user.type(within(panel).getByLabelText('Old site address (optional)'), 'old-blog.example.com');
    await user.click(within(panel).getByRole('button', { name: 'Dry run' }));
    const address = within(panel).getByLabelText('Old site address (optional)');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription(expect.stringContaining('Enter the old site address in full, starting with http:// or https://.'));
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('sends a dry run with its progress, polls the run, and shows what would happen per item', async () => {
    const running = makeRun({ id: 'run-7', status: 'running', progress: { done: 2, total: 5 } });
    const done = makeRun({
      id: 'run-7',
      status: 'completed',
      progress: { done: 5, total: 5 },
      created: 1,
      updated: 1,
      skipped: 1,
      warnings: [
        { item: 'Hello world', message: 'The slug hello-world is taken by an existing post: it will be updated', kind: 'The slug hello-world is taken by an existing post: it will be updated' },
        { item: 'Hello world', message: 'Cover image https://old-blog.example.com/a.jpg answered 404', kind: 'Cover image … answered …' },
        { item: 'About', message: 'Pages are imported as posts tagged page', kind: 'Pages are imported as posts tagged page' },
        { message: 'Two authors found; every post is credited to the site author', kind: 'Two authors found; every post is credited to the site author' },
      ],
      posts: [
        { id: null, slug: 'hello-world', title: 'Hello world', outcome: 'updated' },
        { id: null, slug: 'winter-notes', title: 'Winter notes', outcome: 'created' },
        { id: null, slug: 'draft', title: 'Draft', outcome: 'skipped' },
      ],
    });
    const { panel, user, server } = await openScreen({ runs: [running, done] });
    await user.upload(within(panel).getByLabelText('Choose file'), wxr());
    await user.type(within(panel).getByLabelText('Old site address (optional)'), 'https://old-blog.example.com');
    await user.click(within(panel).getByRole('button', { name: 'Dry run' }));

    const xhr = lastUpload();
    expect(xhr.url).toBe('/api/import');
    expect(xhr.headers.Authorization).toBe('Bearer secret-token');
    expect(xhr.body?.get('dry_run')).toBe('true');
    expect(xhr.body?.get('source_url')).toBe('https://old-blog.example.com');
    expect((xhr.body?.get('file') as File).name).toBe('old-blog.xml');
    const checking = within(panel).getByRole('button', { name: 'Checking...' });
    expect(checking).toHaveAttribute('aria-disabled', 'true');
    expect(checking).toHaveFocus();

    act(() => xhr.progress(50, 100));
    expect(await within(panel).findByRole('progressbar', { name: 'Upload of old-blog.xml' })).toHaveAttribute('value', '50');
    expect(within(panel).getByRole('status')).toHaveTextContent('Uploading old-blog.xml: 50%');

    act(() => xhr.respond(202, { id: 'run-7' }));
    const bar = await within(panel).findByRole('progressbar', { name: 'Dry run progress' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '2'));
    expect(bar).toHaveAttribute('max', '5');
    expect(within(panel).getByRole('status')).toHaveTextContent('Dry run: 2 of 5 items');

    const report = (await within(panel).findByRole('heading', { name: 'Dry run report' }, { timeout: 3000 })).closest('section') as HTMLElement;
    expect(server.seen.filter((call) => call === 'GET /api/import/run-7')).toHaveLength(2);
    expect(within(panel).getByRole('status')).toHaveTextContent('Dry run complete: 1 to create, 1 to update, 1 to skip.');
    expect(within(panel).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(report).getByText('Nothing was changed. This is what Import will do with this file.')).toBeInTheDocument();
    expect(within(report).getByText('WordPress (WXR)')).toBeInTheDocument();
    expect(stats(report, 'Found in the file')).toEqual({ Posts: '3', Pages: '1', Tags: '4', Images: '2', Redirects: '3' });
    expect(stats(report, 'What will happen')).toEqual({ 'Will be created': '1', 'Will be updated': '1', 'Will be skipped': '1' });

    // Warnings gathered by kind, each kind with the items it is about (the whole file when none).
    const warnings = within(report).getByRole('heading', { name: 'Warnings (4)' }).nextElementSibling as HTMLElement;
    const kinds = within(warnings).getAllByRole('listitem').filter((item) => item.parentElement === warnings);
    expect(kinds.map((kind) => kind.firstElementChild?.textContent)).toEqual([
      'The slug hello-world is taken by an existing post: it will be updated',
      'Cover image https://old-blog.example.com/a.jpg answered 404',
      'Pages are imported as posts tagged page',
      'Two authors found; every post is credited to the site author',
    ]);
    expect(kinds.map((kind) => within(kind).getAllByRole('listitem').map((item) => item.textContent))).toEqual([
      ['Hello world'],
      ['Hello world'],
      ['About'],
      ['The whole file'],
    ]);

    // The posts and what will happen to each; nothing to open yet.
    const rows = within(report).getAllByRole('row').slice(1);
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Hello world', 'hello-world', 'Will be updated'],
      ['Winter notes', 'winter-notes', 'Will be created'],
      ['Draft', 'draft', 'Will be skipped'],
    ]);
    expect(within(report).queryByRole('link')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Dry run' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('imports for real and links each imported post to the editor', async () => {
    const done = makeRun({
      id: 'run-8',
      dry_run: false,
      format: 'ghost',
      created: 1,
      updated: 0,
      skipped: 1,
      posts: [
        { id: 'p-1', slug: 'tides', title: 'Tides', outcome: 'created' },
        { id: 'p-2', slug: 'harbour', title: 'Harbour', outcome: 'skipped' },
      ],
    });
    const { panel, user } = await openScreen({ runs: [done] });
    await user.upload(within(panel).getByLabelText('Choose file'), new File(['{}'], 'ghost.json', { type: 'application/json' }));
    await user.click(within(panel).getByRole('button', { name: 'Import' }));
    const xhr = lastUpload();
    expect(xhr.body?.get('dry_run')).toBe('false');
    expect(xhr.body?.get('source_url')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Importing...' })).toHaveAttribute('aria-disabled', 'true');
    act(() => xhr.respond(202, { id: 'run-8' }));

    const report = (await within(panel).findByRole('heading', { name: 'Import report' })).closest('section') as HTMLElement;
    expect(within(panel).getByRole('status')).toHaveTextContent('Import complete: 1 created, 0 updated, 1 skipped.');
    expect(stats(report, 'What happened')).toEqual({ Created: '1', Updated: '0', Skipped: '1' });
    expect(within(report).getByText('Ghost')).toBeInTheDocument();
    expect(within(report).getByRole('link', { name: 'Tides' })).toHaveAttribute('href', '/dashboard/posts/p-1/edit');
    expect(within(report).getByRole('link', { name: 'Harbour' })).toHaveAttribute('href', '/dashboard/posts/p-2/edit');
    expect(within(report).queryByText(/Nothing was changed/)).not.toBeInTheDocument();
    // The run is remembered for the session: the screen shows it again after a visit elsewhere.
    expect(window.sessionStorage.getItem('folio.importRun')).toBe('run-8');
  });

  it("shows the server's reason when it refuses the file", async () => {
    const { panel, user } = await openScreen();
    await user.upload(within(panel).getByLabelText('Choose file'), new File(['hello'], 'notes.zip', { type: 'application/zip' }));
    await user.click(within(panel).getByRole('button', { name: 'Import' }));
    act(() => lastUpload().respond(415, { statusCode: 415, message: 'This file is not an export Folio can read (Ghost, WordPress, Substack, Markdown or Folio)', error: 'Unsupported Media Type' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Import refused: This file is not an export Folio can read (Ghost, WordPress, Substack, Markdown or Folio)',
    );
    expect(within(panel).getByRole('button', { name: 'Import' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('lists the problems of a failed run per item', async () => {
    const failed = makeRun({
      id: 'run-9',
      dry_run: false,
      status: 'failed',
      created: 0,
      updated: 0,
      skipped: 0,
      errors: [{ item: 'wp-export.xml', message: 'The XML declares an external entity', kind: 'The XML declares an external entity' }],
    });
    const { panel, user } = await openScreen({ runs: [failed] });
    await user.upload(within(panel).getByLabelText('Choose file'), wxr());
    await user.click(within(panel).getByRole('button', { name: 'Import' }));
    act(() => lastUpload().respond(202, { id: 'run-9' }));
    const report = (await within(panel).findByRole('heading', { name: 'Import report' })).closest('section') as HTMLElement;
    expect(within(panel).getByRole('status')).toHaveTextContent('Import failed.');
    expect(within(report).getByText('The import failed. The problems are listed below.')).toBeInTheDocument();
    const problems = within(report).getByRole('heading', { name: 'Problems (1)' }).nextElementSibling as HTMLElement;
    expect(problems).toHaveTextContent('The XML declares an external entitywp-export.xml');
  });

  it('follows a run started before the screen was left, and shows a waiting run without a measure', async () => {
    window.sessionStorage.setItem('folio.importRun', 'run-3');
    const queued = makeRun({ id: 'run-3', dry_run: false, status: 'queued', progress: { done: 0, total: 0 } });
    const { panel } = await openScreen({ runs: [queued] });
    // The bar is there from the first frame, while the run is still being read ('Starting...'): wait
    // for the words of the queued run, then look at the bar it goes with.
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Import: waiting to start...'));
    const bar = within(panel).getByRole('progressbar', { name: 'Import progress' });
    expect(bar).not.toHaveAttribute('value');
    expect(within(panel).getByRole('button', { name: 'Importing...' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(panel).getByLabelText('Choose file')).toBeDisabled();
  });

  it('clears the report when another file is chosen', async () => {
    const { panel, user } = await openScreen({ runs: [makeRun({ id: 'run-4' })] });
    await user.upload(within(panel).getByLabelText('Choose file'), wxr());
    await user.click(within(panel).getByRole('button', { name: 'Dry run' }));
    act(() => lastUpload().respond(202, { id: 'run-4' }));
    await within(panel).findByRole('heading', { name: 'Dry run report' });
    await user.upload(within(panel).getByLabelText('Choose file'), new File(['x'], 'other.zip'));
    expect(within(panel).queryByRole('heading', { name: 'Dry run report' })).not.toBeInTheDocument();
    expect(within(panel).getByText(/Chosen: other\.zip/)).toBeInTheDocument();
  });
});

/** The names and values of a labelled list of figures. */
function stats(container: HTMLElement, label: string): Record<string, string> {
  const list = within(container).getByLabelText(label);
  return Object.fromEntries(Array.from(list.children, (row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? '']));
}

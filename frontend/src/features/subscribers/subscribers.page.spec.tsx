import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderApp, signIn } from '../../testing/render-app';
import { makeSubscriber, subscribersServer, type SubscribersServerOptions } from './testing/subscribers-server';

const appended: Array<[string, unknown]> = [];
let saved: string[] = [];

beforeEach(() => {
  appended.length = 0;
  saved = [];
  // jsdom's FormData cannot cross into Node's Request: what the app puts in the form is read here.
  jest.spyOn(FormData.prototype, 'append').mockImplementation(function (this: FormData, name: string, value: unknown) {
    appended.push([name, value]);
  });
  Object.assign(URL, { createObjectURL: () => 'blob:subscribers', revokeObjectURL: () => undefined });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

afterEach(() => {
  jest.restoreAllMocks();
});

async function openScreen(options: SubscribersServerOptions = {}) {
  signIn();
  const server = subscribersServer(options);
  mockFetch(server.handler);
  const view = renderApp('/dashboard/subscribers');
  await screen.findByRole('heading', { level: 1, name: 'Subscribers' });
  return { ...view, server };
}

function counts(): Record<string, string> {
  const list = screen.getByText('Confirmed', { selector: 'dt' }).closest('dl') as HTMLElement;
  return Object.fromEntries(Array.from(list.querySelectorAll('dt'), (term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

function rows() {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1).map((row) => Array.from(row.children, (cell) => cell.textContent));
}

const list = [
  makeSubscriber({ email: 'ada@example.com', status: 'confirmed', created_at: '2026-11-02T10:00:00Z' }),
  makeSubscriber({ email: 'grace@example.com', status: 'pending', created_at: '2026-11-03T10:00:00Z' }),
  makeSubscriber({ email: 'alan@example.org', status: 'unsubscribed', created_at: '2026-11-04T10:00:00Z' }),
  makeSubscriber({ email: 'bounce@example.net', status: 'suppressed', created_at: '2026-11-05T10:00:00Z' }),
];

describe('Subscribers screen', () => {
  it('is in the dashboard navigation and shows the counts and the readers', async () => {
    await openScreen({ subscribers: list });
    expect(document.title).toBe('Subscribers - Folio');
    expect(within(screen.getByRole('navigation', { name: 'Dashboard' })).getByRole('link', { name: 'Subscribers' })).toHaveAttribute('aria-current', 'page');
    await screen.findByRole('table');
    expect(counts()).toEqual({ Confirmed: '1', Pending: '1', Unsubscribed: '1', Suppressed: '1' });
    expect(rows()).toEqual([
      ['ada@example.com', 'Confirmed', 'Nov 2, 2026', 'Delete ada@example.com'],
      ['grace@example.com', 'Pending', 'Nov 3, 2026', 'Delete grace@example.com'],
      ['alan@example.org', 'Unsubscribed', 'Nov 4, 2026', 'Delete alan@example.org'],
      ['bounce@example.net', 'Suppressed', 'Nov 5, 2026', 'Delete bounce@example.net'],
    ]);
    expect(screen.getByText('4 subscribers')).toBeInTheDocument();
  });

  it('searches by address and filters by status, from the first page', async () => {
    const many = Array.from({ length: 25 }, (_, index) => makeSubscriber({ email: `r${String(index).padStart(2, '0')}@example.com` }));
    const { user, server } = await openScreen({ subscribers: [...many, ...list] });
    await screen.findByRole('table');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rows()[0]?.[0]).toBe('r20@example.com'));
    expect(server.seen).toContain('GET /api/subscribers?page=2');

    await user.type(screen.getByRole('searchbox', { name: 'Search by address' }), 'example.org');
    await waitFor(() => expect(rows().map((row) => row[0])).toEqual(['alan@example.org']));
    expect(server.seen).toContain('GET /api/subscribers?q=example.org&page=1');
    expect(screen.getByText('1 subscriber found')).toBeInTheDocument();
    // The counts stay the whole list's.
    expect(counts().Confirmed).toBe('26');

    await user.clear(screen.getByRole('searchbox', { name: 'Search by address' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending');
    await waitFor(() => expect(rows().map((row) => row[0])).toEqual(['grace@example.com']));
    expect(server.seen).toContain('GET /api/subscribers?status=pending&page=1');

    await user.type(screen.getByRole('searchbox', { name: 'Search by address' }), 'nobody');
    expect(await screen.findByText('No subscribers match your search')).toBeInTheDocument();
  });

  it('deletes a reader after asking', async () => {
    const { user, server } = await openScreen({ subscribers: list });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Delete grace@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Subscriber' });
    expect(dialog).toHaveTextContent('Delete grace@example.com? They will no longer receive your posts');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.subscribers).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Delete grace@example.com' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Subscriber' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rows().map((row) => row[0])).not.toContain('grace@example.com'));
    expect(server.seen).toContain(`DELETE /api/subscribers/${list[1]!.id}`);
    expect(counts().Pending).toBe('0');
    expect(screen.getByText('grace@example.com deleted.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Readers' })).toHaveFocus();
  });

  it('says when there is nobody yet', async () => {
    await openScreen();
    expect(await screen.findByText('No subscribers yet')).toBeInTheDocument();
    expect(counts()).toEqual({ Confirmed: '0', Pending: '0', Unsubscribed: '0', Suppressed: '0' });
  });

  it('exports every reader as a CSV file', async () => {
    const { user, server } = await openScreen({ subscribers: list, csv: 'email,status\nada@example.com,confirmed\n' });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['subscribers.csv']));
    expect(server.seen).toContain('GET /api/subscribers/export');
    expect(screen.getByText('Saved subscribers.csv.')).toBeInTheDocument();
  });

  it('imports a CSV, as confirmed only when the author ticks that the readers agreed, and lists the lines left out', async () => {
    const importResult = { imported: 2, already_known: 1, invalid: [{ line: 4, reason: 'not an email address: "bob at example"' }] };
    const { user, server } = await openScreen({ subscribers: list, importResult });
    const panel = screen.getByRole('region', { name: 'Import CSV' });
    await user.click(within(panel).getByRole('button', { name: 'Import CSV' }));
    expect(within(panel).getByLabelText('CSV file')).toHaveAccessibleDescription(expect.stringContaining('Choose a CSV file to import.'));
    expect(within(panel).getByLabelText('CSV file')).toHaveFocus();
    expect(server.seen.some((call) => call.startsWith('POST'))).toBe(false);

    const consent = within(panel).getByRole('checkbox', { name: 'These readers agreed to receive my posts' });
    expect(consent).not.toBeChecked();
    expect(consent).toHaveAccessibleDescription(expect.stringContaining('Unticked, they are added as pending'));
    await user.upload(within(panel).getByLabelText('CSV file'), new File(['email\nnew@example.com\n'], 'readers.csv', { type: 'text/csv' }));
    expect(within(panel).getByText(/Chosen: readers\.csv/)).toBeInTheDocument();
    await user.click(consent);
    expect(consent).toHaveAccessibleDescription(expect.stringContaining('added as confirmed'));
    await user.click(within(panel).getByRole('button', { name: 'Import CSV' }));

    expect(await within(panel).findByText('Import complete: 2 readers imported, 1 was already on the list, 1 line not imported.')).toBeInTheDocument();
    expect(appended.map(([name, value]) => [name, value instanceof File ? value.name : value])).toEqual([
      ['consent', 'true'],
      ['file', 'readers.csv'],
    ]);
    expect(server.seen).toContain('POST /api/subscribers/import');
    const invalid = within(panel).getByRole('heading', { name: 'Lines not imported' }).nextElementSibling as HTMLElement;
    expect(within(invalid).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Line 4: not an email address: "bob at example"']);
    // The list is read again: the imported readers appear in it.
    await waitFor(() => expect(server.seen.filter((call) => call === 'GET /api/subscribers?page=1')).toHaveLength(2));
  });

  it("shows the server's reason when it refuses the file", async () => {
    const { user } = await openScreen({
      override: (request, url) =>
        url.pathname === '/api/subscribers/import'
          ? new Response(JSON.stringify({ statusCode: 400, message: 'The file is not a CSV file' }), { status: 400, headers: { 'Content-Type': 'application/json' } })
          : undefined,
    });
    const panel = screen.getByRole('region', { name: 'Import CSV' });
    await user.upload(within(panel).getByLabelText('CSV file'), new File(['x'], 'readers.csv', { type: 'text/csv' }));
    await user.click(within(panel).getByRole('button', { name: 'Import CSV' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Import failed: The file is not a CSV file');
    expect(appended.find(([name]) => name === 'consent')?.[1]).toBe('false');
  });
});

import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch, renderApp, signIn } from '../../testing/render-app';
import { makeRedirect, transferServer, type TransferServerOptions } from './testing/transfer-server';

async function openRedirects(options: TransferServerOptions = {}) {
  signIn();
  const server = transferServer(options);
  mockFetch(server.handler);
  const view = renderApp('/dashboard/import-export');
  const panel = (await screen.findByRole('heading', { level: 2, name: 'Redirects' })).closest('section') as HTMLElement;
  return { ...view, server, panel };
}

function froms(panel: HTMLElement): string[] {
  return within(panel)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('th')?.textContent ?? '');
}

describe('Redirects', () => {
  it('lists the redirects with where they came from, and searches them', async () => {
    const { panel, user, server } = await openRedirects({
      redirects: [
        makeRedirect({ from: '/2019/05/tides/', to: '/blog/tides', source: 'import' }),
        makeRedirect({ from: '/p/harbour', to: 'https://elsewhere.example.com/harbour', status: 302, source: 'manual' }),
        makeRedirect({ from: '/blog/old-slug', to: '/blog/new-slug', source: 'slug-change' }),
      ],
    });
    const rows = (await within(panel).findAllByRole('row')).slice(1);
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent).slice(0, 4))).toEqual([
      ['/2019/05/tides/', '/blog/tides', '301', 'Import'],
      ['/p/harbour', 'https://elsewhere.example.com/harbour', '302', 'Added by hand'],
      ['/blog/old-slug', '/blog/new-slug', '301', 'Slug change'],
    ]);

    await user.type(within(panel).getByRole('searchbox', { name: 'Search redirects' }), 'harbour');
    await waitFor(() => expect(froms(panel)).toEqual(['/p/harbour']));
    expect(server.seen).toContain('GET /api/redirects?q=harbour&page=1&limit=20');

    await user.clear(within(panel).getByRole('searchbox', { name: 'Search redirects' }));
    await user.type(within(panel).getByRole('searchbox', { name: 'Search redirects' }), 'nowhere');
    expect(await within(panel).findByText('No redirects match your search')).toBeInTheDocument();
  });

  it('checks the fields, shows the reason the server gives, and adds the redirect', async () => {
    const { panel, user } = await openRedirects({
      override: async (request, url) => {
        if (url.pathname !== '/api/redirects' || request.method !== 'POST') return undefined;
        const body = (await request.clone().json()) as { from: string; to: string };
        return body.to === body.from
          ? jsonResponse({ statusCode: 400, message: 'A redirect to itself would loop: /a -> /a', error: 'Bad Request' }, 400)
          : undefined;
      },
    });
    expect(await within(panel).findByText('No redirects yet')).toBeInTheDocument();
    const form = within(panel).getByRole('form', { name: 'Add a redirect' });
    const add = within(form).getByRole('button', { name: 'Add redirect' });

    await user.click(add);
    expect(within(form).getByLabelText('From')).toHaveAccessibleDescription('Enter the old path, such as /2019/05/old-post/.');
    expect(within(form).getByLabelText('To')).toHaveAccessibleDescription('Enter the new path or a full address.');
    expect(within(form).getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(form).getByLabelText('From'), 'a');
    await user.type(within(form).getByLabelText('To'), '/a');
    await user.click(add);
    expect(within(form).getByLabelText('From')).toHaveAccessibleDescription('The old path starts with /, such as /2019/05/old-post/.');

    await user.clear(within(form).getByLabelText('From'));
    await user.type(within(form).getByLabelText('From'), '/a');
    await user.click(add);
    expect(await within(form).findByRole('alert')).toHaveTextContent('Could not add the redirect: A redirect to itself would loop: /a -> /a');
    expect(within(form).getByLabelText('From')).toHaveValue('/a');

    await user.clear(within(form).getByLabelText('To'));
    await user.type(within(form).getByLabelText('To'), 'https://elsewhere.example.com/a');
    await user.selectOptions(within(form).getByLabelText('Type'), '302 Temporary');
    await user.click(add);
    await waitFor(() => expect(froms(panel)).toEqual(['/a']));
    expect(within(panel).getAllByRole('row')[1]).toHaveTextContent('302');
    expect(within(panel).getByText('Redirect from /a added.')).toBeInTheDocument();
    expect(within(form).getByLabelText('From')).toHaveValue('');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a conflict in the words of the server', async () => {
    const { panel, user } = await openRedirects({ redirects: [makeRedirect({ from: '/taken' })] });
    await within(panel).findAllByRole('row');
    const form = within(panel).getByRole('form', { name: 'Add a redirect' });
    await user.type(within(form).getByLabelText('From'), '/taken');
    await user.type(within(form).getByLabelText('To'), '/blog/x');
    await user.click(within(form).getByRole('button', { name: 'Add redirect' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Could not add the redirect: /taken already redirects');
  });

  it('deletes a redirect after confirmation and gives the focus to the heading', async () => {
    const { panel, user, server } = await openRedirects({
      redirects: [makeRedirect({ from: '/keep', to: '/blog/keep' }), makeRedirect({ from: '/gone', to: '/blog/gone' })],
    });
    await within(panel).findAllByRole('row');
    await user.click(within(panel).getByRole('button', { name: 'Delete the redirect from /gone' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Redirect' });
    expect(dialog).toHaveTextContent('Delete the redirect from /gone to /blog/gone? Links to /gone will stop working.');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(froms(panel)).toEqual(['/keep', '/gone']);

    await user.click(within(panel).getByRole('button', { name: 'Delete the redirect from /gone' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Redirect' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(froms(panel)).toEqual(['/keep']));
    expect(server.seen.filter((call) => call.startsWith('DELETE'))).toHaveLength(1);
    expect(within(panel).getByRole('heading', { name: 'Redirects' })).toHaveFocus();
    expect(within(panel).getByText('Redirect from /gone deleted.')).toBeInTheDocument();
  });
});

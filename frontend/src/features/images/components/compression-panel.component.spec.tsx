import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { jsonResponse, mockFetch, renderApp, signIn } from '../../../testing/render-app';
import { libraryServer, makeImage, type LibraryServerOptions } from '../../../testing/library-server';

async function openPanel(override?: LibraryServerOptions['override']) {
  signIn();
  const fetchMock = mockFetch(libraryServer([makeImage()], { override }));
  const view = renderApp('/dashboard/images');
  const panel = (await screen.findByRole('heading', { name: 'Compression' })).closest('section') as HTMLElement;
  return { ...view, fetchMock, panel };
}

function stat(panel: HTMLElement, label: string) {
  return within(panel).getByText(label, { selector: 'dt' }).nextElementSibling;
}

const result = { processed: 3, changed: 1, skipped: 2, failed: 0, bytes_before: 2_097_152, bytes_after: 524_288, failures: [] };

describe('Compression statistics and bulk actions', () => {
  it('shows the compressed images and the bytes before, after and saved', async () => {
    const { panel } = await openPanel();
    await within(panel).findByText('Compressed images');
    expect(stat(panel, 'Compressed images')).toHaveTextContent('2');
    expect(stat(panel, 'Before')).toHaveTextContent('4 MB');
    expect(stat(panel, 'After')).toHaveTextContent('1 MB');
    expect(stat(panel, 'Saved')).toHaveTextContent('3 MB (75%)');
    expect(stat(panel, 'Originals kept')).toHaveTextContent('2');
  });

  it('shows a negative saving when compression made the files bigger', async () => {
    const { panel } = await openPanel((_request, url) =>
      url.pathname === '/api/compression/stats'
        ? jsonResponse({ compressed_images: 1, original_bytes: 10_240, compressed_bytes: 11_264, saved_bytes: -1_024, saved_percent: -10, revertible_images: 1 })
        : undefined,
    );
    await within(panel).findByText('Compressed images');
    expect(stat(panel, 'Saved')).toHaveTextContent('-1 KB (-10%)');
  });

  it('re-compresses every image after confirmation and shows what happened', async () => {
    let calls = 0;
    const { panel, user } = await openPanel((request, url) => {
      if (url.pathname !== '/api/compression/recompress') return undefined;
      calls += 1;
      return jsonResponse(result);
    });
    await user.click(within(panel).getByRole('button', { name: 'Re-compress all' }));
    const confirm = await screen.findByRole('dialog', { name: 'Re-compress all images?' });
    expect(calls).toBe(0);
    await user.click(within(confirm).getByRole('button', { name: 'Re-compress all' }));
    const status = (await within(panel).findByText(/^Re-compress all: processed/)).closest('[role="status"]');
    expect(status).toHaveTextContent('Re-compress all: processed 3, changed 1, skipped 2, failed 0.');
    expect(status).toHaveTextContent('Changed images: 2 MB before, 512 KB after.');
    expect(calls).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends Revert all without an id, and shows a failure with its status and text', async () => {
    let body: unknown;
    const { panel, user } = await openPanel(async (request, url) => {
      if (url.pathname !== '/api/compression/revert') return undefined;
      body = await request.json();
      return jsonResponse({ statusCode: 409, message: 'A re-compress or revert run is already in progress', error: 'Conflict' }, 409);
    });
    await user.click(within(panel).getByRole('button', { name: 'Revert all' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Revert all images?' })).getByRole('button', { name: 'Revert all' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Revert failed: 409 - A re-compress or revert run is already in progress');
    expect(body).toEqual({});
  });

  it('does nothing when the confirmation is cancelled', async () => {
    let calls = 0;
    const { panel, user } = await openPanel((_request, url) => {
      if (url.pathname === '/api/compression/recompress') calls += 1;
      return undefined;
    });
    await user.click(within(panel).getByRole('button', { name: 'Re-compress all' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Re-compress all images?' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toBe(0);
    expect(within(panel).getByRole('status')).toBeEmptyDOMElement();
  });
});

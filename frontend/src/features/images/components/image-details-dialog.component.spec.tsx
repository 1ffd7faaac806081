import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch, renderApp, signIn } from '../../../testing/render-app';
import type { LibraryImage } from '../api';
import { libraryServer, makeImage, type LibraryServerOptions } from '../../../testing/library-server';

async function openDetails(images: LibraryImage[], cardName: RegExp, options?: LibraryServerOptions) {
  signIn();
  const fetchMock = mockFetch(libraryServer(images, options));
  const view = renderApp('/dashboard/images');
  await view.user.click((await screen.findAllByRole('button', { name: cardName }))[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Image Details' });
  return { ...view, fetchMock, dialog };
}

function field(dialog: HTMLElement, label: string) {
  return within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling;
}

describe('Image Details dialog', () => {
  it('shows source, URL, post, alt text, dimensions, size, type, date and owner of a post image', async () => {
    const image = makeImage({
      source: 'post_cover',
      post_title: 'Harbour at Dawn',
      alt_text: 'Boats at first light',
      width: 1600,
      height: 900,
      file_size_bytes: 2_621_440,
      mime_type: 'image/jpeg',
      created_at: '2026-03-05T08:00:00.000Z',
    });
    const { dialog } = await openDetails([image], /^Harbour at Dawn/);
    expect(field(dialog, 'Source')).toHaveTextContent('Post cover');
    expect(within(dialog).getByLabelText('URL')).toHaveValue(image.url);
    expect(field(dialog, 'Post')).toHaveTextContent('Harbour at Dawn');
    expect(field(dialog, 'Alt text')).toHaveTextContent('Boats at first light');
    expect(field(dialog, 'Dimensions')).toHaveTextContent('1600 × 900 px');
    expect(field(dialog, 'File size')).toHaveTextContent('2.5 MB');
    expect(field(dialog, 'MIME type')).toHaveTextContent('image/jpeg');
    expect(field(dialog, 'Created')).toHaveTextContent('Mar 5, 2026');
    expect(field(dialog, 'Owner')).toHaveTextContent('Ada Author');
    // Post images follow their posts: no Delete, no Revert.
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Revert' })).not.toBeInTheDocument();
  });

  it("falls back to the owner's e-mail, 'unknown' sizes, and says an upload is in no post", async () => {
    const image = makeImage({
      owner: { display_name: '', email: 'ada@example.com' },
      file_size_bytes: null,
      width: null,
      height: null,
      mime_type: null,
    });
    const { dialog } = await openDetails([image], /^Uploaded Image/);
    expect(field(dialog, 'Owner')).toHaveTextContent('ada@example.com');
    expect(field(dialog, 'File size')).toHaveTextContent('unknown');
    expect(field(dialog, 'Dimensions')).toHaveTextContent('unknown');
    expect(field(dialog, 'MIME type')).toHaveTextContent('unknown');
    expect(field(dialog, 'Post')).toHaveTextContent('Not shown in a post');
    expect(field(dialog, 'Source')).toHaveTextContent('Uploaded file');
  });

  it('selects the whole read-only URL when it is clicked', async () => {
    const image = makeImage();
    const { dialog, user } = await openDetails([image], /^Uploaded Image/);
    const input = within(dialog).getByLabelText<HTMLInputElement>('URL');
    expect(input).toHaveAttribute('readonly');
    input.setSelectionRange(0, 0);
    await user.click(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, image.url.length]);
  });

  it('deletes an upload after confirmation, and it leaves the grid', async () => {
    const images = [makeImage()];
    const { user, dialog } = await openDetails(images, /^Uploaded Image/, {
      override: (request, url) => {
        if (request.method !== 'DELETE') return undefined;
        images.splice(images.findIndex((image) => url.pathname.endsWith(image.id)), 1);
        return new Response(null, { status: 204 });
      },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete image?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'No images found' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Image deleted.')).toBeInTheDocument();
  });

  it('keeps the image and shows the posts that use it when the server refuses the delete', async () => {
    const { user, dialog } = await openDetails([makeImage()], /^Uploaded Image/, {
      override: (request) =>
        request.method === 'DELETE'
          ? jsonResponse({ statusCode: 409, message: 'Image is used by: "Harbour at Dawn", "Winter Notes"', error: 'Conflict' }, 409)
          : undefined,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete image?' })).getByRole('button', { name: 'Delete' }));
    const details = await screen.findByRole('dialog', { name: 'Image Details' });
    expect(within(details).getByRole('alert')).toHaveTextContent('Failed to delete image: Image is used by: "Harbour at Dawn", "Winter Notes"');
  });

  it('cancelling the confirmation goes back to the details without deleting', async () => {
    const { user, dialog, fetchMock } = await openDetails([makeImage()], /^Uploaded Image/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete image?' })).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Image Details' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => (input as Request).method === 'DELETE')).toBe(false);
  });

  it('reverts an upload that keeps its original, and offers no Revert for one that does not', async () => {
    const compressed = makeImage({ has_original: true, alt_text: 'compressed' });
    const plain = makeImage({ has_original: false, alt_text: 'plain' });
    let body: unknown;
    const { user, dialog } = await openDetails([compressed, plain], /^Uploaded Image/, {
      override: async (request, url) => {
        if (url.pathname !== '/api/compression/revert') return undefined;
        body = await request.json();
        return jsonResponse({ processed: 1, changed: 1, skipped: 0, failed: 0, bytes_before: 10, bytes_after: 20, failures: [] });
      },
    });
    expect(within(dialog).getByLabelText('URL')).toHaveValue(compressed.url);
    await user.click(within(dialog).getByRole('button', { name: 'Revert' }));
    expect(await within(dialog).findByText('Reverted: the original file is served again.')).toBeInTheDocument();
    expect(body).toEqual({ id: compressed.id });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getAllByRole('button', { name: /^Uploaded Image/ })[1]!);
    const other = await screen.findByRole('dialog', { name: 'Image Details' });
    expect(within(other).getByLabelText('URL')).toHaveValue(plain.url);
    expect(within(other).queryByRole('button', { name: 'Revert' })).not.toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('opens from the keyboard and closes on Escape, giving the focus back to the card', async () => {
    signIn();
    mockFetch(libraryServer([makeImage()]));
    const { user } = renderApp('/dashboard/images');
    const card = await screen.findByRole('button', { name: /^Uploaded Image/ });
    card.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Image Details' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card).toHaveFocus();
  });
});

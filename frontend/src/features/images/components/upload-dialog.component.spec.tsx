import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch, renderApp, signIn } from '../../../testing/render-app';
import type { LibraryImage } from '../api';
import { FakeXhr, installFakeXhr, uploadAnswer } from '../../../testing/image-upload-xhr';
import { libraryServer, makeImage } from '../../../testing/library-server';

installFakeXhr();

function png(name = 'harbour.png', size = 2048) {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}

/** The library page with its upload dialog open; `metadata` answers `/api/images/metadata` when given. */
async function openUploadDialog(images: LibraryImage[] = [], metadata?: (request: Request) => Response) {
  signIn();
  const fetchMock = mockFetch(
    libraryServer(images, {
      override: async (request, url) => {
        if (url.pathname !== '/api/images/metadata') return undefined;
        if (metadata) return metadata(request);
        const body = (await request.json()) as { path: string };
        images.unshift(makeImage({ url: `/uploads/${body.path}`, path: body.path, alt_text: 'just uploaded' }));
        return jsonResponse(images[0]);
      },
    }),
  );
  const view = renderApp('/dashboard/images');
  await view.user.click(await screen.findByRole('button', { name: 'Upload Images' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload Images' });
  return { ...view, fetchMock, dialog };
}

describe('Upload Images dialog', () => {
  it('refuses a file that is not JPEG, PNG, WebP or GIF', async () => {
    const { dialog } = await openUploadDialog();
    fireEvent.drop(within(dialog).getByText('Drop images here, or'), {
      dataTransfer: { types: ['Files'], files: [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })] },
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only JPEG, PNG, WebP, and GIF images are allowed');
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('refuses a file over 5 MB', async () => {
    const { dialog, user } = await openUploadDialog();
    await user.upload(within(dialog).getByLabelText('Choose files'), png('huge.png', 5 * 1024 * 1024 + 1));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('File size must be less than 5MB');
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('asks for the admin token when none is stored any more', async () => {
    const { dialog, user } = await openUploadDialog();
    await user.upload(within(dialog).getByLabelText('Choose files'), png());
    window.localStorage.removeItem('adminToken');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Admin authentication required to upload images');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("uploads with a progress bar, shows 'Uploading...' meanwhile, then records the metadata and shows the new image", async () => {
    const { dialog, user, fetchMock } = await openUploadDialog();
    await user.upload(within(dialog).getByLabelText('Choose files'), png());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    // Busy, but it keeps the focus: aria-disabled rather than disabled.
    const uploading = within(dialog).getByRole('button', { name: 'Uploading...' });
    expect(uploading).toHaveAttribute('aria-disabled', 'true');
    expect(uploading).toHaveFocus();
    expect(within(dialog).getByRole('status')).toHaveTextContent('0 of 1 uploaded');
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.url).toBe('/api/images/uploads/image');
    expect(xhr.headers.Authorization).toBe('Bearer secret-token');
    act(() => xhr.progress(512, 1024));
    const bar = await within(dialog).findByRole('progressbar', { name: 'Upload of harbour.png' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '50'));
    expect(within(dialog).getByText('50%')).toBeInTheDocument();

    act(() => xhr.respond(201, uploadAnswer(`${'b'.repeat(64)}.png`)));
    expect(await within(dialog).findByText('Uploaded')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 of 1 uploaded');
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toHaveFocus();
    const metadata = fetchMock.mock.calls.map(([input]) => input as Request).find((request) => request.url.endsWith('/api/images/metadata'));
    expect(metadata?.method).toBe('POST');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: /^Uploaded Image/ })).toBeInTheDocument();
  });

  it("shows 'Upload failed: {status} - {text}' when the server refuses the file", async () => {
    const { dialog, user } = await openUploadDialog();
    await user.upload(within(dialog).getByLabelText('Choose files'), png());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    act(() => FakeXhr.sent[0]!.respond(415, { statusCode: 415, message: 'Not a JPEG, PNG, WebP or GIF image', error: 'Unsupported Media Type' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Upload failed: 415 - Not a JPEG, PNG, WebP or GIF image');
    expect(within(dialog).getByRole('status')).toHaveTextContent('0 of 1 uploaded, 1 failed');
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toHaveAttribute('aria-disabled', 'true');
  });

  it("keeps uploading when the dialog closes: the page's button shows 'Uploading...', is disabled and has the focus", async () => {
    const { dialog, user } = await openUploadDialog();
    await user.upload(within(dialog).getByLabelText('Choose files'), png());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const pageButton = screen.getByRole('button', { name: 'Uploading...' });
    expect(pageButton).toHaveAttribute('aria-disabled', 'true');
    expect(pageButton).toHaveFocus();
    await user.click(pageButton);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => FakeXhr.sent[0]!.respond(201, uploadAnswer(`${'c'.repeat(64)}.png`)));
    expect(await screen.findByRole('button', { name: 'Upload Images' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('does not send a queued file removed while the batch runs', async () => {
    const { dialog, user } = await openUploadDialog();
    await user.upload(within(dialog).getByLabelText('Choose files'), [png('one.png'), png('two.png'), png('three.png')]);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(FakeXhr.sent).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Remove two.png' }));

    act(() => FakeXhr.sent[0]!.respond(201, uploadAnswer(`${'1'.repeat(64)}.png`)));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect((FakeXhr.sent[1]!.body?.get('image') as File).name).toBe('three.png');
    act(() => FakeXhr.sent[1]!.respond(201, uploadAnswer(`${'3'.repeat(64)}.png`)));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('2 of 2 uploaded'));
    expect(FakeXhr.sent).toHaveLength(2);
  });

  it('shows a failure that came after the dialog closed, on the page and in the dialog when it opens again', async () => {
    const { dialog, user } = await openUploadDialog();
    await user.upload(within(dialog).getByLabelText('Choose files'), png('harbour.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    act(() => FakeXhr.sent[0]!.respond(413, { statusCode: 413, message: 'File too large' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('harbour.png: Upload failed: 413 - File too large');

    await user.click(screen.getByRole('button', { name: 'Upload Images' }));
    const reopened = await screen.findByRole('dialog', { name: 'Upload Images' });
    expect(within(reopened).getByRole('alert')).toHaveTextContent('Upload failed: 413 - File too large');
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    // Seen once: the next opening starts clean.
    await user.click(within(reopened).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload Images' }));
    expect(within(await screen.findByRole('dialog', { name: 'Upload Images' })).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('counts an upload whose details were not saved as uploaded, with a warning, and shows it in the grid', async () => {
    const images: LibraryImage[] = [];
    const { dialog, user } = await openUploadDialog(images, () => {
      // The upload itself put the image in the library; only the details failed.
      images.unshift(makeImage({ alt_text: 'just uploaded' }));
      return jsonResponse({ statusCode: 500, message: 'database away' }, 500);
    });
    await user.upload(within(dialog).getByLabelText('Choose files'), png());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    act(() => FakeXhr.sent[0]!.respond(201, uploadAnswer(`${'e'.repeat(64)}.png`)));

    expect(await within(dialog).findByText('Uploaded')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Image uploaded, but its details were not saved: Request to /api/images/metadata failed with HTTP 500: database away',
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 of 1 uploaded');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: /^Uploaded Image/ })).toBeInTheDocument();
  });
});

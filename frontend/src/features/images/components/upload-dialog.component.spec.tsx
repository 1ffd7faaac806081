import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch, renderApp, signIn } from '../../../testing/render-app';
import type { LibraryImage } from '../api';
import { libraryServer, makeImage } from '../library-test-server';

/** XMLHttpRequest as far as the upload uses it; the test answers each request by hand. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  url = '';
  body: FormData | null = null;
  headers: Record<string, string> = {};

  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const realXhr = globalThis.XMLHttpRequest;

beforeEach(() => {
  FakeXhr.sent = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});

afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
});

function png(name = 'harbour.png', size = 2048) {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}

async function openUploadDialog(images: LibraryImage[] = []) {
  signIn();
  const fetchMock = mockFetch(
    libraryServer(images, {
      override: async (request, url) => {
        if (url.pathname !== '/api/images/metadata') return undefined;
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
      dataTransfer: { files: [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })] },
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only JPEG, PNG, WebP, and GIF images are allowed');
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('refuses a file over 5 MB', async () => {
    const { dialog, user } = await openUploadDialog();
    await user.upload(within(dialog).getByLabelText('Choose files'), png('huge.png', 5 * 1024 * 1024 + 1));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('File size must be less than 5MB');
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
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

    const uploading = within(dialog).getByRole('button', { name: 'Uploading...' });
    expect(uploading).toBeDisabled();
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.url).toBe('/api/images/uploads/image');
    expect(xhr.headers.Authorization).toBe('Bearer secret-token');
    act(() => xhr.progress(512, 1024));
    const bar = await within(dialog).findByRole('progressbar', { name: 'Upload of harbour.png' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '50'));
    expect(within(dialog).getByText('50%')).toBeInTheDocument();

    const key = `${'b'.repeat(64)}.png`;
    act(() => xhr.respond(201, { id: 'x', url: `/uploads/${key}`, publicUrl: `/uploads/${key}`, path: key, width: 40, height: 30, mime_type: 'image/png', file_size_bytes: 2048 }));
    expect(await within(dialog).findByText('Uploaded')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
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
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it("keeps uploading when the dialog closes: the page's button shows 'Uploading...' and is disabled", async () => {
    const { dialog, user } = await openUploadDialog();
    await user.upload(within(dialog).getByLabelText('Choose files'), png());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    const key = `${'c'.repeat(64)}.png`;
    act(() => FakeXhr.sent[0]!.respond(201, { id: 'y', url: `/uploads/${key}`, publicUrl: `/uploads/${key}`, path: key, width: 40, height: 30, mime_type: 'image/png', file_size_bytes: 2048 }));
    expect(await screen.findByRole('button', { name: 'Upload Images' })).toBeEnabled();
  });
});

import { jest } from '@jest/globals';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useContext, useMemo, type FormEvent } from 'react';
import { Provider } from 'react-redux';
import type { CompressionSettings } from '../../settings';
import type { UploadedImage, UploadOptions } from '../../images';
import { makeStore } from '../../../app/store';
import { COMPRESSION_DEFAULTS } from '../../../testing/compression-defaults';
import { jsonResponse, mockFetch, type FetchHandler } from '../../../testing/render-app';
import type { CompressedImage, ImageSize } from './canvas-compress';
import type { ImageMeasurement } from './external-image';
import { PostEditorPage } from '../post-editor.page';
import { renderEditor } from '../post-editor.testing';
import { InsertImageDialog } from './insert-image-dialog.component';
import { InsertImageServicesContext, type InsertImageServices } from './insert-image.services';

export function uploadedImage(url: string, overrides: Partial<UploadedImage> = {}): UploadedImage {
  return {
    id: 'f4b1c1de-8f0e-4c57-9d2a-0d1f5e0c9a11',
    url,
    publicUrl: url,
    path: url.replace(/^\/uploads\//, ''),
    width: 2000,
    height: 1333,
    mime_type: 'image/webp',
    file_size_bytes: 310_000,
    compressionStats: { original_bytes: 2_400_000, compressed_bytes: 310_000, saved_percent: 87.1, width: 2000, height: 1333, format: 'webp' },
    ...overrides,
  };
}

/** A file of `size` bytes (zeros: only its name, type and size matter to the dialog). */
export function imageFile(name: string, type: string, size = 2048): File {
  return new File([new Uint8Array(size)], name, { type });
}

export interface PendingUpload {
  blob: Blob;
  name: string;
  options: UploadOptions | undefined;
  resolve: (image: UploadedImage) => void;
  reject: (error: unknown) => void;
}

export interface PendingMeasurement {
  src: string;
  signal: AbortSignal;
  resolve: (measurement: ImageMeasurement | null) => void;
}

/** An upload in place of the XHR one, each waiting in `uploads` until the test settles it. */
export function heldUploads() {
  const uploads: PendingUpload[] = [];
  const upload = jest.fn(
    (blob: Blob, name: string, options?: UploadOptions) =>
      new Promise<UploadedImage>((resolve, reject) => uploads.push({ blob, name, options, resolve, reject })),
  );
  return { uploads, upload };
}

/** The post editor on `server`, its uploads (the cover, Insert Image, images pasted into the text) held by `heldUploads`. */
export function renderEditorWithHeldUploads(server: FetchHandler) {
  const fetchMock = mockFetch(server);
  const { uploads, upload } = heldUploads();
  function Editor() {
    const defaults = useContext(InsertImageServicesContext);
    const services = useMemo(() => ({ ...defaults, useUpload: () => upload }), [defaults]);
    return (
      <InsertImageServicesContext.Provider value={services}>
        <PostEditorPage />
      </InsertImageServicesContext.Provider>
    );
  }
  return { ...renderEditor(Editor), uploads, upload, fetchMock };
}

interface RenderOptions {
  settings?: CompressionSettings;
  /** Answers every call but GET /api/compression/settings. */
  server?: FetchHandler;
  postTitle?: string;
  imageSize?: ImageSize | null;
  compressImage?: (file: Blob) => Promise<CompressedImage>;
}

/**
 * The dialog alone, with its XHR upload, canvas and image loading replaced: uploads and URL
 * measurements wait until the test settles them.
 */
export function renderInsertImage({ settings = COMPRESSION_DEFAULTS, server, postTitle = 'Spring walk', imageSize = null, compressImage }: RenderOptions = {}) {
  const fetchMock = mockFetch((request) => {
    if (new URL(request.url).pathname === '/api/compression/settings') return jsonResponse(settings);
    return server ? server(request) : jsonResponse({ statusCode: 404, message: 'Not Found' }, 404);
  });
  const { uploads, upload } = heldUploads();
  const measurements: PendingMeasurement[] = [];
  const services: InsertImageServices = {
    useUpload: () => upload,
    compressImage: jest.fn(compressImage ?? (() => Promise.reject(new Error('no canvas in jsdom')))),
    readImageSize: () => Promise.resolve(imageSize),
    measureImage: (src, signal) => new Promise((resolve) => measurements.push({ src, signal, resolve })),
  };
  const onInsert = jest.fn<(markdown: string) => void>();
  const onClose = jest.fn<() => void>();
  const user = userEvent.setup({ applyAccept: false });
  const store = makeStore();
  // Inside a form, as in the editor: the dialog's own submit must not reach it.
  const onOuterSubmit = jest.fn((event: FormEvent) => event.preventDefault());
  const dialog = (
    <Provider store={store}>
      <InsertImageServicesContext.Provider value={services}>
        <form onSubmit={onOuterSubmit}>
          <InsertImageDialog postTitle={postTitle} onInsert={onInsert} onClose={onClose} />
        </form>
      </InsertImageServicesContext.Provider>
    </Provider>
  );
  const view = render(dialog);
  return { ...view, reopen: () => render(dialog), user, onInsert, onClose, onOuterSubmit, upload, uploads, measurements, services, fetchMock };
}

import { afterEach, beforeEach } from '@jest/globals';
import type { UploadedImage } from '../features/images/image-upload';

/** XMLHttpRequest as far as the image upload uses it; the test answers each request by hand. */
export class FakeXhr {
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
  aborts = 0;

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
    this.aborts += 1;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

/** Swaps XMLHttpRequest for FakeXhr around each test of the calling file. */
export function installFakeXhr() {
  const real = globalThis.XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.sent = [];
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = real;
  });
}

/** What the server answers a successful upload of a file stored as `key`. */
export function uploadAnswer(key: string, overrides: Partial<UploadedImage> = {}): UploadedImage {
  return {
    id: `id-${key}`,
    url: `/uploads/${key}`,
    publicUrl: `/uploads/${key}`,
    path: key,
    width: 40,
    height: 30,
    mime_type: 'image/png',
    file_size_bytes: 2048,
    compressionStats: { original_bytes: 2048, compressed_bytes: 2048, saved_percent: 0, width: 40, height: 30, format: 'png' },
    ...overrides,
  };
}

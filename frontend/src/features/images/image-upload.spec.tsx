import { describe, expect, it } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import { ADMIN_TOKEN_KEY } from '../../lib/admin-token';
import { FakeXhr, installFakeXhr, uploadAnswer } from '../../testing/image-upload-xhr';
import { jsonResponse, mockFetch, signIn, type FetchHandler } from '../../testing/render-app';
import { MetadataNotSaved, sendImage, UploadCancelled, UploadFailure, uploadErrorMessage, useImageUpload } from './image-upload';

installFakeXhr();

const KEY = `${'d'.repeat(64)}.png`;

function png() {
  return new Blob([new Uint8Array(64)], { type: 'image/png' });
}

function renderUpload(server: FetchHandler = () => jsonResponse({})) {
  signIn();
  const fetchMock = mockFetch(server);
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(() => useImageUpload(), { wrapper });
  return { upload: result.current, store, fetchMock };
}

/** Waits, inside act (RTK Query updates the store meanwhile), for how `promise` ends. */
async function outcome<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  let settled: { value?: T; error?: unknown } = {};
  await act(async () => {
    settled = await promise.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
  });
  return settled;
}

/** Lets the metadata call (a fetch through RTK Query) go out and come back. */
async function settle() {
  await act(async () => {
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('sendImage', () => {
  it('sends nothing when the signal has already fired', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(sendImage(png(), 'a.png', undefined, controller.signal)).rejects.toBeInstanceOf(UploadCancelled);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('stops listening to the signal once the request has settled', async () => {
    const controller = new AbortController();
    const sent = sendImage(png(), 'a.png', undefined, controller.signal);
    FakeXhr.sent[0]!.respond(201, uploadAnswer(KEY));
    await expect(sent).resolves.toMatchObject({ path: KEY });
    controller.abort();
    expect(FakeXhr.sent[0]!.aborts).toBe(0);
  });

  it("words a refusal 'Upload failed: {status} - {text}' from the server's JSON message or its raw text", async () => {
    const json = sendImage(png(), 'a.png');
    FakeXhr.sent[0]!.respond(413, { statusCode: 413, message: 'File too large', error: 'Payload Too Large' });
    await expect(json).rejects.toThrow('Upload failed: 413 - File too large');
    const text = sendImage(png(), 'a.png');
    FakeXhr.sent[1]!.respond(502, 'Bad Gateway from the proxy');
    await expect(text).rejects.toThrow('Upload failed: 502 - Bad Gateway from the proxy');
  });
});

describe('useImageUpload', () => {
  it('clears the stored token and says the admin was refused on a 401', async () => {
    const { upload, store } = renderUpload();
    const sent = upload(png(), 'a.png');
    FakeXhr.sent[0]!.respond(401, { statusCode: 401, message: 'Unauthorized' });
    expect((await outcome(sent)).error).toEqual(new UploadFailure(401, 'Unauthorized'));
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(store.getState().session.tokenRejected).toBe(true);
  });

  it('records the metadata of the uploaded file', async () => {
    const bodies: unknown[] = [];
    const { upload } = renderUpload(async (request) => {
      bodies.push(await request.json());
      return jsonResponse({});
    });
    const sent = upload(png(), 'a.png');
    FakeXhr.sent[0]!.respond(201, uploadAnswer(KEY));
    expect((await outcome(sent)).value).toMatchObject({ url: `/uploads/${KEY}` });
    expect(bodies).toEqual([{ path: KEY, mime_type: 'image/png', file_size_bytes: 2048, width: 40, height: 30, is_public: true }]);
  });

  it('rejects with MetadataNotSaved, carrying the stored image, when only the metadata call fails', async () => {
    const { upload } = renderUpload(() => jsonResponse({ statusCode: 500, message: 'database away' }, 500));
    const sent = upload(png(), 'a.png');
    FakeXhr.sent[0]!.respond(201, uploadAnswer(KEY));
    const failure = (await outcome(sent)).error;
    expect(failure).toBeInstanceOf(MetadataNotSaved);
    expect((failure as MetadataNotSaved).image.url).toBe(`/uploads/${KEY}`);
    expect((failure as MetadataNotSaved).status).toBe(500);
    expect(uploadErrorMessage(failure)).toBe(
      'Image uploaded, but its details were not saved: Request to /api/images/metadata failed with HTTP 500: database away',
    );
    // The token stays: only a 401 clears it.
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('secret-token');
  });

  it('abandons the metadata call when the signal fires while it runs', async () => {
    let metadataSignal: AbortSignal | undefined;
    const { upload } = renderUpload(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          metadataSignal = request.signal;
          request.signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const sent = upload(png(), 'a.png', { signal: controller.signal });
    FakeXhr.sent[0]!.respond(201, uploadAnswer(KEY));
    await settle();
    expect(metadataSignal?.aborted).toBe(false);
    controller.abort();
    expect((await outcome(sent)).error).toBeInstanceOf(UploadCancelled);
    expect(metadataSignal?.aborted).toBe(true);
  });
});

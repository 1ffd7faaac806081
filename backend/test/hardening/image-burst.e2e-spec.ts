import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { photo40mp } from '../support/image-factory.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * A burst of the largest photos an upload accepts waits its turn for sharp instead of taking every
 * thread: each ends in 201, and the database keeps answering meanwhile (it once answered 503,
 * "Connection terminated due to connection timeout", when image work held all of libuv's threads).
 */
describe('a burst of large uploads', () => {
  let folio: TestApp;
  let photos: Buffer[];

  beforeAll(async () => {
    folio = await startTestApp();
    photos = [];
    for (let variant = 0; variant < 8; variant++) photos.push(await photo40mp(variant));
  });
  afterAll(() => folio.close());

  it('stores eight 40-megapixel photos sent at once, while the database keeps answering', async () => {
    for (const photo of photos) expect(photo.length).toBeLessThan(MAX_UPLOAD_BYTES);
    let uploading = true;
    const reads: number[] = [];
    // sharp's own counters: its pipelines running, plus those waiting for one of libuv's threads.
    let mostPipelines = 0;
    const sampler = setInterval(() => {
      const { process, queue } = sharp.counters();
      mostPipelines = Math.max(mostPipelines, process + queue);
    }, 5);
    const reader = (async () => {
      while (uploading) {
        // The admin's list is read fresh from PostgreSQL each time (never from the cache).
        reads.push((await folio.http().get('/api/posts?limit=1').set(bearer())).status);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const uploads = await Promise.all(
      photos.map((photo, index) => folio.http().post('/api/images/uploads/image').set(bearer()).attach('image', photo, `photo-${index}.jpg`)),
    );
    uploading = false;
    clearInterval(sampler);
    await reader;

    expect(uploads.map((upload) => upload.status)).toEqual(Array(8).fill(201));
    for (const upload of uploads) expect(upload.body).toMatchObject({ width: 2000, compressionStats: { width: 2000, format: 'webp' } });
    expect(new Set(uploads.map((upload) => upload.body.url)).size).toBe(8);
    expect(reads.length).toBeGreaterThan(3);
    expect(reads.every((status) => status === 200)).toBe(true);
    // libuv keeps its default four threads in this process: room for one image at a time (two
    // pipelines: the file served and the original kept), and two threads more for file writes and
    // logins. Eight images at once would be sixteen pipelines queued on those four threads.
    expect(folio.config.imageConcurrency).toBe(1);
    expect(mostPipelines).toBeGreaterThan(0);
    expect(mostPipelines).toBeLessThanOrEqual(2 * folio.config.imageConcurrency);
  });
});

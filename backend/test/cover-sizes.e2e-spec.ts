import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import * as images from './support/image-factory.js';
import { bearer, startTestApp, type TestApp } from './support/test-app.js';

const binary = (response: { on: (event: string, listener: (chunk: Buffer) => void) => void } & NodeJS.EventEmitter, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('covers in smaller sizes (/uploads/w{width}/{key})', () => {
  let folio: TestApp;
  let key: string;

  const get = (route: string) => folio.http().get(route).buffer(true).parse(binary);

  beforeAll(async () => {
    folio = await startTestApp();
    const upload = await folio.http().post('/api/images/uploads/image').set(bearer()).attach('image', await images.jpeg(1200, 800), 'cover.jpg').expect(201);
    key = String(upload.body.url).replace('/uploads/', '');
  });
  afterAll(async () => {
    await folio.close();
  });

  it('answers a stored image at most that wide, as WebP, cached for good', async () => {
    const response = await get(`/uploads/w800/${key}`).expect(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(response.body as Buffer).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: 'webp', width: 800, height: 533 });
    const full = await get(`/uploads/${key}`).expect(200);
    expect((response.body as Buffer).length).toBeLessThan((full.body as Buffer).length / 2);
  });

  it('makes each size once, also under concurrent requests, and never enlarges', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => get(`/uploads/w480/${key}`).expect(200)));
    expect(new Set(answers.map((answer) => (answer.body as Buffer).toString('base64'))).size).toBe(1);
    const folder = path.join(folio.config.dataDir, 'cache', 'cover-sizes');
    expect(readdirSync(folder).filter((name) => name.startsWith('480-'))).toHaveLength(1);
    expect(readdirSync(folder).filter((name) => name.endsWith('.partial'))).toEqual([]);
    const large = await get(`/uploads/w1600/${key}`).expect(200);
    expect((await sharp(large.body as Buffer).metadata()).width).toBe(1200);
  });

  it('answers 404 once the image has left the store, and drops its sizes', async () => {
    const upload = await folio.http().post('/api/images/uploads/image').set(bearer()).attach('image', await images.jpeg(900, 600), 'gone.jpg').expect(201);
    const gone = String(upload.body.url).replace('/uploads/', '');
    await get(`/uploads/w480/${gone}`).expect(200);
    const folder = path.join(folio.config.dataDir, 'cache', 'cover-sizes');
    const sizesOf = () => readdirSync(folder).filter((name) => name.includes(gone.replace(/\.[a-z]+$/, '')));
    expect(sizesOf()).toHaveLength(1);

    rmSync(path.join(folio.config.dataDir, 'uploads', gone));
    await folio.http().get(`/uploads/w480/${gone}`).expect(404);
    expect(sizesOf()).toEqual([]);
  });

  it.each([
    ['a width not offered', () => `/uploads/w801/${key}`],
    ['a width without its w', () => `/uploads/800/${key}`],
    ['an image not in the store', () => `/uploads/w800/${'0'.repeat(64)}.webp`],
    ['a name that is not a storage key', () => '/uploads/w800/..%2Fprivate%2Fx.webp'],
    ['a kept original', () => `/uploads/w800/private%2F${key}`],
  ])('answers 404 to %s', async (_name, route) => {
    const response = await folio.http().get(route()).expect(404);
    expect(response.body.statusCode).toBe(404);
  });
});

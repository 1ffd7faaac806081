import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { COMPRESSION_BULK_LOCK_KEY } from '../src/images/image-compression.repository.js';
import { eventually } from './support/eventually.js';
import * as images from './support/image-factory.js';
import { imageVariantsMade } from './support/image-variants.js';
import { bearer, startTestApp, type TestApp } from './support/test-app.js';
import { SPEC_COMPRESSION_DEFAULTS } from './support/compression-defaults.js';
import { download as downloadFile, getFile } from './support/files.js';

const UPLOAD = '/api/images/uploads/image';
const DEFAULT_SETTINGS = SPEC_COMPRESSION_DEFAULTS;
const BUSY = 'A re-compress or revert run is already in progress; try again when it has finished';

interface ImageRow {
  id: string;
  url: string;
  storage_key: string;
  width: number;
  height: number;
  file_size_bytes: string;
  mime_type: string;
  original_storage_key: string | null;
  original_size_bytes: string | null;
  original_width: number | null;
  original_height: number | null;
  original_mime_type: string | null;
  compressed_at: Date | null;
}

describe('kept originals, compression statistics, re-compress and revert', () => {
  let folio: TestApp;
  let db: pg.Client;

  beforeAll(async () => {
    folio = await startTestApp();
    db = new pg.Client({ connectionString: folio.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await folio.close();
  });
  afterEach(async () => {
    await folio.http().patch('/api/compression/settings').set(bearer()).send(DEFAULT_SETTINGS).expect(200);
  });

  const privateDir = () => path.join(folio.config.dataDir, 'private');
  const privateFiles = () => (existsSync(privateDir()) ? readdirSync(privateDir()) : []);
  const privatePath = (key: string) => path.join(privateDir(), key.replace(/^private\//, ''));
  const settings = (changes: object) => folio.http().patch('/api/compression/settings').set(bearer()).send(changes).expect(200);
  const upload = async (bytes: Buffer, filename = 'picture.jpg', contentType = 'image/jpeg') =>
    (await folio.http().post(UPLOAD).set(bearer()).attach('image', bytes, { filename, contentType }).expect(201)).body;
  const row = async (id: string): Promise<ImageRow> => (await db.query('SELECT * FROM images WHERE id = $1', [id])).rows[0];
  const fetchFile = (url: string) => getFile(folio, url);
  const download = (url: string) => downloadFile(folio, url);
  const recompress = () => folio.http().post('/api/compression/recompress').set(bearer());
  const revert = (body: object = {}) => folio.http().post('/api/compression/revert').set(bearer()).send(body);
  const stats = async () => (await folio.http().get('/api/compression/stats').set(bearer()).expect(200)).body;
  const createPost = async (title: string, url: string) =>
    (
      await folio
        .http()
        .post('/api/posts')
        .set(bearer())
        .send({ title, content_text: `Before.\n\n![A bridge at dusk](${url})\n\nAfter.`, cover_image_url: url, cover_image_alt: 'Cover' })
        .expect(201)
    ).body;
  const publicPost = async (slug: string) => (await folio.http().get(`/api/posts/${slug}`).expect(200)).body;

  /** The post shows `url` as cover and inline, in public and admin views and in its library rows, and `old` nowhere. */
  const expectPostShows = async (post: { id: string; slug: string }, url: string, old: string) => {
    const seen = await publicPost(post.slug);
    expect(seen.image_url).toBe(url);
    expect(seen.content).toContain(`src="${url}"`);
    expect(JSON.stringify(seen)).not.toContain(old);
    const admin = (await folio.http().get(`/api/posts/${post.id}`).set(bearer()).expect(200)).body;
    expect(admin.cover_image_url).toBe(url);
    expect(admin.content_text).toContain(`](${url})`);
    expect(JSON.stringify(admin)).not.toContain(old);
    const { rows } = await db.query("SELECT source, url FROM images WHERE post_id = $1 AND source <> 'upload' ORDER BY source", [post.id]);
    expect(rows).toEqual([
      { source: 'post_cover', url },
      { source: 'post_inline', url },
    ]);
  };

  describe('originals', () => {
    it('keeps the original of a compressed photo privately: upright, without EXIF or GPS, never under /uploads', async () => {
      const source = await images.jpegWithExif(3000, 2000);
      expect((await sharp(source).metadata()).exif).toBeDefined();
      const uploaded = await upload(source);
      expect(uploaded).toMatchObject({ width: 1333, height: 2000, mime_type: 'image/webp' });

      const image = await row(uploaded.id);
      expect(image).toMatchObject({ original_width: 2000, original_height: 3000, original_mime_type: 'image/jpeg' });
      expect(image.original_storage_key).toMatch(/^private\/[a-f0-9]{64}\.jpg$/);
      expect(Number(image.original_size_bytes)).toBe(source.length);
      expect(image.compressed_at).toBeInstanceOf(Date);

      const original = readFileSync(privatePath(image.original_storage_key!));
      const metadata = await sharp(original).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 2000, height: 3000 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(original.includes(Buffer.from('FolioCam'))).toBe(false);

      const name = path.basename(image.original_storage_key!);
      for (const url of [`/uploads/${name}`, `/uploads/private/${name}`, `/uploads/${image.original_storage_key}`, `/private/${name}`]) {
        expect((await fetchFile(url)).status).toBe(404);
      }
    });

    it('keeps a PNG with alpha losslessly, transparency included', async () => {
      const source = await images.pngWithAlpha(2400, 1200);
      const uploaded = await upload(source, 'logo.png', 'image/png');
      expect(uploaded).toMatchObject({ width: 2000, height: 1000, mime_type: 'image/png' });
      const image = await row(uploaded.id);
      expect(image.original_storage_key).toMatch(/^private\/[a-f0-9]{64}\.png$/);
      const original = readFileSync(privatePath(image.original_storage_key!));
      expect(await sharp(original).metadata()).toMatchObject({ format: 'png', width: 2400, height: 1200, hasAlpha: true });
      const pixels = (bytes: Buffer) => sharp(bytes).ensureAlpha().raw().toBuffer();
      expect((await pixels(original)).equals(await pixels(source))).toBe(true);
    });

    it('keeps no original when nothing was compressed', async () => {
      const before = privateFiles();
      const uploaded = await upload(await images.jpeg(400, 300));
      expect(await row(uploaded.id)).toMatchObject({ original_storage_key: null, original_size_bytes: null, compressed_at: null });
      const gif = await upload(await images.animatedGif(2400, 100, 2), 'wave.gif', 'image/gif');
      expect((await row(gif.id)).original_storage_key).toBeNull();
      expect(privateFiles()).toEqual(before);
    });

    it('removes both files when the row cannot be written', async () => {
      // The earlier uploads' smaller copies are stored files too.
      await imageVariantsMade(db);
      const [publicBefore, privateBefore] = [readdirSync(path.join(folio.config.dataDir, 'uploads')), privateFiles()];
      await db.query('ALTER TABLE images ADD CONSTRAINT refuse_all CHECK (false) NOT VALID');
      try {
        const response = await folio.http().post(UPLOAD).set(bearer()).attach('image', await images.jpeg(2600, 1600), 'big.jpg');
        expect(response.status).toBe(500);
      } finally {
        await db.query('ALTER TABLE images DROP CONSTRAINT refuse_all');
      }
      expect(readdirSync(path.join(folio.config.dataDir, 'uploads'))).toEqual(publicBefore);
      expect(privateFiles()).toEqual(privateBefore);
    });
  });

  describe('statistics', () => {
    it('are the sums over the upload rows', async () => {
      await upload(await images.jpeg(2600, 1800));
      await upload(await images.jpeg(300, 200));
      const { rows } = await db.query(
        "SELECT original_size_bytes, file_size_bytes, original_storage_key, compressed_at FROM images WHERE source = 'upload'",
      );
      const compressed = rows.filter((image) => image.compressed_at !== null);
      expect(compressed.length).toBeGreaterThan(0);
      expect(compressed.length).toBeLessThan(rows.length);
      const originalBytes = compressed.reduce((sum, image) => sum + Number(image.original_size_bytes), 0);
      const compressedBytes = compressed.reduce((sum, image) => sum + Number(image.file_size_bytes), 0);
      expect(await stats()).toEqual({
        compressed_images: compressed.length,
        original_bytes: originalBytes,
        compressed_bytes: compressedBytes,
        saved_bytes: originalBytes - compressedBytes,
        saved_percent: Math.round(((originalBytes - compressedBytes) / originalBytes) * 1000) / 10,
        revertible_images: rows.filter((image) => image.original_storage_key !== null).length,
      });
      expect(compressedBytes).toBeLessThan(originalBytes);
    });

    it('need the admin token, as every bulk action does', async () => {
      await folio.http().get('/api/compression/stats').expect(401);
      await folio.http().post('/api/compression/recompress').expect(401);
      await folio.http().post('/api/compression/revert').send({}).expect(401);
      await folio.http().post('/api/compression/revert').set(bearer('wrong-token')).send({}).expect(401);
    });
  });

  describe('re-compress', () => {
    it('re-encodes from the original with the current preset; posts using the old url show the new one', async () => {
      const uploaded = await upload(await images.jpeg(3000, 2000));
      const post = await createPost('A bridge at dusk', uploaded.url);
      await expectPostShows(post, uploaded.url, 'no such url');
      const kept = (await row(uploaded.id)).original_storage_key;

      await settings({ quality_preset: 'aggressive' });
      const { body: summary } = await recompress().expect(200);
      expect(summary.failed).toBe(0);
      expect(summary.processed).toBe(summary.changed + summary.skipped + summary.failed);
      expect(summary.changed).toBeGreaterThanOrEqual(1);
      expect(summary.bytes_after).toBeLessThan(summary.bytes_before);

      const image = await row(uploaded.id);
      expect(image.url).not.toBe(uploaded.url);
      expect(Number(image.file_size_bytes)).toBeLessThan(uploaded.file_size_bytes);
      expect(image).toMatchObject({ width: 2000, height: 1333, mime_type: 'image/webp', original_storage_key: kept });
      expect(await sharp(await download(image.url)).metadata()).toMatchObject({ format: 'webp', width: 2000, height: 1333 });
      // Pages cached with the old address keep their picture.
      expect((await fetchFile(uploaded.url)).status).toBe(200);
      await expectPostShows(post, image.url, uploaded.url);
    });

    it('compresses an upload kept as it came when the settings now would, and keeps that file as its original', async () => {
      await settings({ compression_enabled: false });
      const big = await upload(await images.jpeg(2600, 1600));
      const small = await upload(await images.jpeg(500, 400));
      expect(await row(big.id)).toMatchObject({ width: 2600, original_storage_key: null });
      const stored = await download(big.url);

      await settings({ compression_enabled: true });
      const { body: summary } = await recompress().expect(200);
      expect(summary.failed).toBe(0);

      const image = await row(big.id);
      expect(image).toMatchObject({ width: 2000, height: 1231, mime_type: 'image/webp', original_width: 2600, original_mime_type: 'image/jpeg' });
      expect(readFileSync(privatePath(image.original_storage_key!)).equals(stored)).toBe(true);
      expect(await row(small.id)).toMatchObject({ url: small.url, original_storage_key: null, compressed_at: null });
    });

    it('reports an image whose original is lost, leaves it as it was, and goes on with the others', async () => {
      const lost = await upload(await images.jpeg(2800, 1800));
      const fine = await upload(await images.jpeg(2700, 1900));
      rmSync(privatePath((await row(lost.id)).original_storage_key!));

      await settings({ quality_preset: 'high' });
      const { body: summary } = await recompress().expect(200);
      expect(summary.failed).toBe(1);
      expect(summary.failures).toEqual([{ id: lost.id, message: 'The kept original could not be read' }]);
      expect((await row(lost.id)).url).toBe(lost.url);
      await download(lost.url);
      expect((await row(fine.id)).url).not.toBe(fine.url);
      await db.query('DELETE FROM images WHERE id = $1', [lost.id]);
    });
  });

  describe('revert', () => {
    it('restores one image to its original, under a new url the posts follow, and drops the private copy', async () => {
      const source = await images.jpegWithExif(3200, 2000);
      const uploaded = await upload(source);
      const post = await createPost('Sideways', uploaded.url);
      const before = await row(uploaded.id);
      const original = readFileSync(privatePath(before.original_storage_key!));

      const { body: summary } = await revert({ id: uploaded.id }).expect(200);
      expect(summary).toMatchObject({ processed: 1, changed: 1, skipped: 0, failed: 0, failures: [] });
      expect(summary.bytes_before).toBe(uploaded.file_size_bytes);
      expect(summary.bytes_after).toBe(original.length);

      const image = await row(uploaded.id);
      expect(image).toMatchObject({
        width: 2000,
        height: 3200,
        mime_type: 'image/jpeg',
        original_storage_key: null,
        original_size_bytes: null,
        compressed_at: null,
      });
      expect(image.url).toMatch(/\.jpg$/);
      const served = await download(image.url);
      expect(served.equals(original)).toBe(true);
      expect(await sharp(served).metadata()).toMatchObject({ format: 'jpeg', width: 2000, height: 3200 });
      expect(existsSync(privatePath(before.original_storage_key!))).toBe(false);
      // Pages cached with the old address keep their picture.
      expect((await fetchFile(uploaded.url)).status).toBe(200);
      await expectPostShows(post, image.url, uploaded.url);

      const again = await revert({ id: uploaded.id }).expect(409);
      expect(again.body.message).toBe(`The image ${uploaded.id} has no kept original to revert to: it is not compressed, or was reverted already`);
    });

    it('restores every compressed image at once', async () => {
      const first = await upload(await images.jpeg(2400, 2400));
      const second = await upload(await images.pngWithAlpha(2200, 900), 'cut-out.png', 'image/png');
      const post = await createPost('Two pictures', second.url);
      const revertible = (await stats()).revertible_images;
      expect(revertible).toBeGreaterThanOrEqual(2);

      const { body: summary } = await revert().expect(200);
      expect(summary).toMatchObject({ processed: revertible, changed: revertible, failed: 0 });
      expect(await row(first.id)).toMatchObject({ width: 2400, height: 2400, mime_type: 'image/jpeg', original_storage_key: null });
      const cutOut = await row(second.id);
      expect(cutOut).toMatchObject({ width: 2200, height: 900, mime_type: 'image/png', original_storage_key: null });
      await expectPostShows(post, cutOut.url, second.url);
      expect(await stats()).toMatchObject({ compressed_images: 0, revertible_images: 0, original_bytes: 0, saved_percent: 0 });
      expect(privateFiles()).toEqual([]);
    });

    it('validates the id and answers 404 for an unknown image', async () => {
      const message = async (body: object) => (await revert(body).expect(400)).body.message.join(' ');
      expect(await message({ id: 'not-a-uuid' })).toMatch(/id must be the UUID of an uploaded image/);
      expect(await message({ id: 42 })).toMatch(/id/);
      expect(await message({ id: null })).toMatch(/id/);
      expect(await message({ everything: true })).toMatch(/everything/);
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect((await revert({ id: unknown }).expect(404)).body.message).toBe(`No uploaded image has the id ${unknown}`);
    });
  });

  describe('one run at a time', () => {
    it('answers 409 while another server holds the bulk lock, and runs once it is free', async () => {
      const other = new pg.Client({ connectionString: folio.databaseUrl });
      await other.connect();
      try {
        await other.query('SELECT pg_advisory_lock($1)', [COMPRESSION_BULK_LOCK_KEY]);
        expect((await recompress().expect(409)).body).toEqual({ statusCode: 409, message: BUSY, error: 'Conflict' });
        expect((await revert().expect(409)).body.message).toBe(BUSY);
        await other.query('SELECT pg_advisory_unlock($1)', [COMPRESSION_BULK_LOCK_KEY]);
        await recompress().expect(200);
      } finally {
        await other.end();
      }
    });

    it('lets only one of two simultaneous runs go ahead', async () => {
      const uploaded = await upload(await images.jpeg(2500, 1700));
      await settings({ quality_preset: 'custom', custom_quality: 50 });
      // The first run cannot finish while another session holds the image's row: it waits, holding the bulk lock.
      const blocker = new pg.Client({ connectionString: folio.databaseUrl });
      await blocker.connect();
      try {
        await blocker.query('BEGIN');
        await blocker.query('SELECT id FROM images WHERE id = $1 FOR UPDATE', [uploaded.id]);
        const first = recompress().then((response) => response);
        const lockHeld = async () =>
          (await blocker.query("SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND granted", [COMPRESSION_BULK_LOCK_KEY])).rowCount === 1;
        expect(await eventually(lockHeld, 10_000)).toBe(true);
        expect((await recompress().expect(409)).body.message).toBe(BUSY);
        await blocker.query('COMMIT');
        expect((await first).status).toBe(200);
      } finally {
        await blocker.end();
      }
    });
  });
});

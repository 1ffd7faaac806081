import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { ImagesRepository } from '../src/images/images.repository.js';
import { StoredFiles } from '../src/images/stored-files.service.js';
import { Storage } from '../src/storage/storage.js';
import * as images from './support/image-factory.js';
import { bearer, startTestApp, type TestApp } from './support/test-app.js';
import { SPEC_COMPRESSION_DEFAULTS } from './support/compression-defaults.js';
import { download as downloadFile } from './support/files.js';
import { imageVariantsMade } from './support/image-variants.js';

const UPLOAD = '/api/images/uploads/image';
const DEFAULT_SETTINGS = SPEC_COMPRESSION_DEFAULTS;

describe('image upload API', () => {
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
    // Smaller copies of a test's uploads are written in the background: none may land in the next test's count of files.
    await imageVariantsMade(db);
    await folio.http().patch('/api/compression/settings').set(bearer()).send(DEFAULT_SETTINGS).expect(200);
  });

  const uploadsDir = () => path.join(folio.config.dataDir, 'uploads');
  const storedFiles = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : []);
  const rowCount = async () => Number((await db.query('SELECT count(*) FROM images')).rows[0].count);
  const settings = (changes: object) => folio.http().patch('/api/compression/settings').set(bearer()).send(changes).expect(200);
  const upload = (bytes: Buffer, filename = 'picture.jpg', contentType = 'image/jpeg') =>
    folio.http().post(UPLOAD).set(bearer()).attach('image', bytes, { filename, contentType });
  const download = (url: string) => downloadFile(folio, url);

  /** A refused upload leaves neither a row nor a file behind. */
  const expectRefused = async (request: ReturnType<typeof upload>, status: number, message: string | RegExp) => {
    const [rowsBefore, filesBefore] = [await rowCount(), storedFiles().length];
    const response = await request;
    expect({ status: response.status, message: response.body.message }).toEqual({
      status,
      message: typeof message === 'string' ? message : expect.stringMatching(message),
    });
    expect(response.body.statusCode).toBe(status);
    expect(await rowCount()).toBe(rowsBefore);
    expect(storedFiles()).toHaveLength(filesBefore);
  };

  describe('refusals', () => {
    it('needs the admin token', async () => {
      const response = await folio.http().post(UPLOAD).attach('image', await images.jpeg(200, 100), 'a.jpg');
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Admin authentication required to upload images');
      await expectRefused(
        folio.http().post(UPLOAD).set(bearer('wrong-token')).attach('image', Buffer.from('x'), 'a.jpg'),
        401,
        'Invalid admin token',
      );
    });

    it('stops a file over 5 MB while receiving it', async () => {
      await expectRefused(upload(images.oversizedFile()), 413, 'File size must be less than 5MB');
    });

    it('takes the type from the bytes: SVG, text and PDF are refused whatever their name and MIME type', async () => {
      await expectRefused(upload(images.svgFile(), 'drawing.jpg'), 415, 'Only JPEG, PNG, WebP, and GIF images are allowed');
      await expectRefused(upload(images.svgFile(), 'drawing.svg', 'image/svg+xml'), 415, 'Only JPEG, PNG, WebP, and GIF images are allowed');
      await expectRefused(upload(images.textFile(), 'notes.jpg'), 415, 'Only JPEG, PNG, WebP, and GIF images are allowed');
      await expectRefused(upload(images.pdfFile(), 'scan.png', 'image/png'), 415, 'Only JPEG, PNG, WebP, and GIF images are allowed');
    });

    it('refuses a truncated image', async () => {
      await expectRefused(upload(await images.truncatedJpeg(800, 600)), 400, 'The image is damaged or incomplete');
    });

    it('refuses a decompression bomb by its pixel count', async () => {
      await expectRefused(upload(await images.pixelBomb(), 'bomb.png', 'image/png'), 413, /40 megapixels/);
    });

    it('refuses a tiny PNG that declares 30000 × 30000 pixels, before decoding it', async () => {
      const bomb = images.declaredGiantPng(30_000, 30_000);
      expect(bomb.length).toBeLessThan(200);
      await expectRefused(upload(bomb, 'tiny.png', 'image/png'), 413, /40 megapixels/);
    });

    it('refuses an empty file and a GIF that is also a script', async () => {
      await expectRefused(upload(Buffer.alloc(0), 'empty.jpg'), 400, 'The image file is empty');
      await expectRefused(upload(images.gifScriptPolyglot(), 'cat.gif', 'image/gif'), 400, 'The image is damaged or incomplete');
    });

    it('names the field when the file is missing or sent under another name', async () => {
      await expectRefused(folio.http().post(UPLOAD).set(bearer()).field('title', 'no file'), 400, /"image"/);
      await expectRefused(folio.http().post(UPLOAD).set(bearer()).send({ image: 'not a file' }), 400, /"image"/);
      await expectRefused(folio.http().post(UPLOAD).set(bearer()).attach('file', await images.jpeg(20, 20), 'a.jpg'), 400, /"image"/);
    });

    it('removes the file when its row cannot be written', async () => {
      await db.query('ALTER TABLE images ADD CONSTRAINT refuse_all CHECK (false) NOT VALID');
      try {
        const files = storedFiles().length;
        const response = await upload(await images.jpeg(300, 200, 70));
        expect(response.status).toBe(500);
        expect(storedFiles()).toHaveLength(files);
      } finally {
        await db.query('ALTER TABLE images DROP CONSTRAINT refuse_all');
      }
    });
  });

  describe('what is stored', () => {
    it('shrinks a 12-megapixel camera photo to WebP at the dimension threshold, saving most of its bytes', async () => {
      const original = await images.photo12mp();
      const { body } = await upload(original, 'camera.jpg').expect(201);
      expect(body).toMatchObject({ width: 2000, height: 1500, mime_type: 'image/webp' });
      expect(body.compressionStats).toMatchObject({ original_bytes: original.length, compressed_bytes: body.file_size_bytes, format: 'webp' });
      expect(body.file_size_bytes).toBeLessThan(original.length * 0.2);
      expect(await sharp(await download(body.url)).metadata()).toMatchObject({ format: 'webp', width: 2000, height: 1500 });
    });

    it('stores a small JPEG as JPEG, served at the returned url, with consistent stats and a row', async () => {
      const original = await images.jpeg(800, 600);
      const { body } = await upload(original).expect(201);
      expect(body).toMatchObject({ width: 800, height: 600, mime_type: 'image/jpeg', url: `/uploads/${body.path}`, publicUrl: body.url });
      expect(body.path).toMatch(/^[a-f0-9]{64}\.jpg$/);
      const stored = await download(body.url);
      expect(stored.equals(readFileSync(path.join(uploadsDir(), body.path)))).toBe(true);
      expect(body.file_size_bytes).toBe(stored.length);
      expect(body.compressionStats).toEqual({
        original_bytes: original.length,
        compressed_bytes: stored.length,
        saved_percent: Math.round((1 - stored.length / original.length) * 1000) / 10,
        width: 800,
        height: 600,
        format: 'jpeg',
      });
      const { rows } = await db.query('SELECT * FROM images WHERE id = $1', [body.id]);
      expect(rows[0]).toMatchObject({ source: 'upload', url: body.url, storage_key: body.path, width: 800, height: 600, mime_type: 'image/jpeg', is_public: true });
      expect(Number(rows[0].file_size_bytes)).toBe(stored.length);
    });

    it('compresses a photo over the threshold to WebP, longest side at most the threshold', async () => {
      const original = await images.jpeg(3000, 2000);
      const { body } = await upload(original).expect(201);
      expect(body).toMatchObject({ width: 2000, height: 1333, mime_type: 'image/webp' });
      expect(body.path).toMatch(/\.webp$/);
      const stored = await sharp(await download(body.url)).metadata();
      expect(stored).toMatchObject({ format: 'webp', width: 2000, height: 1333 });
      expect(body.compressionStats.compressed_bytes).toBeLessThan(original.length);
      expect(body.compressionStats.saved_percent).toBeGreaterThan(0);
      expect(body.compressionStats.format).toBe('webp');
    });

    it('keeps a PNG graphic PNG while shrinking it', async () => {
      const { body } = await upload(await images.pngGraphic(2500, 1000), 'diagram.png', 'image/png').expect(201);
      expect(body).toMatchObject({ width: 2000, height: 800, mime_type: 'image/png' });
      expect((await sharp(await download(body.url)).metadata()).format).toBe('png');
    });

    it('keeps the JPEG format with always_preserve_format', async () => {
      await settings({ always_preserve_format: true });
      const { body } = await upload(await images.jpeg(3000, 2000)).expect(201);
      expect(body).toMatchObject({ width: 2000, height: 1333, mime_type: 'image/jpeg' });
      expect((await sharp(await download(body.url)).metadata()).format).toBe('jpeg');
    });

    it('neither resizes nor converts when compression is off', async () => {
      await settings({ compression_enabled: false });
      const { body } = await upload(await images.webp(2400, 1200), 'wide.webp', 'image/webp').expect(201);
      expect(body).toMatchObject({ width: 2400, height: 1200, mime_type: 'image/webp' });
    });

    it('uses the preset quality: aggressive makes a smaller file than high', async () => {
      const original = await images.jpeg(2400, 1600);
      await settings({ quality_preset: 'high' });
      const high = (await upload(original).expect(201)).body.file_size_bytes as number;
      await settings({ quality_preset: 'aggressive' });
      const aggressive = (await upload(original).expect(201)).body.file_size_bytes as number;
      expect(aggressive).toBeLessThan(high);
    });

    it('keeps an animated GIF animated', async () => {
      const original = await images.animatedGif(300, 200, 3);
      const { body } = await upload(original, 'wave.gif', 'image/gif').expect(201);
      expect(body).toMatchObject({ width: 300, height: 200, mime_type: 'image/gif' });
      const stored = await download(body.url);
      expect((await sharp(stored).metadata()).pages).toBe(3);
    });

    it('stores a still GIF as GIF', async () => {
      const { body } = await upload(await images.gif(120, 80), 'still.gif', 'image/gif').expect(201);
      expect(body).toMatchObject({ width: 120, height: 80, mime_type: 'image/gif' });
    });

    it('turns a sideways photo upright and keeps no EXIF or GPS data', async () => {
      const original = await images.jpegWithExif(400, 200);
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const { body } = await upload(original).expect(201);
      expect(body).toMatchObject({ width: 200, height: 400 });
      const stored = await download(body.url);
      const metadata = await sharp(stored).metadata();
      expect(metadata).toMatchObject({ width: 200, height: 400 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(stored.includes(Buffer.from('FolioCam'))).toBe(false);
    });

    it('ignores the client name and MIME type of a real image', async () => {
      const { body } = await upload(await images.pngGraphic(300, 200), 'photo.jpg', 'image/jpeg').expect(201);
      expect(body.mime_type).toBe('image/png');
    });

    it('answers one row for the same bytes uploaded twice', async () => {
      const original = await images.jpeg(320, 240);
      const first = (await upload(original).expect(201)).body;
      const second = (await upload(original).expect(201)).body;
      expect(second.id).toBe(first.id);
      expect(Number((await db.query('SELECT count(*) FROM images WHERE storage_key = $1', [first.path])).rows[0].count)).toBe(1);
    });

    it('writes a file again when a delete of the same bytes removed it between storing and recording', async () => {
      const [storage, files, rows] = [folio.app.get(Storage), folio.app.get(StoredFiles), folio.app.get(ImagesRepository)];
      const bytes = await images.jpeg(120, 90);
      const stored = await storage.put(bytes, 'jpg');
      await files.discard(stored.key);
      expect(await storage.exists(stored.key)).toBe(false);
      const { image } = await files.record([{ key: stored.key, write: () => storage.put(bytes, 'jpg') }], (manager) =>
        rows.saveUpload({ url: stored.publicUrl, storageKey: stored.key, width: 120, height: 90, fileSizeBytes: bytes.length, mimeType: 'image/jpeg' }, manager),
      );
      expect((await download(image.url)).equals(bytes)).toBe(true);
      await files.discard(stored.key);
      expect(await storage.exists(stored.key)).toBe(true);
    });

    it('stores the same bytes sent four times at once as one row and one whole file', async () => {
      const original = await images.jpeg(640, 480);
      const bodies = (await Promise.all([1, 2, 3, 4].map(() => upload(original)))).map((response) => {
        expect(response.status).toBe(201);
        return response.body;
      });
      expect(new Set(bodies.map((body) => body.id)).size).toBe(1);
      expect(await sharp(await download(bodies[0].url)).metadata()).toMatchObject({ width: 640, height: 480 });
      await imageVariantsMade(db);
      expect(storedFiles().filter((name) => name.endsWith('.partial'))).toEqual([]);
    });
  });

  describe('metadata', () => {
    const metadata = (body: object, headers: Record<string, string> = bearer()) => folio.http().post('/api/images/metadata').set(headers).send(body);

    it('updates the record of an uploaded image and answers it', async () => {
      const { body: uploaded } = await upload(await images.jpeg(640, 480)).expect(201);
      const { body } = await metadata({
        path: uploaded.path,
        mime_type: 'image/jpeg',
        file_size_bytes: uploaded.file_size_bytes,
        width: 640,
        height: 480,
        is_public: false,
      }).expect(200);
      expect(body).toMatchObject({ id: uploaded.id, path: uploaded.path, url: uploaded.url, source: 'upload', is_public: false, width: 640 });
      expect((await db.query('SELECT is_public FROM images WHERE id = $1', [uploaded.id])).rows[0].is_public).toBe(false);
    });

    it('validates the body and answers 404 for an unknown path', async () => {
      const key = `${'a'.repeat(64)}.webp`;
      await metadata({ path: key, is_public: true }).expect(404);
      expect((await metadata({ path: '../../etc/passwd' }).expect(400)).body.message.join(' ')).toMatch(/path/);
      expect((await metadata({ path: key, mime_type: 'image/svg+xml' }).expect(400)).body.message.join(' ')).toMatch(/mime_type/);
      expect((await metadata({ path: key, width: 0 }).expect(400)).body.message.join(' ')).toMatch(/width/);
      expect((await metadata({ path: key, file_size_bytes: -1 }).expect(400)).body.message.join(' ')).toMatch(/file_size_bytes/);
      expect((await metadata({ path: key, is_public: 'yes' }).expect(400)).body.message.join(' ')).toMatch(/is_public/);
      expect((await metadata({ path: key, owner: 'x' }).expect(400)).body.message.join(' ')).toMatch(/owner/);
      for (const field of ['is_public', 'width', 'mime_type']) {
        expect((await metadata({ path: key, [field]: null }).expect(400)).body.message.join(' ')).toMatch(field);
      }
      await metadata({ path: key }, {}).expect(401);
    });
  });
});

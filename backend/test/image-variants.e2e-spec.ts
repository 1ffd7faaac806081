import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { StoredFiles } from '../src/images/stored-files.service.js';
import { IMAGE_VARIANTS_BACKFILL_QUEUE } from '../src/images/variants/image-variant-queues.js';
import { JobRunner } from '../src/jobs/job-runner.js';
import { IMMUTABLE_CACHE_CONTROL } from '../src/storage/s3.storage.js';
import { Storage } from '../src/storage/storage.js';
import { eventually } from './support/eventually.js';
import { temporaryFrontendBuild } from './support/frontend-build.js';
import * as images from './support/image-factory.js';
import { imageVariantsMade } from './support/image-variants.js';
import { startS3Server, type S3TestServer } from './support/s3-server.js';
import { bearer, startTestApp, type TestApp } from './support/test-app.js';

interface Upload {
  id: string;
  url: string;
  path: string;
  width: number;
  height: number;
}

interface Variant {
  format: string;
  width: number;
  height: number;
  storage_key: string;
  bytes: number;
}

const PROSE_SIZES = '(min-width: 46rem) 44rem, 100vw';
const binary = (response: NodeJS.EventEmitter, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};
/** The tags of the images in some HTML, in order. */
const imageTags = (html: string) => [...html.matchAll(/<(?:img|source|picture)\b[^>]*>/g)].map(([tag]) => tag);
const attribute = (tag: string | undefined, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag ?? '')?.[1];

describe('responsive images: each upload in a ladder of widths', () => {
  let folio: TestApp;
  let db: pg.Client;
  const spa = temporaryFrontendBuild();

  const settings = (changes: object) => folio.http().patch('/api/compression/settings').set(bearer()).send(changes).expect(200);
  const upload = async (bytes: Buffer, name: string): Promise<Upload> =>
    (await folio.http().post('/api/images/uploads/image').set(bearer()).attach('image', bytes, name).expect(201)).body as Upload;
  const variants = async (key: string) =>
    (await db.query<Variant>('SELECT format, width, height, storage_key, bytes FROM image_variants WHERE original_key = $1 ORDER BY format DESC, width', [key]))
      .rows;
  const ladder = async (key: string, count: number) => {
    expect(await eventually(async () => (await variants(key)).length === count, 30_000)).toBe(true);
    await imageVariantsMade(db);
    return variants(key);
  };
  const fetchFile = (url: string) => folio.http().get(url).buffer(true).parse(binary);
  const storedPath = (key: string) => path.join(folio.config.dataDir, 'uploads', key);
  const write = async (body: object) =>
    (await folio.http().post('/api/posts').set(bearer()).send({ status: 'published', ...body }).expect(201)).body as {
      id: string;
      slug: string;
      content: string;
      version: number;
    };
  const publicPost = async (slug: string) => (await folio.http().get(`/api/posts/${slug}`).expect(200)).body;
  const adminPost = async (id: string) => (await folio.http().get(`/api/posts/${id}`).set(bearer()).expect(200)).body;

  beforeAll(async () => {
    folio = await startTestApp({ env: { FRONTEND_DIST: spa.dir } });
    db = new pg.Client({ connectionString: folio.databaseUrl });
    await db.connect();
    // Files kept as they come, so that each test chooses the format and size of what is stored.
    await settings({ compression_enabled: false });
  });
  afterAll(async () => {
    await db?.end();
    await folio?.close();
    spa.remove();
  });

  it('makes a 4000 px JPEG in WebP and JPEG at each step up to 2000 px, each file as wide as it says', async () => {
    const photo = await upload(await images.jpeg(4000, 1500, 75), 'wide.jpg');
    expect([photo.width, photo.height]).toEqual([4000, 1500]);
    const made = await ladder(photo.path, 10);
    expect(made.map((variant) => `${variant.format} ${variant.width}x${variant.height}`)).toEqual([
      'webp 480x180', 'webp 800x300', 'webp 1200x450', 'webp 1600x600', 'webp 2000x750',
      'jpeg 480x180', 'jpeg 800x300', 'jpeg 1200x450', 'jpeg 1600x600', 'jpeg 2000x750',
    ]);
    for (const variant of made) {
      const response = await fetchFile(`/uploads/${variant.storage_key}`).expect(200);
      // Named by their content like every stored file: cached for good.
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(response.body as Buffer).metadata();
      expect([metadata.format, metadata.width, metadata.height, (response.body as Buffer).length]).toEqual([variant.format, variant.width, variant.height, variant.bytes]);
    }
  });

  it('never enlarges: a 900 px PNG gets widths up to 900 px, in WebP and PNG but for itself', async () => {
    const diagram = await upload(await images.pngGraphic(900, 600), 'diagram.png');
    const made = await ladder(diagram.path, 5);
    expect(made.map((variant) => `${variant.format} ${variant.width}`)).toEqual(['webp 480', 'webp 800', 'webp 900', 'png 480', 'png 800']);
    for (const variant of made) expect((await sharp(storedPath(variant.storage_key)).metadata()).format).toBe(variant.format);
  });

  it('makes a WebP in WebP only, and a GIF in nothing', async () => {
    const picture = await upload(await images.webp(1600, 1000), 'picture.webp');
    expect((await ladder(picture.path, 3)).map((variant) => `${variant.format} ${variant.width}`)).toEqual(['webp 480', 'webp 800', 'webp 1200']);
    const loop = await upload(await images.animatedGif(600, 400), 'loop.gif');
    await imageVariantsMade(db);
    expect(await variants(loop.path)).toEqual([]);
  });

  it('leaves the variants out of the library and its counters, and the sweep keeps their files', async () => {
    const photo = await upload(await images.jpeg(1300, 800), 'library.jpg');
    const made = await ladder(photo.path, 7);
    const { body } = await folio.http().get('/api/images?limit=100').set(bearer()).expect(200);
    const count = async (where: string) => (await db.query(`SELECT count(*)::int AS n FROM images WHERE ${where}`)).rows[0].n as number;
    expect(body.counters.uploaded_files).toBe(await count("source = 'upload'"));
    expect(body.total).toBe(await count('true'));
    const listed = (body.items as Array<{ path: string | null }>).map((item) => item.path);
    expect(listed).toContain(photo.path);
    for (const variant of made) expect(listed).not.toContain(variant.storage_key);

    // Every file counts as old: only those no row uses go.
    const swept = await folio.app.get(StoredFiles).sweep(new Date(Date.now() + 60_000));
    expect(swept.unknownStore).toBeUndefined();
    for (const variant of made) expect(existsSync(storedPath(variant.storage_key))).toBe(true);
  });

  it('removes the variants with their image, rows and files', async () => {
    const photo = await upload(await images.jpeg(1000, 700), 'short-lived.jpg');
    const made = await ladder(photo.path, 5);
    for (const variant of made) expect(existsSync(storedPath(variant.storage_key))).toBe(true);
    await folio.http().delete(`/api/images/${photo.id}`).set(bearer()).expect(204);
    expect(await variants(photo.path)).toEqual([]);
    for (const variant of made) expect(existsSync(storedPath(variant.storage_key))).toBe(false);
    expect(existsSync(storedPath(photo.path))).toBe(false);
  });

  it('writes srcset, sizes, width and height on the article, the cover first and the other images lazily', async () => {
    const cover = await upload(await images.jpeg(1800, 1200), 'cover.jpg');
    const inline = await upload(await images.webp(1400, 1050), 'inline.webp');
    const [coverVariants, inlineVariants] = [await ladder(cover.path, 9), await ladder(inline.path, 3)];
    const external = '<img src="https://cdn.example/pier.jpg" alt="Pier" loading="lazy" />';
    const post = await write({
      title: 'A walk in pictures',
      content_text: `![Gulls](${inline.url})\n\n![Pier](https://cdn.example/pier.jpg)\n\n![Gulls again](${inline.url})`,
      cover_image_url: cover.url,
      cover_image_alt: 'The bay',
    });
    const inlineSrcset = [...inlineVariants.map((variant) => `/uploads/${variant.storage_key} ${variant.width}w`), `${inline.url} 1400w`].join(', ');
    const [first, pier, again] = imageTags(post.content);
    expect(first).toBe(
      `<img src="${inline.url}" alt="Gulls" width="1400" height="1050" srcset="${inlineSrcset}" sizes="${PROSE_SIZES}" loading="lazy" decoding="async" />`,
    );
    expect(pier).toBe(external);
    expect(attribute(again, 'loading')).toBe('lazy');

    const reader = await publicPost(post.slug);
    expect(reader.content).toBe(post.content);
    const jpegs = coverVariants.filter((variant) => variant.format === 'jpeg').map((variant) => `/uploads/${variant.storage_key} ${variant.width}w`);
    const webps = coverVariants.filter((variant) => variant.format === 'webp').map((variant) => `/uploads/${variant.storage_key} ${variant.width}w`);
    expect(reader.image_srcset).toBe([...jpegs, `${cover.url} 1800w`].join(', '));
    expect(reader.image_webp_srcset).toBe(webps.join(', '));

    const { text: page } = await folio.http().get(`/blog/${post.slug}`).expect(200);
    const article = page.slice(page.indexOf('<article'), page.indexOf('</article>'));
    const [picture, source, coverImg, ...prose] = imageTags(article);
    expect(picture).toBe('<picture>');
    expect(attribute(source, 'type')).toBe('image/webp');
    expect(attribute(source, 'srcset')).toBe(reader.image_webp_srcset);
    expect(attribute(source, 'sizes')).toBe(PROSE_SIZES);
    expect([attribute(coverImg, 'srcset'), attribute(coverImg, 'sizes'), attribute(coverImg, 'fetchpriority'), attribute(coverImg, 'loading')]).toEqual([
      reader.image_srcset,
      PROSE_SIZES,
      'high',
      'eager',
    ]);
    expect(prose).toEqual([first, pier, again]);
  });

  it('gives the first inline image priority when there is no cover, and offers WebP first for a JPEG', async () => {
    const photo = await upload(await images.jpeg(1000, 750), 'first.jpg');
    const made = await ladder(photo.path, 5);
    const post = await write({ title: 'No cover', content_text: `![Harbour](${photo.url})\n\nWords.\n\n![Harbour again](${photo.url})` });
    const [picture, source, img, secondPicture, , second] = imageTags(post.content);
    expect(picture).toBe('<picture>');
    expect(source).toBe(
      `<source type="image/webp" srcset="${made.filter((v) => v.format === 'webp').map((v) => `/uploads/${v.storage_key} ${v.width}w`).join(', ')}" sizes="${PROSE_SIZES}" />`,
    );
    const jpegs = made.filter((v) => v.format === 'jpeg').map((v) => `/uploads/${v.storage_key} ${v.width}w`);
    expect(attribute(img, 'srcset')).toBe([...jpegs, `${photo.url} 1000w`].join(', '));
    expect([attribute(img, 'width'), attribute(img, 'height'), attribute(img, 'fetchpriority'), attribute(img, 'loading')]).toEqual(['1000', '750', 'high', undefined]);
    expect(secondPicture).toBe('<picture>');
    expect([attribute(second, 'fetchpriority'), attribute(second, 'loading'), attribute(second, 'decoding')]).toEqual([undefined, 'lazy', 'async']);
  });

  it("writes an old upload's ladder from the backfill, and the posts showing it learn it without a new version", async () => {
    const photo = await upload(await images.webp(1300, 900), 'old.webp');
    await ladder(photo.path, 3);
    // As if uploaded before ladders: no variants, and a post written meanwhile shows the image alone.
    await db.query('DELETE FROM image_variants WHERE original_key = $1', [photo.path]);
    const post = await write({ title: 'Written before the ladder', content_text: `![Old](${photo.url})` });
    expect(imageTags(post.content)).toEqual([`<img src="${photo.url}" alt="Old" width="1300" height="900" fetchpriority="high" />`]);

    await folio.app.get(JobRunner).send(IMAGE_VARIANTS_BACKFILL_QUEUE, {});
    const made = await ladder(photo.path, 3);
    expect(await eventually(async () => (await publicPost(post.slug)).content.includes('srcset='), 10_000)).toBe(true);
    const now = await adminPost(post.id);
    expect(attribute(imageTags(now.content)[0], 'srcset')).toBe(
      [...made.map((variant) => `/uploads/${variant.storage_key} ${variant.width}w`), `${photo.url} 1300w`].join(', '),
    );
    // Not a change of the post: an editor open on it saves without a conflict.
    expect(now.version).toBe(post.version);
  });

  it('shows the ladder on a post saved while the ladder was being recorded', async () => {
    const photo = await upload(await images.webp(1300, 900), 'recording.webp');
    const made = await ladder(photo.path, 3);
    await db.query('DELETE FROM image_variants WHERE original_key = $1', [photo.path]);
    // The variant job's record, caught between holding the upload and committing its rows.
    const recorder = new pg.Client({ connectionString: folio.databaseUrl });
    await recorder.connect();
    try {
      await recorder.query('BEGIN');
      await recorder.query(`SELECT 1 FROM images WHERE source = 'upload' AND storage_key = $1 FOR NO KEY UPDATE`, [photo.path]);
      for (const variant of made) {
        await recorder.query('INSERT INTO image_variants (original_key, format, width, height, storage_key, bytes) VALUES ($1, $2, $3, $4, $5, $6)', [
          photo.path,
          variant.format,
          variant.width,
          variant.height,
          variant.storage_key,
          variant.bytes,
        ]);
      }
      const saving = write({ title: 'Saved meanwhile', content_text: `![Meanwhile](${photo.url})` });
      const waitsForTheRecord = eventually(async () => {
        const { rows } = await db.query(`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
        return rows.length > 0;
      }, 10_000);
      const first = await Promise.race([saving.then(() => 'saved' as const), waitsForTheRecord.then(() => 'waiting' as const)]);
      expect(first).toBe('waiting');
      await recorder.query('COMMIT');
      const post = await saving;
      expect(attribute(imageTags(post.content).find((tag) => tag.startsWith('<img')), 'srcset')).toBe(
        [...made.filter((variant) => variant.format === 'webp').map((variant) => `/uploads/${variant.storage_key} ${variant.width}w`), `${photo.url} 1300w`].join(
          ', ',
        ),
      );
    } finally {
      await recorder.end();
    }
  });

  it('points the posts at the new file and its own ladder when a re-compression replaces it', async () => {
    const photo = await upload(await images.jpeg(1200, 900), 'recompressed.jpg');
    const old = await ladder(photo.path, 5);
    const post = await write({ title: 'Recompressed', content_text: `![Sea](${photo.url})` });
    expect(post.content).toContain(old[0]!.storage_key);

    // Longer than 1000 px: compressed to a 1000 px WebP.
    await settings({ compression_enabled: true, auto_compress: true, dimension_threshold_px: 1000, convert_photos_to_webp: true });
    try {
      await folio.http().post('/api/compression/recompress').set(bearer()).expect(200);
    } finally {
      await settings({ compression_enabled: false, dimension_threshold_px: 2000 });
    }
    const [{ storage_key: key }] = (await db.query('SELECT storage_key FROM images WHERE id = $1', [photo.id])).rows;
    expect(key).toMatch(/\.webp$/);
    // At once: the new file alone, none of the old file's variants.
    const rewritten = (await adminPost(post.id)).content as string;
    expect(rewritten).toContain(`/uploads/${key}`);
    for (const variant of old) expect(rewritten).not.toContain(variant.storage_key);
    expect(await variants(photo.path)).toEqual([]);

    const made = await ladder(key, 2);
    expect(await eventually(async () => (await publicPost(post.slug)).content.includes(made[0]!.storage_key), 10_000)).toBe(true);
  });
});

describe('responsive images in an S3 bucket', () => {
  let s3: S3TestServer;
  let folio: TestApp;
  let db: pg.Client;

  beforeAll(async () => {
    s3 = await startS3Server();
    folio = await startTestApp({ env: s3.env() });
    db = new pg.Client({ connectionString: folio.databaseUrl });
    await db.connect();
    await folio.http().patch('/api/compression/settings').set(bearer()).send({ compression_enabled: false }).expect(200);
  });
  afterAll(async () => {
    await db?.end();
    await folio?.close();
    await s3?.stop();
  });

  it('stores the ladder in the bucket, cached for good, offers it on covers and inline images, and deletes it with the image', async () => {
    const { body: photo } = await folio.http().post('/api/images/uploads/image').set(bearer()).attach('image', await images.jpeg(1200, 900), 'bucket.jpg').expect(201);
    expect(photo.url.startsWith(s3.endpoint)).toBe(true);
    expect(await eventually(async () => (await db.query('SELECT 1 FROM image_variants WHERE original_key = $1', [photo.path])).rows.length === 5, 30_000)).toBe(true);
    await imageVariantsMade(db);
    const storage = folio.app.get(Storage);
    const made = (await db.query<Variant>('SELECT format, width, height, storage_key, bytes FROM image_variants WHERE original_key = $1 ORDER BY format DESC, width', [photo.path]))
      .rows;
    expect(made.map((variant) => `${variant.format} ${variant.width}`)).toEqual(['webp 480', 'webp 800', 'webp 1200', 'jpeg 480', 'jpeg 800']);
    for (const variant of made) {
      const response = await fetch(storage.publicUrl(variant.storage_key));
      expect([response.status, response.headers.get('cache-control')]).toEqual([200, IMMUTABLE_CACHE_CONTROL]);
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([metadata.format, metadata.width]).toEqual([variant.format, variant.width]);
    }

    const { body: post } = await folio
      .http()
      .post('/api/posts')
      .set(bearer())
      .send({ title: 'From the bucket', status: 'published', content_text: `![Bay](${photo.url})`, cover_image_url: photo.url })
      .expect(201);
    const urls = (format: string) => made.filter((variant) => variant.format === format).map((variant) => `${storage.publicUrl(variant.storage_key)} ${variant.width}w`);
    expect(post.image_srcset).toBe([...urls('jpeg'), `${photo.url} 1200w`].join(', '));
    expect(post.image_webp_srcset).toBe(urls('webp').join(', '));
    expect(post.content).toContain(`<source type="image/webp" srcset="${urls('webp').join(', ')}"`);

    await folio.http().delete(`/api/posts/${post.id}`).set(bearer()).expect(204);
    await folio.http().delete(`/api/images/${photo.id}`).set(bearer()).expect(204);
    for (const variant of made) expect((await fetch(storage.publicUrl(variant.storage_key))).status).toBe(404);
    expect((await db.query('SELECT 1 FROM image_variants WHERE original_key = $1', [photo.path])).rows).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import sharp from 'sharp';
import { StoredFiles } from '../src/images/stored-files.service.js';
import { JobRunner } from '../src/jobs/job-runner.js';
import { SOCIAL_CARDS_BACKFILL_QUEUE } from '../src/social-cards/social-card-queues.js';
import { socialCardPath } from '../src/social-cards/social-card-url.js';
import { SocialCardsService } from '../src/social-cards/social-cards.service.js';
import { Storage } from '../src/storage/storage.js';
import { eventually } from './support/eventually.js';
import * as images from './support/image-factory.js';
import { bearer, startTestApp, type TestApp } from './support/test-app.js';

interface Post {
  id: string;
  title: string;
  status: string;
  published_at: string | null;
  cover_image_url: string | null;
}

const binary = (response: NodeJS.EventEmitter, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};

const meanColour = async (png: Buffer) => (await sharp(png).stats()).channels.slice(0, 3).map((channel) => channel.mean);

describe('social cards (/social-cards/{id}.png)', () => {
  let folio: TestApp;
  let db: pg.Client;

  const write = async (body: object) => (await folio.http().post('/api/posts').set(bearer()).send({ content_text: 'Some words.', ...body }).expect(201)).body as Post;
  const edit = async (id: string, body: object) => (await folio.http().patch(`/api/posts/${id}`).set(bearer()).send(body).expect(200)).body as Post;
  const card = (path: string) => folio.http().get(path).buffer(true).parse(binary);
  const cardPath = (post: Post) =>
    socialCardPath({ postId: post.id, title: post.title, siteName: folio.config.siteName, date: post.published_at, coverUrl: post.cover_image_url });
  const rows = async (postId: string) =>
    (await db.query<{ fingerprint: string; storage_key: string; created_at: Date }>('SELECT fingerprint, storage_key, created_at FROM social_cards WHERE post_id = $1', [postId])).rows;

  beforeAll(async () => {
    folio = await startTestApp();
    db = new pg.Client({ connectionString: folio.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await folio?.close();
  });

  it('draws a published post\'s card as a 1200×630 PNG, once: the next request gets the stored file', async () => {
    const post = await write({ title: 'A walk by the sea' });
    const first = await card(`/social-cards/${post.id}.png`).expect(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    // og:image is shown by other sites (a chat's preview, a reader's page): helmet's same-origin would block it.
    expect(first.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const metadata = await sharp(first.body as Buffer).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1200, 630]);
    const [recorded] = await rows(post.id);
    expect(await rows(post.id)).toHaveLength(1);

    const second = await card(cardPath(post)).expect(200);
    expect((second.body as Buffer).equals(first.body as Buffer)).toBe(true);
    expect(second.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(second.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(await rows(post.id)).toEqual([recorded]);
    expect(cardPath(post)).toBe(`/social-cards/${post.id}.png?v=${recorded!.fingerprint}`);
  });

  it('answers an address whose version is not the current one, briefly cached', async () => {
    const post = await write({ title: 'Versions' });
    const response = await card(`/social-cards/${post.id}.png?v=0123456789abcdef`).expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('draws a new card when the title changes, and lets the old one go', async () => {
    const post = await write({ title: 'Before' });
    const before = (await card(cardPath(post)).expect(200)).body as Buffer;
    const [old] = await rows(post.id);
    const renamed = await edit(post.id, { title: 'After' });
    expect(cardPath(renamed)).not.toBe(cardPath(post));
    const after = (await card(cardPath(renamed)).expect(200)).body as Buffer;
    expect(after.equals(before)).toBe(false);
    const now = await rows(post.id);
    expect(now).toHaveLength(1);
    expect(now[0]!.fingerprint).not.toBe(old!.fingerprint);
    expect(await folio.app.get(Storage).exists(old!.storage_key)).toBe(false);
    expect(await folio.app.get(Storage).exists(now[0]!.storage_key)).toBe(true);
  });

  it('keeps a file two posts\' identical cards share while either still uses it', async () => {
    const date = '2026-02-01T09:00:00.000Z';
    const one = await write({ title: 'Twins', published_at: date });
    const two = await write({ title: 'Twins', published_at: date });
    await card(cardPath(one)).expect(200);
    await card(cardPath(two)).expect(200);
    const [[first], [second]] = await Promise.all([rows(one.id), rows(two.id)]);
    expect(first!.storage_key).toBe(second!.storage_key);
    const renamed = await edit(one.id, { title: 'No longer twins' });
    await card(cardPath(renamed)).expect(200);
    expect(await folio.app.get(Storage).exists(second!.storage_key)).toBe(true);
    expect((await card(cardPath(two)).expect(200)).headers['content-type']).toBe('image/png');
  });

  it('answers 404 for a draft, a scheduled post, an unknown id and anything but {id}.png', async () => {
    const draft = await write({ title: 'Not yet', status: 'draft' });
    const scheduled = await write({ title: 'Later', status: 'scheduled', published_at: new Date(Date.now() + 86_400_000).toISOString() });
    const published = await write({ title: 'Was out' });
    await edit(published.id, { status: 'draft' });
    for (const path of [
      `/social-cards/${draft.id}.png`,
      `/social-cards/${scheduled.id}.png`,
      `/social-cards/${published.id}.png`,
      '/social-cards/6f1c1c52-3f0e-4f3c-9a57-0c2a2d0b7a11.png',
      '/social-cards/not-a-uuid.png',
      `/social-cards/${draft.id}`,
      `/social-cards/${draft.id}.jpg`,
    ]) {
      await folio.http().get(path).expect(404);
    }
  });

  it('lays this site\'s own cover under the text, and never fetches another site\'s', async () => {
    const upload = await folio.http().post('/api/images/uploads/image').set(bearer()).attach('image', await images.jpeg(1200, 700), 'cover.jpg').expect(201);
    const covered = await write({ title: 'Covered', cover_image_url: upload.body.url });
    const plain = await write({ title: 'Covered', cover_image_url: 'http://127.0.0.1:9/cover.jpg' });
    const [withCover, withoutCover] = await Promise.all([card(cardPath(covered)).expect(200), card(cardPath(plain)).expect(200)]);
    const [dark, paper] = await Promise.all([meanColour(withCover.body as Buffer), meanColour(withoutCover.body as Buffer)]);
    // The paper card is light; the covered one is the photo under a dark shade.
    expect(paper.every((channel) => channel > 200)).toBe(true);
    expect(dark.every((channel) => channel < 150)).toBe(true);
  });

  it('draws a card without the cover when the cover file is gone', async () => {
    const upload = await folio.http().post('/api/images/uploads/image').set(bearer()).attach('image', await images.jpeg(800, 600), 'lost.jpg').expect(201);
    const post = await write({ title: 'Lost cover', cover_image_url: upload.body.url });
    await folio.app.get(Storage).delete(String(upload.body.url).replace('/uploads/', ''));
    const response = await card(cardPath(post)).expect(200);
    expect((await meanColour(response.body as Buffer)).every((channel) => channel > 200)).toBe(true);
  });

  it('keeps cards through the stored-files sweep, and lets the sweep take one no row uses', async () => {
    const post = await write({ title: 'Swept?' });
    await card(cardPath(post)).expect(200);
    const [kept] = await rows(post.id);
    const stray = (await folio.app.get(Storage).put(await images.pngGraphic(40, 40), 'png')).key;
    // Everything counts as old enough; the store holds uploads, so the sweep does remove files.
    await folio.app.get(StoredFiles).sweep(new Date(Date.now() + 60_000));
    expect(await folio.app.get(Storage).exists(kept!.storage_key)).toBe(true);
    expect(await folio.app.get(Storage).exists(stray)).toBe(false);
  });

  it('forgets a deleted post\'s cards', async () => {
    const post = await write({ title: 'Short-lived' });
    await card(cardPath(post)).expect(200);
    expect(await rows(post.id)).toHaveLength(1);
    await folio.http().delete(`/api/posts/${post.id}`).set(bearer()).expect(204);
    expect(await rows(post.id)).toEqual([]);
    await folio.http().get(`/social-cards/${post.id}.png`).expect(404);
  });

  it('draws a card in the background when a save plans one, and skips a post with its own image', async () => {
    const cards = folio.app.get(SocialCardsService);
    const post = await write({ title: 'Planned' });
    const own = await write({ title: 'Has its own image', og_image_url: 'https://images.example/own.png' });
    await Promise.all([cards.enqueue(post.id), cards.enqueue(own.id)]);
    expect(await eventually(async () => (await rows(post.id)).length === 1, 15_000)).toBe(true);
    const [stored] = await rows(post.id);
    expect(stored!.fingerprint).toBe(cardPath(post).split('v=')[1]);
    const done = async () =>
      (await db.query(`SELECT 1 FROM pgboss.job WHERE name = 'social-card' AND singleton_key = $1 AND state = 'completed'`, [own.id])).rows.length === 1;
    expect(await eventually(done, 15_000)).toBe(true);
    expect(await rows(own.id)).toEqual([]);
    // Asked for, the card the job drew is the one answered.
    await card(cardPath(post)).expect(200);
    expect(await rows(post.id)).toEqual([stored]);
  });

  it('plans the cards that published posts lack (at start, and daily)', async () => {
    const posts = [await write({ title: 'Backfilled one' }), await write({ title: 'Backfilled two' })];
    const draft = await write({ title: 'Backfill skips drafts', status: 'draft' });
    await folio.app.get(JobRunner).send(SOCIAL_CARDS_BACKFILL_QUEUE, {});
    const drawn = async () => (await Promise.all(posts.map((post) => rows(post.id)))).every((found) => found.length === 1);
    expect(await eventually(drawn, 20_000)).toBe(true);
    expect(await rows(draft.id)).toEqual([]);
  });

  it('is closed while Coming Soon is on', async () => {
    const post = await write({ title: 'Soon' });
    await folio.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: true }).expect(200);
    try {
      const response = await folio.http().get(cardPath(post)).expect(503);
      expect(response.headers['retry-after']).toBe('3600');
    } finally {
      await folio.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: false }).expect(200);
    }
  });
});

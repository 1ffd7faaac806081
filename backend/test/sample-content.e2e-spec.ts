import { afterAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { bearer, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, dropTestDatabase } from './support/test-database.js';
import { getFile } from './support/files.js';

const TAG_SET = ['community', 'insight', 'news', 'personal'];

describe('sample stories', () => {
  let databaseUrl: string;
  const apps: TestApp[] = [];
  const start = async () => {
    const app = await startTestApp({ databaseUrl, env: { SEED_SAMPLE_CONTENT: 'true' } });
    apps.push(app);
    return app;
  };

  afterAll(async () => {
    for (const app of apps) await app.close();
    await dropTestDatabase(databaseUrl);
  });

  it('fill an empty database on first start: 8 published posts with tags and real cover images', async () => {
    databaseUrl = await createTestDatabase();
    const folio = await start();
    const { body } = await folio.http().get('/api/posts?limit=20').expect(200);
    expect(body.total).toBe(8);
    for (const post of body.items) {
      expect(post.tags.length).toBeGreaterThan(0);
      for (const tag of post.tags) expect(TAG_SET).toContain(tag);
      expect(post.image_url).toMatch(/^\/uploads\/[a-f0-9]{64}\.webp$/);
      expect(post.image_alt).toEqual(expect.any(String));
      const cover = await getFile(folio, post.image_url);
      expect(cover.status).toBe(200);
      expect(cover.headers['cache-control']).toContain('immutable');
      const metadata = await sharp(cover.body as Buffer).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 1200, height: 630 });
    }
    const tags = new Set(body.items.flatMap((post: { tags: string[] }) => post.tags));
    expect([...tags].sort()).toEqual(TAG_SET);
  });

  it('are not added twice, nor again after the author deleted them all', async () => {
    const second = await start();
    expect((await second.http().get('/api/posts').expect(200)).body.total).toBe(8);
    const { body } = await second.http().get('/api/posts?limit=20').set(bearer()).expect(200);
    for (const post of body.items) await second.http().delete(`/api/posts/${post.id}`).set(bearer()).expect(204);
    const third = await start();
    expect((await third.http().get('/api/posts').expect(200)).body.total).toBe(0);
  });
});

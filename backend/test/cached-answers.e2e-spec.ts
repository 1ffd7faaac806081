import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import { temporaryFrontendBuild } from './support/frontend-build.js';
import { bearer, startTestApp, type TestApp } from './support/test-app.js';

const TEXT = Array.from({ length: 40 }, (_, index) => `Sentence ${index} of a story read twice.`).join(' ');

/**
 * A public read answered once is answered again before the framework runs (site/cached-answers.ts):
 * with the same bytes and every header it had the first time, and never where the first answer
 * would no longer hold (a token, Coming Soon, a write).
 */
describe('public reads answered again from what was sent', () => {
  let folio: TestApp;
  let base: string;
  const spa = temporaryFrontendBuild();
  let post: { id: string; slug: string };

  beforeAll(async () => {
    folio = await startTestApp({ env: { FRONTEND_DIST: spa.dir } });
    base = `http://127.0.0.1:${(folio.app.getHttpServer().address() as AddressInfo).port}`;
    post = (await folio.http().post('/api/posts').set(bearer()).send({ title: 'Read twice', content_text: TEXT }).expect(201)).body;
  });
  afterAll(async () => {
    await folio?.close();
    spa.remove();
  });

  const read = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
    const response = await fetch(`${base}${path}`, { method, headers });
    const body = Buffer.from(await response.arrayBuffer());
    const sent = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date' && name !== 'keep-alive'));
    return { status: response.status, headers: sent, body };
  };

  it.each([
    ['an article page', () => `/blog/${post.slug}`],
    ['a list page', () => '/stories?page=1'],
    ['a post by slug', () => `/api/posts/${post.slug}`],
    ['the list', () => '/api/posts?limit=20'],
    ['the feed', () => '/rss.xml'],
    ['the sitemap', () => '/sitemap.xml'],
  ])('sends %s again with the same bytes and every header it had', async (_label, path) => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const first = await read(path(), { 'Accept-Encoding': accept });
      const again = await read(path(), { 'Accept-Encoding': accept });
      expect(first.status).toBe(200);
      expect(again).toEqual(first);
      // The security headers are among them.
      expect(again.headers).toMatchObject({ 'content-security-policy': expect.any(String), 'x-content-type-options': 'nosniff' });
    }
    const head = await read(path(), {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const notModified = await read(path(), { 'If-None-Match': head.headers.etag });
    expect(notModified.status).toBe(304);
  });

  it('gives a token the admin its own answer, even for an address answered before', async () => {
    await read('/api/posts?limit=5');
    const admin = await read('/api/posts?limit=5', bearer());
    expect(admin.headers['cache-control']).toBe('private, no-store');
    expect(JSON.parse(admin.body.toString()).items[0]).toHaveProperty('content_text');
    const wrong = await read('/api/posts?limit=5', bearer('not-the-token'));
    expect(wrong.status).toBe(401);
  });

  it('stops the moment Coming Soon is switched on, and picks up again when it is off', async () => {
    const path = `/api/posts/${post.slug}`;
    await read(path);
    expect((await read(path)).status).toBe(200);
    await folio.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: true }).expect(200);
    try {
      expect((await read(path)).status).toBe(503);
      expect((await read('/rss.xml')).status).toBe(503);
      expect((await read(`/blog/${post.slug}`)).body.toString()).not.toContain('Read twice');
    } finally {
      await folio.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: false }).expect(200);
    }
    expect((await read(path)).status).toBe(200);
  });

  it('answers the new version after a write, and a deleted post no more', async () => {
    const path = `/api/posts/${post.slug}`;
    await read(path);
    await read(`/blog/${post.slug}`);
    await folio.http().patch(`/api/posts/${post.id}`).set(bearer()).send({ title: 'Read twice, edited' }).expect(200);
    expect(JSON.parse((await read(path)).body.toString()).title).toBe('Read twice, edited');
    expect((await read(`/blog/${post.slug}`)).body.toString()).toContain('Read twice, edited');
    await folio.http().delete(`/api/posts/${post.id}`).set(bearer()).expect(204);
    expect((await read(path)).status).toBe(404);
    expect((await read(`/blog/${post.slug}`)).status).toBe(404);
  });
});

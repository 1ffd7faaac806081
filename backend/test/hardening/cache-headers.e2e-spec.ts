import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { temporaryFrontendBuild } from '../support/frontend-build.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

/** What a browser or CDN may keep: never an answer the token decided, and a public one keyed by the token. */
describe('caching headers', () => {
  let folio: TestApp;
  // Pages are served from a miniature build: `npm test` builds only the backend.
  const spa = temporaryFrontendBuild();
  let post: { id: string; slug: string };

  beforeAll(async () => {
    folio = await startTestApp({ env: { FRONTEND_DIST: spa.dir } });
    post = (await folio.http().post('/api/posts').set(bearer()).send({ title: 'Kept or not', content_text: 'Text.' }).expect(201)).body;
  });
  afterAll(async () => {
    await folio.close();
    spa.remove();
  });

  it.each([
    ['the admin post by id', () => `/api/posts/${post.id}`],
    ['the admin list', () => '/api/posts'],
    ['the admin check', () => '/api/admin/health'],
    ['the image library', () => '/api/images'],
  ])('marks %s private, no-store', async (_label, path) => {
    const response = await folio.http().get(path()).set(bearer()).expect(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('marks a refused admin call no-store as well', async () => {
    const response = await folio.http().get('/api/admin/health').expect(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['the public list', () => '/api/posts'],
    ['a post by slug', () => `/api/posts/${post.slug}`],
  ])('makes %s vary on Authorization, and keeps it public', async (_label, path) => {
    const response = await folio.http().get(path()).expect(200);
    expect(response.headers.vary).toMatch(/\bAuthorization\b/i);
    expect(response.headers['cache-control'] ?? '').not.toMatch(/private|no-store/);
  });

  it('does not mark answers that no token changes', async () => {
    const settings = await folio.http().get('/api/compression/settings').expect(200);
    expect(settings.headers.vary ?? '').not.toMatch(/Authorization/i);
    const page = await folio.http().get(`/blog/${post.slug}`).expect(200);
    expect(page.headers.vary ?? '').not.toMatch(/Authorization/i);
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { temporaryFrontendBuild } from './support/frontend-build.js';
import { bearer, startTestApp, type TestApp } from './support/test-app.js';

const SITE_URL = 'https://notes.example.org';

describe('share links', () => {
  const build = temporaryFrontendBuild();
  let folio: TestApp;
  let draft: { id: string; slug: string };

  const tokenOf = (url: string) => url.slice(`${SITE_URL}/share/`.length);
  const share = async (postId: string, body: object = {}) => {
    const response = await folio.http().post(`/api/posts/${postId}/share-links`).set(bearer()).send(body);
    expect(response.status).toBe(201);
    return response.body as { id: string; url: string; expires_at: string | null; created_at: string; expired: boolean };
  };
  const opens = async (token: string) => {
    const [page, api] = await Promise.all([folio.http().get(`/share/${token}`), folio.http().get(`/api/share/${token}`)]);
    return { page, api };
  };

  beforeAll(async () => {
    folio = await startTestApp({ env: { FRONTEND_DIST: build.dir, SITE_URL } });
    draft = (
      await folio.http().post('/api/posts').set(bearer()).send({ title: 'A secret draft', content_text: 'Only for **friends**.', status: 'draft' }).expect(201)
    ).body;
  });

  afterAll(async () => {
    await folio.close();
    build.remove();
  });

  it('opens a draft as readers will see it, marked noindex and kept from every cache', async () => {
    const link = await share(draft.id);
    expect(link.url).toMatch(new RegExp(`^${SITE_URL}/share/[A-Za-z0-9_-]{32}$`));
    expect(link).toMatchObject({ expires_at: null, expired: false });
    const { page, api } = await opens(tokenOf(link.url));
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1 id="post-title">A secret draft</h1>');
    expect(page.text).toContain('<strong>friends</strong>');
    expect(page.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.text).not.toContain('rel="canonical"');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(api.status).toBe(200);
    expect(api.body).toMatchObject({ title: 'A secret draft', slug: draft.slug });
    expect(api.headers['x-robots-tag']).toBe('noindex, nofollow');
    // The draft itself stays private.
    await folio.http().get(`/api/posts/${draft.slug}`).expect(404);
    await folio.http().get(`/blog/${draft.slug}`).expect(404);
  });

  it('lists a post\'s links for the admin only, and stops a revoked one at once', async () => {
    const link = await share(draft.id);
    const token = tokenOf(link.url);
    expect((await opens(token)).page.status).toBe(200);
    await folio.http().get(`/api/posts/${draft.id}/share-links`).expect(401);
    const listed = await folio.http().get(`/api/posts/${draft.id}/share-links`).set(bearer()).expect(200);
    expect(listed.body.items.map((item: { id: string }) => item.id)).toContain(link.id);
    await folio.http().delete(`/api/posts/${draft.id}/share-links/${link.id}`).set(bearer()).expect(204);
    const { page, api } = await opens(token);
    expect(page.status).toBe(404);
    expect(page.text).not.toContain('A secret draft');
    expect(api.status).toBe(404);
    await folio.http().delete(`/api/posts/${draft.id}/share-links/${link.id}`).set(bearer()).expect(404);
  });

  it('stops an expired link, and refuses an expiry in the past', async () => {
    const link = await share(draft.id, { expires_at: new Date(Date.now() + 1500).toISOString() });
    expect((await opens(tokenOf(link.url))).api.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const { page, api } = await opens(tokenOf(link.url));
    expect([page.status, api.status]).toEqual([404, 404]);
    const listed = await folio.http().get(`/api/posts/${draft.id}/share-links`).set(bearer()).expect(200);
    expect(listed.body.items.find((item: { id: string }) => item.id === link.id)).toMatchObject({ expired: true });
    const past = await folio.http().post(`/api/posts/${draft.id}/share-links`).set(bearer()).send({ expires_at: '2020-01-01T00:00:00Z' });
    expect(past.status).toBe(400);
    expect(past.body.message).toMatch(/expires_at must be in the future/);
  });

  it('stops working when the post is deleted', async () => {
    const doomed = (await folio.http().post('/api/posts').set(bearer()).send({ title: 'Short-lived', content_text: 'x', status: 'draft' }).expect(201)).body;
    const link = await share(doomed.id);
    await folio.http().delete(`/api/posts/${doomed.id}`).set(bearer()).expect(204);
    const { page, api } = await opens(tokenOf(link.url));
    expect([page.status, api.status]).toEqual([404, 404]);
  });

  it('still opens during Coming Soon, when readers see nothing else', async () => {
    const link = await share(draft.id);
    await folio.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: true }).expect(200);
    try {
      await folio.http().get('/api/posts').expect(503);
      const { page, api } = await opens(tokenOf(link.url));
      expect([page.status, api.status]).toEqual([200, 200]);
      expect(page.text).toContain('A secret draft');
      expect(page.text).not.toContain('folio:coming-soon');
    } finally {
      await folio.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: false }).expect(200);
    }
  });

  it('answers guessed, malformed and hostile tokens with the same 404', async () => {
    const guesses = [randomBytes(24).toString('base64url'), 'short', 'A'.repeat(32), '..%2F..%2Fetc', '<script>', 'x'.repeat(5000)];
    for (const guess of guesses) {
      const { page, api } = await opens(encodeURIComponent(guess));
      expect([guess.slice(0, 20), page.status, api.status]).toEqual([guess.slice(0, 20), 404, 404]);
    }
  });

  it('refuses links to unknown posts and malformed ids', async () => {
    await folio.http().post('/api/posts/00000000-0000-4000-8000-000000000000/share-links').set(bearer()).send({}).expect(404);
    const bad = await folio.http().post('/api/posts/not-a-uuid/share-links').set(bearer()).send({});
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/id must be a UUID/);
    await folio.http().post(`/api/posts/${draft.id}/share-links`).send({}).expect(401);
  });
});

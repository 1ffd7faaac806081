import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import GhostAdminAPI from '@tryghost/admin-api';
import { createHmac } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import * as images from './support/image-factory.js';
import { makeTempDir, removeTempDir } from './support/temp-dir.js';
import { bearer, startTestApp, type TestApp } from './support/test-app.js';

/** Ghost's client throws an Error carrying the answer's first error's fields. */
type GhostClientError = Error & { type?: string; message: string };

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT as @tryghost/admin-api makes one, with `claims` over its defaults: for the refusals it never sends. */
function jwt(key: string, claims: Record<string, unknown> = {}, signWith?: Buffer): string {
  const [id, secret] = key.split(':') as [string, string];
  const now = Math.floor(Date.now() / 1000);
  const input = `${part({ alg: 'HS256', typ: 'JWT', kid: id })}.${part({ iat: now, exp: now + 300, aud: '/admin/', ...claims })}`;
  return `${input}.${createHmac('sha256', signWith ?? Buffer.from(secret, 'hex')).update(input).digest('base64url')}`;
}

describe('the Ghost Admin API, driven by @tryghost/admin-api', () => {
  let folio: TestApp;
  let db: pg.Client;
  let api: GhostAdminAPI;
  let key: string;
  let keyId: string;
  let imageFile: string;
  const files = makeTempDir('ghost-admin');

  const postCount = async () => Number((await db.query('SELECT count(*) FROM posts')).rows[0].count);
  const ghost = () => folio.http();
  const failure = async (call: Promise<unknown>) => {
    const error = (await call.then(() => undefined, (thrown: unknown) => thrown)) as GhostClientError | undefined;
    if (!error) throw new Error('the call succeeded');
    return error;
  };

  beforeAll(async () => {
    folio = await startTestApp();
    db = new pg.Client({ connectionString: folio.databaseUrl });
    await db.connect();
    const created = await folio.http().post('/api/api-keys').set(bearer()).send({ name: 'Ulysses' }).expect(201);
    key = created.body.ghost_admin_key;
    keyId = created.body.id;
    const { port } = folio.app.getHttpServer().address() as AddressInfo;
    api = new GhostAdminAPI({ url: `http://127.0.0.1:${port}`, key, version: 'v5.0' });
    imageFile = path.join(files, 'harbour.jpg');
    writeFileSync(imageFile, await images.jpeg(640, 480));
  });
  afterAll(async () => {
    await db.end();
    await folio.close();
    removeTempDir(files);
  });

  it('reads the site without a key, as apps do to check the address', async () => {
    const site = await api.site.read();
    expect(site).toMatchObject({ title: expect.any(String), url: `${folio.config.siteUrl}/`, version: expect.stringMatching(/^5\./) });
  });

  it('carries a whole publishing session: draft, image, edits (one stale), publish, browse, read, delete', async () => {
    const draft = await api.posts.add(
      { title: 'Harbour at dawn', html: '<p>The boats <strong>come in</strong> at six.</p>', tags: ['Sea', { name: 'Mornings' }], custom_excerpt: 'Boats' },
      { source: 'html' },
    );
    expect(draft).toMatchObject({ status: 'draft', slug: 'harbour-at-dawn', custom_excerpt: 'Boats' });
    expect((draft.tags as Array<{ name: string }>).map((tag) => tag.name)).toEqual(['Mornings', 'Sea']);
    const stored = await db.query('SELECT content_text, status FROM posts WHERE id = $1', [draft.id]);
    expect(stored.rows[0]).toEqual({ content_text: 'The boats **come in** at six.', status: 'draft' });

    const image = await api.images.upload({ file: imageFile, ref: 'harbour.jpg' });
    expect(image.ref).toBe('harbour.jpg');
    expect(image.url).toMatch(new RegExp(`^${folio.config.siteUrl}/uploads/[0-9a-f]+\\.(jpg|webp)$`));
    const served = await folio.http().get(new URL(image.url).pathname).expect(200);
    expect(served.headers['content-type']).toMatch(/^image\//);

    const edited = await api.posts.edit(
      { id: draft.id, updated_at: draft.updated_at, feature_image: image.url, html: `<p>The boats come in.</p><p><img src="${image.url}" alt="Harbour"></p>` },
      { source: 'html' },
    );
    expect(edited.feature_image).toBe(image.url);
    const cover = await db.query('SELECT cover_image_url, content_text FROM posts WHERE id = $1', [draft.id]);
    expect(cover.rows[0].cover_image_url).toBe(new URL(image.url).pathname);
    expect(cover.rows[0].content_text).toContain(`](${new URL(image.url).pathname})`);

    // The updated_at the app read before its last save is stale now: Ghost's 409, nothing written.
    const stale = await failure(api.posts.edit({ id: draft.id, updated_at: draft.updated_at, title: 'Overwritten' }));
    expect({ type: stale.type, message: stale.message }).toEqual({ type: 'UpdateCollisionError', message: 'Saving failed! Someone else is editing this post.' });
    expect((await api.posts.read({ id: draft.id })).title).toBe('Harbour at dawn');

    const published = await api.posts.edit({ id: draft.id, updated_at: edited.updated_at, status: 'published' });
    expect(published).toMatchObject({ status: 'published', published_at: expect.any(String), url: `${folio.config.siteUrl}/blog/harbour-at-dawn` });
    // Published through Folio's own posts service: visitors read it at once.
    await folio.http().get('/api/posts/harbour-at-dawn').expect(200);
    // Apps edit by sending back the whole post they read: only what changed changes, the Markdown stays as it was.
    const markdownBefore = (await db.query('SELECT content_text FROM posts WHERE id = $1', [draft.id])).rows[0].content_text;
    const renamed = await api.posts.edit({ ...(await api.posts.read({ id: draft.id })), title: 'Harbour at dawn, revised' });
    expect(renamed).toMatchObject({ title: 'Harbour at dawn, revised', slug: 'harbour-at-dawn', status: 'published', feature_image: image.url, custom_excerpt: 'Boats' });
    expect((await db.query('SELECT content_text FROM posts WHERE id = $1', [draft.id])).rows[0].content_text).toBe(markdownBefore);

    for (const title of ['Second draft', 'Third draft']) await api.posts.add({ title, markdown: `# ${title}\n\nText.` });
    const drafts = await api.posts.browse({ filter: 'status:draft', limit: 1, page: 2 });
    expect(drafts.meta.pagination).toEqual({ page: 2, limit: 1, pages: 2, total: 2, next: null, prev: 1 });
    expect(drafts.map((post) => post.title)).toEqual(['Second draft']);
    const onlyPublished = await api.posts.browse({ filter: 'status:published', fields: 'id,title' });
    expect(onlyPublished.map((post) => post)).toEqual([{ id: draft.id, title: 'Harbour at dawn, revised' }]);

    expect((await api.posts.read({ slug: 'harbour-at-dawn' })).id).toBe(draft.id);
    const tags = await api.tags.browse({ limit: 'all' });
    expect(tags.map((tag) => [tag.name, tag.slug])).toEqual([['Mornings', 'mornings'], ['Sea', 'sea']]);

    await api.posts.delete({ id: draft.id });
    const gone = await failure(api.posts.read({ id: draft.id }));
    expect(gone.type).toBe('NotFoundError');
    await folio.http().get('/api/posts/harbour-at-dawn').expect(404);
    expect((await db.query('SELECT id FROM posts WHERE id = $1', [draft.id])).rows).toEqual([]);
  });

  it('refuses bad tokens with Ghost\'s 401, changing nothing', async () => {
    const before = await postCount();
    const now = Math.floor(Date.now() / 1000);
    const attempts: Array<[string, string, RegExp]> = [
      ['expired', jwt(key, { iat: now - 400, exp: now - 100 }), /jwt expired/],
      ['future-dated', jwt(key, { iat: now + 3600, exp: now + 3900 }), /issued in the future/],
      ['long-lived', jwt(key, { exp: now + 86_400 }), /lifetime over 5 minutes/],
      ['wrongly signed', jwt(key, {}, Buffer.alloc(32, 1)), /invalid signature/],
      ['for another audience', jwt(key, { aud: '/content/' }), /audience invalid/],
      ['of an unknown key', jwt(`${'f'.repeat(24)}:${'0'.repeat(64)}`), /Unknown Admin API Key/],
    ];
    for (const [, token, message] of attempts) {
      const response = await ghost().post('/ghost/api/admin/posts/').set('Authorization', `Ghost ${token}`).send({ posts: [{ title: 'No', markdown: 'No.' }] });
      expect({ status: response.status, type: response.body.errors?.[0]?.type }).toEqual({ status: 401, type: 'UnauthorizedError' });
      expect(response.body.errors[0].message).toMatch(message);
    }
    const bearerInstead = await ghost().get('/ghost/api/admin/posts/').set(bearer());
    expect(bearerInstead.status).toBe(401);
    expect(bearerInstead.body.errors[0].message).toBe('Authorization header format is "Authorization: Ghost [token]"');
    expect(await postCount()).toBe(before);
  });

  it('answers what it does not support, and bad input, in Ghost\'s error shape, changing nothing', async () => {
    const before = await postCount();
    const members = await failure(api.members.browse());
    expect(members.type).toBe('NotImplementedError');
    const pages = await ghost().get('/ghost/api/admin/pages/').set('Authorization', `Ghost ${jwt(key)}`);
    expect(pages.status).toBe(501);
    expect(pages.headers['content-type']).toMatch(/^application\/json/);
    expect(pages.body.errors[0]).toMatchObject({ type: 'NotImplementedError', message: expect.stringContaining('GET /ghost/api/admin/pages/') });

    const unknownField = await failure(api.posts.add({ title: 'X', markdown: 'x', colour: 'red' }));
    expect({ type: unknownField.type, message: unknownField.message }).toEqual({
      type: 'ValidationError',
      message: 'Validation error, cannot save post. "colour" is not a field of a post',
    });
    const noBody = await failure(api.posts.add({ title: 'Empty' }));
    expect(noBody.type).toBe('ValidationError');
    const tooLong = await failure(api.posts.add({ title: 'x'.repeat(300), markdown: 'x' }));
    expect(tooLong).toMatchObject({ type: 'ValidationError', message: expect.stringContaining('title') });
    const noUpdatedAt = await failure(api.posts.edit({ id: '00000000-0000-4000-8000-000000000000', title: 'X' }));
    expect(noUpdatedAt.message).toMatch(/updated_at is required/);
    const badFilter = await failure(api.posts.browse({ filter: 'featured:true' }));
    expect(badFilter.type).toBe('ValidationError');
    const huge = await ghost()
      .post('/ghost/api/admin/posts/')
      .set('Authorization', `Ghost ${jwt(key)}`)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ posts: [{ title: 'Huge', markdown: 'x'.repeat(3 * 1024 * 1024) }] }));
    expect({ status: huge.status, type: huge.body.errors?.[0]?.type }).toEqual({ status: 413, type: 'RequestEntityTooLargeError' });
    const notAnImage = await ghost().post('/ghost/api/admin/images/upload/').set('Authorization', `Ghost ${jwt(key)}`).attach('file', images.textFile(), 'notes.jpg');
    expect({ status: notAnImage.status, type: notAnImage.body.errors?.[0]?.type }).toEqual({ status: 415, type: 'UnsupportedMediaTypeError' });
    expect(await postCount()).toBe(before);
  });

  it('answers an older app on its versioned path, and holds a key to its scopes', async () => {
    const { port } = folio.app.getHttpServer().address() as AddressInfo;
    const legacy = new GhostAdminAPI({ url: `http://127.0.0.1:${port}`, key, version: 'v3' });
    expect((await legacy.posts.browse({ limit: 1 })).meta.pagination.limit).toBe(1);
    const v3Token = await ghost().get('/ghost/api/v3/admin/posts/').set('Authorization', `Ghost ${jwt(key)}`);
    expect(v3Token.body.errors?.[0]?.message).toMatch(/audience invalid/);

    const readOnly = await folio.http().post('/api/api-keys').set(bearer()).send({ name: 'Drafts only', scopes: ['create'] }).expect(201);
    const drafter = new GhostAdminAPI({ url: `http://127.0.0.1:${port}`, key: readOnly.body.ghost_admin_key, version: 'v5.0' });
    const post = await drafter.posts.add({ title: 'Scoped', markdown: 'Text.' });
    const refused = await failure(drafter.posts.delete({ id: post.id }));
    expect({ type: refused.type, message: refused.message }).toEqual({
      type: 'NoPermissionError',
      message: 'The API key "Drafts only" may not delete posts: it lacks the delete scope',
    });
    expect((await api.posts.read({ id: post.id })).title).toBe('Scoped');
  });

  it('refuses a revoked key at once', async () => {
    const token = jwt(key);
    await ghost().get('/ghost/api/admin/posts/').set('Authorization', `Ghost ${token}`).expect(200);
    await folio.http().delete(`/api/api-keys/${keyId}`).set(bearer()).expect(204);
    const revoked = await ghost().get('/ghost/api/admin/posts/').set('Authorization', `Ghost ${token}`);
    expect({ status: revoked.status, message: revoked.body.errors?.[0]?.message }).toEqual({ status: 401, message: 'Unknown Admin API Key' });
  });
});

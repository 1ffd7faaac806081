import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { ChangeFeed } from '../src/database/change-feed.js';
import { RedirectsCache } from '../src/redirects/redirects-cache.js';
import { RedirectsRepository } from '../src/redirects/redirects.repository.js';
import { RedirectsService } from '../src/redirects/redirects.service.js';
import { eventually } from './support/eventually.js';
import { temporaryFrontendBuild } from './support/frontend-build.js';
import { bearer, startReplicas, startTestApp, type TestApp } from './support/test-app.js';

const SITE_URL = 'https://blog.example';

describe('redirects', () => {
  let folio: TestApp;
  const spa = temporaryFrontendBuild();

  const add = (body: object) => folio.http().post('/api/redirects').set(bearer()).send(body);
  const addOk = async (body: object) => (await add(body).expect(201)).body as { id: string; from: string; to: string };
  const writePost = async (body: object) => (await folio.http().post('/api/posts').set(bearer()).send(body).expect(201)).body as { id: string; slug: string };
  const rename = (id: string, slug: string) => folio.http().patch(`/api/posts/${id}`).set(bearer()).send({ slug }).expect(200);
  const location = async (path: string) => {
    const response = await folio.http().get(path);
    return response.status === 301 || response.status === 302 ? `${response.status} ${response.headers.location}` : response.status;
  };

  beforeAll(async () => {
    folio = await startTestApp({ env: { FRONTEND_DIST: spa.dir, SITE_URL } });
  });
  afterAll(async () => {
    await folio?.close();
    spa.remove();
  });

  describe('the admin API', () => {
    it('is the admin\'s only', async () => {
      await folio.http().get('/api/redirects').expect(401);
      await folio.http().post('/api/redirects').send({ from: '/a', to: '/b' }).expect(401);
    });

    it('adds a redirect, 301 by default, and answers it in the stored form', async () => {
      const created = await addOk({ from: '/2019/04/01/first-post/', to: '/blog/first-post' });
      expect(created).toEqual({
        id: expect.any(String),
        from: '/2019/04/01/first-post',
        to: '/blog/first-post',
        status: 301,
        source: 'manual',
        created_at: expect.any(String),
      });
    });

    const invalid: Array<[object, string]> = [
      [{ to: '/b' }, 'from must be a string'],
      [{ from: 'old', to: '/b' }, 'from must be a path starting with /'],
      [{ from: 'https://old.example/post', to: '/b' }, 'from must be a path on this site such as /old-post, not a URL'],
      [{ from: '/api/posts', to: '/b' }, 'from must not be under /api'],
      [{ from: '/uploads/a.jpg', to: '/b' }, 'from must not be under /uploads'],
      [{ from: '/assets/a.js', to: '/b' }, 'from must not be under /assets'],
      [{ from: '/', to: '/b' }, 'from must not be /: it is a page of this site'],
      [{ from: `/${'x'.repeat(2001)}`, to: '/b' }, 'from must be at most 2000 characters'],
      [{ from: '/a', to: 'b' }, 'to must be a path starting with / or an absolute http(s) URL'],
      [{ from: '/a', to: '//evil.example' }, 'to must be a path starting with / or an absolute http(s) URL'],
      [{ from: '/a', to: 'javascript:alert(1)' }, 'to must be an http(s) URL, not javascript:'],
      [{ from: '/a', to: '/b', status: 307 }, 'status must be 301 or 302'],
      [{ from: '/a', to: '/b', source: 'import' }, 'property source should not exist'],
    ];
    it.each(invalid.map(([body, message]) => [JSON.stringify(body).slice(0, 60), body, message] as const))('refuses %s with a 400 naming the problem', async (_label, body, message) => {
      const response = await add(body).expect(400);
      expect(JSON.stringify(response.body.message)).toContain(message);
    });

    it('refuses a loop, a chain either way and a loop through redirects already there', async () => {
      const refused = async (body: object) => (await add(body).expect(400)).body.message as string;
      expect(await refused({ from: '/same', to: '/same/' })).toBe('from and to are the same address (/same): the redirect would loop');
      expect(await refused({ from: '/same', to: `${SITE_URL}/same` })).toContain('would loop');
      await addOk({ from: '/chain-b', to: '/chain-c' });
      expect(await refused({ from: '/chain-a', to: '/chain-b' })).toBe(
        '/chain-b already redirects to /chain-c (redirect from /chain-b): point /chain-a straight at /chain-c, since chains of redirects are not allowed',
      );
      expect(await refused({ from: '/chain-c', to: '/chain-d' })).toBe(
        'the redirect /chain-b → /chain-c leads to /chain-c: a redirect from /chain-c would make a chain (change /chain-b to lead to /chain-d instead)',
      );
      expect(await refused({ from: '/chain-c', to: '/chain-b' })).toBe('/chain-c → /chain-b would loop with the redirect /chain-b → /chain-c');
    });

    it('lets only one of two writes that would make a chain together through', async () => {
      const statuses = await Promise.all([add({ from: '/race-a', to: '/race-b' }), add({ from: '/race-b', to: '/race-c' })]);
      expect(statuses.map((response) => response.status).sort()).toEqual([201, 400]);
    });

    it('answers 409 naming a from already there, however it is spelled', async () => {
      await addOk({ from: '/taken', to: '/blog/one' });
      for (const from of ['/taken', '/taken/']) {
        const response = await add({ from, to: '/blog/two' }).expect(409);
        expect(response.body.message).toBe('a redirect from /taken already exists (to /blog/one)');
      }
      expect((await add({ from: '/taken', to: '/blog/one' }).expect(409)).body.message).toBe('A redirect from /taken already exists');
    });

    it('refuses the address of a published post, which it would hide, but not a draft\'s', async () => {
      await writePost({ title: 'Live here', content_text: 'Text.' });
      const refused = await add({ from: '/blog/live-here/', to: '/blog/elsewhere' }).expect(400);
      expect(refused.body.message).toBe('/blog/live-here is the address of the published post "Live here": a redirect from it would hide the post');
      await add({ from: '/stories/live-here', to: '/blog/elsewhere' }).expect(400);
      await writePost({ title: 'Not yet', content_text: 'Text.', status: 'draft' });
      await addOk({ from: '/blog/not-yet', to: '/blog/live-here' });
    });

    it('lists newest first, searches from and to in any case, pages', async () => {
      await addOk({ from: '/Search-Me', to: 'https://elsewhere.example/x' });
      await addOk({ from: '/other', to: '/blog/SEARCH-me-too' });
      const all = (await folio.http().get('/api/redirects').set(bearer()).expect(200)).body;
      expect(all.items[0].from).toBe('/other');
      expect(all).toMatchObject({ page: 1, limit: 20 });
      const found = (await folio.http().get('/api/redirects?q=search-me').set(bearer()).expect(200)).body;
      expect(found.items.map((item: { from: string }) => item.from)).toEqual(['/other', '/Search-Me']);
      expect(found.total).toBe(2);
      const second = (await folio.http().get('/api/redirects?q=search&limit=1&page=2').set(bearer()).expect(200)).body;
      expect(second).toMatchObject({ total: 2, page: 2, limit: 1, items: [{ from: '/Search-Me' }] });
      expect((await folio.http().get('/api/redirects?q=100%25_').set(bearer()).expect(200)).body.total).toBe(0);
      await folio.http().get('/api/redirects?limit=101').set(bearer()).expect(400);
    });

    it('deletes: 204, then 404; 400 for an id that is not a UUID', async () => {
      const created = await addOk({ from: '/to-delete', to: '/blog/x' });
      expect(await location('/to-delete')).toBe('301 /blog/x');
      await folio.http().delete(`/api/redirects/${created.id}`).set(bearer()).expect(204);
      expect(await location('/to-delete')).toBe(404);
      const missing = await folio.http().delete(`/api/redirects/${created.id}`).set(bearer()).expect(404);
      expect(missing.body.message).toBe(`No redirect has the id ${created.id}`);
      expect((await folio.http().delete('/api/redirects/not-a-uuid').set(bearer()).expect(400)).body.message).toBe('id must be a UUID');
    });
  });

  describe('answers', () => {
    it('sends 301 with the target, for the path with or without a trailing slash and with any query', async () => {
      await addOk({ from: '/old-address', to: '/blog/new-address' });
      for (const path of ['/old-address', '/old-address/', '/old-address?utm_source=feed']) {
        const response = await folio.http().get(path).expect(301);
        expect(response.headers.location).toBe('/blog/new-address');
        expect(response.headers['cache-control']).toBe('public, max-age=3600');
      }
      await folio.http().head('/old-address/').expect(301).expect('Location', '/blog/new-address');
      // Only reads are redirected.
      expect((await folio.http().post('/old-address')).status).not.toBe(301);
    });

    it('sends 302 when asked, to an absolute URL as given', async () => {
      await addOk({ from: '/for-now', to: 'https://elsewhere.example/page?a=1', status: 302 });
      const response = await folio.http().get('/for-now').expect(302);
      expect(response.headers.location).toBe('https://elsewhere.example/page?a=1');
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('matches a from with a query on that query only, whatever other parameters come along', async () => {
      await addOk({ from: '/?p=12', to: '/blog/twelve' });
      await addOk({ from: '/archives/?page_id=5', to: '/blog/five' });
      expect(await location('/?p=12')).toBe('301 /blog/twelve');
      expect(await location('/?utm_source=x&p=12')).toBe('301 /blog/twelve');
      expect(await location('/archives?page_id=5')).toBe('301 /blog/five');
      expect(await location('/?p=13')).toBe(200);
      expect(await location('/archives')).toBe(404);
    });

    it('matches percent-encoded addresses whatever the case of their escapes', async () => {
      await addOk({ from: '/café-crème', to: '/blog/cafe-creme' });
      expect(await location('/caf%C3%A9-cr%C3%A8me/')).toBe('301 /blog/cafe-creme');
      expect(await location('/caf%c3%a9-cr%c3%a8me')).toBe('301 /blog/cafe-creme');
    });

    it('never redirects under /api, /uploads or /assets, even a row written past the API', async () => {
      await folio.app.get(DataSource).query(
        `INSERT INTO redirects (from_path, to_target, status, source) VALUES ('/api/posts', '/x', 301, 'manual'), ('/assets/index-abc123.js', '/x', 301, 'manual')`,
      );
      await folio.app.get(RedirectsCache).changed();
      await folio.http().get('/api/posts').expect(200);
      await folio.http().get('/assets/index-abc123.js').expect(200);
      await folio.app.get(DataSource).query(`DELETE FROM redirects WHERE to_target = '/x'`);
      await folio.app.get(RedirectsCache).changed();
    });

    it('wins over an answer recorded before it was added', async () => {
      const path = '/?p=77';
      for (let read = 0; read < 3; read++) expect(await location(path)).toBe(200);
      await addOk({ from: path, to: '/blog/seventy-seven' });
      expect(await location(path)).toBe('301 /blog/seventy-seven');
    });
  });

  describe('posts that move', () => {
    const redirectsTo = async (path: string) => {
      const list = (await folio.http().get(`/api/redirects?limit=100&q=${encodeURIComponent(path)}`).set(bearer()).expect(200)).body;
      return list.items.filter((item: { to: string }) => item.to === path).map((item: { from: string; source: string }) => `${item.from} (${item.source})`).sort();
    };

    it('leaves a 301 from each old address of a published post to the new one', async () => {
      const post = await writePost({ title: 'Moving day', content_text: 'Boxes.' });
      await rename(post.id, 'moved-day');
      expect(await location('/blog/moving-day')).toBe('301 /blog/moved-day');
      expect(await location('/stories/moving-day/')).toBe('301 /stories/moved-day');
      expect(await location('/blog/moved-day')).toBe(200);
      expect(await redirectsTo('/blog/moved-day')).toEqual(['/blog/moving-day (slug-change)']);
    });

    it('keeps no chain when a post moves again, and no loop when it moves back', async () => {
      const post = await writePost({ title: 'Wanderer', content_text: 'Roaming.' });
      await addOk({ from: '/old-home-of-wanderer', to: '/blog/wanderer' });
      await rename(post.id, 'wanderer-two');
      await rename(post.id, 'wanderer-three');
      expect(await location('/blog/wanderer')).toBe('301 /blog/wanderer-three');
      expect(await location('/blog/wanderer-two')).toBe('301 /blog/wanderer-three');
      expect(await location('/old-home-of-wanderer')).toBe('301 /blog/wanderer-three');

      await rename(post.id, 'wanderer');
      expect(await location('/blog/wanderer')).toBe(200);
      expect(await location('/blog/wanderer-three')).toBe('301 /blog/wanderer');
      expect(await location('/blog/wanderer-two')).toBe('301 /blog/wanderer');
      expect(await location('/old-home-of-wanderer')).toBe('301 /blog/wanderer');
      expect(await redirectsTo('/blog/wanderer-three')).toEqual([]);
    });

    it('leaves nothing behind a draft, and frees an address a post is published at', async () => {
      const draft = await writePost({ title: 'Drafty', content_text: 'Wip.', status: 'draft' });
      await rename(draft.id, 'drafty-two');
      expect(await location('/blog/drafty')).toBe(404);
      await addOk({ from: '/blog/drafty-two', to: '/blog/somewhere' });
      await folio.http().patch(`/api/posts/${draft.id}`).set(bearer()).send({ status: 'published' }).expect(200);
      expect(await location('/blog/drafty-two')).toBe(200);
    });

    it('turns every redirect that led to a deleted post into 410 Gone, never a 301 to a 404, and back when a post is published there again', async () => {
      const post = await writePost({ title: 'Short lived', content_text: 'Soon gone.' });
      await addOk({ from: '/2019/short-lived', to: '/blog/short-lived' });
      await addOk({ from: '/?p=7707', to: 'https://blog.example/stories/short-lived/#top' });
      await addOk({ from: '/elsewhere-old', to: '/blog/a-post-that-stays' });
      const moved = await writePost({ title: 'Moved then gone', content_text: 'Twice.' });
      await rename(moved.id, 'moved-then-gone-2');
      const unpublished = await writePost({ title: 'Resting', content_text: 'Back soon.' });
      await addOk({ from: '/resting-old', to: '/blog/resting' });
      await folio.http().patch(`/api/posts/${unpublished.id}`).set(bearer()).send({ status: 'draft' }).expect(200);

      await folio.http().delete(`/api/posts/${post.id}`).set(bearer()).expect(204);
      await folio.http().delete(`/api/posts/${moved.id}`).set(bearer()).expect(204);
      for (const path of ['/2019/short-lived', '/?p=7707', '/blog/moved-then-gone', '/stories/moved-then-gone/']) {
        const gone = await folio.http().get(path).expect(410);
        expect(gone.headers.location).toBeUndefined();
        expect(gone.text).toContain('Gone');
      }
      expect(await location('/blog/short-lived')).toBe(404);
      expect(await location('/elsewhere-old')).toBe('301 /blog/a-post-that-stays');
      // An unpublished post may come back: what leads to it is left alone.
      expect(await location('/resting-old')).toBe('301 /blog/resting');
      const listed = (await folio.http().get('/api/redirects?q=short-lived').set(bearer()).expect(200)).body.items as Array<{ status: number }>;
      expect(listed.map((item) => item.status)).toEqual([410, 410]);
      // Nothing may lead to a gone address: that would be a chain to a 410.
      const chained = await add({ from: '/older-still', to: '/2019/short-lived' }).expect(400);
      expect(chained.body.message).toContain('/2019/short-lived is gone');

      await writePost({ title: 'Short lived', content_text: 'Back after all.' });
      expect(await location('/2019/short-lived')).toBe('301 /blog/short-lived');
      expect(await location('/?p=7707')).toBe('301 https://blog.example/stories/short-lived/#top');
    });
  });

  describe('addMany, for the importer', () => {
    it('reports without writing on a dry run, adds once, then skips what is already there silently', async () => {
      const service = folio.app.get(RedirectsService);
      const list = [
        { from: '/import/one/', to: '/blog/one' },
        { from: '/?p=101', to: '/blog/one', status: 302 as const },
        { from: 'https://old.example/x', to: '/blog/x' },
        { from: '/import/two', to: '/import/one' },
        { from: '/import/one', to: '/blog/other' },
        { from: '/blog/live-here', to: '/blog/x' },
        { from: '/taken', to: '/blog/elsewhere' },
      ];
      const expected = {
        added: 2,
        skipped: [
          { from: 'https://old.example/x', reason: expect.stringContaining('from must be a path on this site') },
          { from: '/import/two', reason: expect.stringContaining('chains of redirects are not allowed') },
          { from: '/import/one', reason: 'a redirect from /import/one already exists (to /blog/one)' },
          { from: '/blog/live-here', reason: expect.stringContaining('is the address of the published post') },
          { from: '/taken', reason: 'a redirect from /taken already exists (to /blog/one)' },
        ],
      };
      expect(await service.addMany(list, { dryRun: true, source: 'import' })).toEqual(expected);
      expect(await location('/import/one')).toBe(404);
      expect(await service.addMany(list, { dryRun: false, source: 'import' })).toEqual(expected);
      expect(await location('/import/one')).toBe('301 /blog/one');
      expect(await location('/?p=101')).toBe('302 /blog/one');
      expect(await service.addMany(list, { dryRun: false, source: 'import' })).toEqual({ added: 0, skipped: expected.skipped });
      const exported = await service.list();
      expect(exported).toContainEqual({ from: '/import/one', to: '/blog/one', status: 301 });
      expect(exported.map((rule) => rule.from)).toEqual([...exported.map((rule) => rule.from)].sort());
    });
  });

  describe('a table too large to hold', () => {
    it('is looked up address by address, and still sees every change', async () => {
      const cache = new RedirectsCache(folio.app.get(RedirectsRepository), folio.app.get(ChangeFeed), folio.config, { tableBytes: 100, lookupBytes: 10_000 });
      try {
        await addOk({ from: '/looked-up', to: '/blog/looked-up' });
        const found = cache.find('/looked-up/');
        expect(found).toBeInstanceOf(Promise);
        expect((await found)?.to).toBe('/blog/looked-up');
        expect(cache.holdsTable).toBe(false);
        expect(await cache.find('/not-there')).toBeUndefined();
        await addOk({ from: '/not-there', to: '/blog/now-there' });
        expect((await cache.find('/not-there'))?.to).toBe('/blog/now-there');
      } finally {
        cache.onModuleDestroy();
      }
    });
  });
});

describe('redirects across replicas', () => {
  let first: TestApp;
  let second: TestApp;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ first, second, close } = await startReplicas());
  });
  afterAll(() => close());

  it('are answered by every replica soon after one adds or deletes them', async () => {
    await second.http().get('/moved-elsewhere').expect(404);
    const created = (await first.http().post('/api/redirects').set(bearer()).send({ from: '/moved-elsewhere', to: '/blog/here' }).expect(201)).body;
    expect(await eventually(async () => (await second.http().get('/moved-elsewhere')).status === 301, 1_000)).toBe(true);
    await first.http().delete(`/api/redirects/${created.id}`).set(bearer()).expect(204);
    expect(await eventually(async () => (await second.http().get('/moved-elsewhere')).status === 404, 1_000)).toBe(true);
  });

  it('follow a post that moved on another replica', async () => {
    const post = (await first.http().post('/api/posts').set(bearer()).send({ title: 'Roamer', content_text: 'Here.' }).expect(201)).body;
    await first.http().patch(`/api/posts/${post.id}`).set(bearer()).send({ slug: 'roamer-two' }).expect(200);
    expect(await eventually(async () => (await second.http().get('/blog/roamer')).headers.location === '/blog/roamer-two', 1_000)).toBe(true);
  });
});

describe('an app started on a database that already has redirects', () => {
  it('answers them from the first request', async () => {
    const folio = await startTestApp();
    try {
      await folio.http().post('/api/redirects').set(bearer()).send({ from: '/early', to: '/blog/early' }).expect(201);
      const again = await startTestApp({ databaseUrl: folio.databaseUrl });
      try {
        await again.http().get('/early').expect(301).expect('Location', '/blog/early');
      } finally {
        await again.close();
      }
    } finally {
      await folio.close();
    }
  });
});

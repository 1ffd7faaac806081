import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { IMPORT_FIXTURES } from './support/import-archives.js';
import { runImport } from './support/import-runs.js';
import { bearer, startTestApp, type TestApp } from './support/test-app.js';

interface RevisionSummary {
  id: string;
  created_at: string;
  updated_at: string;
  autosave: boolean;
  title: string;
  status: string;
  words: number;
  chars: number;
}

interface Revision extends RevisionSummary {
  post_id: string;
  slug: string;
  content_text: string;
  excerpt: string | null;
  published_at: string | null;
  type: string;
  cover_image_url: string | null;
  cover_image_alt: string | null;
  tags: string[];
  meta_title: string | null;
  meta_description: string | null;
  canonical_url: string | null;
  noindex: boolean;
  og_image_url: string | null;
}

interface Post {
  id: string;
  title: string;
  slug: string;
  status: string;
  content_text: string;
  excerpt: string;
  tags: string[];
  published_at: string | null;
  version: number;
  [field: string]: unknown;
}

const MISSING = '00000000-0000-4000-8000-000000000000';

/** Everything a revision keeps, as the first save writes it. */
const FIRST = {
  title: 'Tide tables',
  content_text: 'The tide turns twice a day.\n\nWe walked out at **low water**.',
  excerpt: 'Low water walks.',
  tags: ['Sea', 'walks'],
  cover_image_url: 'https://images.example/tide.jpg',
  cover_image_alt: 'Wet sand at low tide',
  status: 'published',
  published_at: '2026-01-05T08:00:00.000Z',
  meta_title: 'Tide tables, read',
  meta_description: 'How to read a tide table.',
  canonical_url: 'https://elsewhere.example/tide-tables',
  noindex: true,
  og_image_url: 'https://images.example/tide-card.jpg',
};

/** Every field changed. */
const SECOND = {
  title: 'Harbour lights',
  content_text: 'Lights came on along the quay one by one.',
  excerpt: null,
  tags: ['harbour'],
  cover_image_url: null,
  cover_image_alt: null,
  published_at: '2026-02-01T09:30:00.000Z',
  meta_title: null,
  meta_description: null,
  canonical_url: null,
  noindex: false,
  og_image_url: null,
};

describe('revisions', () => {
  let folio: TestApp;
  let db: pg.Client;

  const writePost = async (body: object) => (await folio.http().post('/api/posts').set(bearer()).send(body).expect(201)).body as Post;
  const patch = async (id: string, body: object) => (await folio.http().patch(`/api/posts/${id}`).set(bearer()).send(body).expect(200)).body as Post;
  const revisionsOf = async (id: string, app = folio) => (await app.http().get(`/api/posts/${id}/revisions`).set(bearer()).expect(200)).body as { items: RevisionSummary[]; total: number };
  const revision = async (id: string, revisionId: string) => (await folio.http().get(`/api/posts/${id}/revisions/${revisionId}`).set(bearer()).expect(200)).body as Revision;
  const restore = (id: string, revisionId: string) => folio.http().post(`/api/posts/${id}/revisions/${revisionId}/restore`).set(bearer());
  /** Moves every revision of the post `minutes` back in time, as if its saves had been made that much earlier. */
  const age = (postId: string, minutes: number) =>
    db.query(`UPDATE post_revisions SET created_at = created_at - make_interval(mins => $2) WHERE post_id = $1`, [postId, minutes]);

  beforeAll(async () => {
    folio = await startTestApp();
    db = new pg.Client({ connectionString: folio.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await folio?.close();
  });

  describe('saves keep revisions', () => {
    it('keeps the whole post at its create and at each PATCH, newest first, the list without the Markdown', async () => {
      const post = await writePost(FIRST);
      const first = await revisionsOf(post.id);
      expect(first.total).toBe(1);
      expect(first.items).toEqual([
        { id: expect.any(String), created_at: expect.any(String), updated_at: expect.any(String), autosave: false, title: FIRST.title, status: 'published', words: 12, chars: FIRST.content_text.length },
      ]);
      expect(first.items[0]).not.toHaveProperty('content_text');

      await patch(post.id, SECOND);
      const { items, total } = await revisionsOf(post.id);
      expect(total).toBe(2);
      expect(items.map((item) => item.title)).toEqual([SECOND.title, FIRST.title]);
      expect(Date.parse(items[0]!.created_at)).toBeGreaterThan(Date.parse(items[1]!.created_at));

      expect(await revision(post.id, items[1]!.id)).toEqual({
        ...FIRST,
        tags: ['Sea', 'walks'],
        id: items[1]!.id,
        post_id: post.id,
        slug: 'tide-tables',
        type: 'post',
        autosave: false,
        created_at: items[1]!.created_at,
        updated_at: items[1]!.updated_at,
        words: 12,
        chars: FIRST.content_text.length,
      });
      // An excerpt made from the text is kept as null: a restore makes it again from the text restored.
      expect(await revision(post.id, items[0]!.id)).toMatchObject({ ...SECOND, excerpt: null, status: 'published', slug: 'tide-tables', words: 9 });
    });

    it('keeps a revision of a save that changes nothing, and of a draft, scheduled post or page', async () => {
      const future = new Date(Date.now() + 86_400_000).toISOString();
      const post = await writePost({ title: 'Plans', content_text: 'Soon.', status: 'scheduled', published_at: future, type: 'page' });
      await patch(post.id, {});
      await patch(post.id, { status: 'draft' });
      const { items } = await revisionsOf(post.id);
      expect(items.map((item) => item.status)).toEqual(['draft', 'scheduled', 'scheduled']);
      expect(await revision(post.id, items[2]!.id)).toMatchObject({ type: 'page', status: 'scheduled', published_at: future });
    });

    it('counts the words of the Markdown as runs of non-space characters', async () => {
      const post = await writePost({ title: 'Counting', content_text: '# One\n\ttwo  three\n\nfour — five' });
      expect((await revisionsOf(post.id)).items[0]).toMatchObject({ words: 7, chars: 30 });
    });

    it('keeps no revision of a save that failed', async () => {
      const post = await writePost({ title: 'Refused', content_text: 'Text.' });
      await folio.http().patch(`/api/posts/${post.id}`).set(bearer()).set('If-Match', '"99"').send({ title: 'Lost' }).expect(412);
      await folio.http().patch(`/api/posts/${post.id}`).set(bearer()).send({ status: 'scheduled' }).expect(400);
      expect((await revisionsOf(post.id)).total).toBe(1);
    });
  });

  describe('autosaves', () => {
    it('collapses a run of autosaves within 10 minutes into one revision, moved on by each', async () => {
      const post = await writePost({ title: 'Drafting', content_text: 'One.' });
      await patch(post.id, { content_text: 'One. Two.', autosave: true });
      const [run] = (await revisionsOf(post.id)).items;
      expect(run).toMatchObject({ autosave: true, words: 2 });
      await new Promise((resolve) => setTimeout(resolve, 20));
      await patch(post.id, { content_text: 'One. Two. Three.', autosave: true });
      await patch(post.id, { title: 'Drafting on', autosave: true });
      const { items, total } = await revisionsOf(post.id);
      expect(total).toBe(2);
      expect(items[0]).toMatchObject({ id: run!.id, created_at: run!.created_at, autosave: true, title: 'Drafting on', words: 3 });
      expect(Date.parse(items[0]!.updated_at)).toBeGreaterThan(Date.parse(run!.updated_at));
      expect((await revision(post.id, run!.id)).content_text).toBe('One. Two. Three.');
    });

    it('starts a new revision once the run began 10 minutes ago', async () => {
      const post = await writePost({ title: 'Long session', content_text: 'Start.' });
      await patch(post.id, { content_text: 'Start. More.', autosave: true });
      const [run] = (await revisionsOf(post.id)).items;
      await age(post.id, 9);
      await patch(post.id, { content_text: 'Start. More. Again.', autosave: true });
      expect((await revisionsOf(post.id)).total).toBe(2);
      await age(post.id, 1);
      await patch(post.id, { content_text: 'Start. More. Again. Later.', autosave: true });
      const { items } = await revisionsOf(post.id);
      expect(items.map((item) => [item.autosave, item.words])).toEqual([[true, 4], [true, 3], [false, 1]]);
      expect(items[1]!.id).toBe(run!.id);
    });

    it('never collapses deliberate saves, and starts a new run after one', async () => {
      const post = await writePost({ title: 'Deliberate', content_text: 'A.', autosave: true });
      await patch(post.id, { content_text: 'A. B.' });
      await patch(post.id, { content_text: 'A. B. C.', autosave: false });
      await patch(post.id, { content_text: 'A. B. C. D.', autosave: true });
      await patch(post.id, { content_text: 'A. B. C. D. E.', autosave: true });
      await patch(post.id, { content_text: 'A. B. C. D. E. F.' });
      const { items } = await revisionsOf(post.id);
      expect(items.map((item) => [item.autosave, item.words])).toEqual([[false, 6], [true, 5], [false, 3], [false, 2], [true, 1]]);
    });

    it('keeps one revision for autosaves of one post sent at once (saves of a post take turns)', async () => {
      const post = await writePost({ title: 'At once', content_text: 'Base.' });
      await Promise.all([1, 2, 3, 4, 5].map((n) => patch(post.id, { content_text: `Base. ${'word '.repeat(n)}`, autosave: true })));
      const { items } = await revisionsOf(post.id);
      expect(items.map((item) => item.autosave)).toEqual([true, false]);
      const current = (await folio.http().get(`/api/posts/${post.id}`).set(bearer()).expect(200)).body as Post;
      expect((await revision(post.id, items[0]!.id)).content_text).toBe(current.content_text);
    });

    it('refuses an autosave flag that is not a boolean', async () => {
      const post = await writePost({ title: 'Flag', content_text: 'Text.' });
      const response = await folio.http().patch(`/api/posts/${post.id}`).set(bearer()).send({ autosave: 'yes' }).expect(400);
      expect(response.body.message).toEqual(['autosave must be a boolean value']);
    });
  });

  describe('restore', () => {
    it('brings back title, text, excerpt, tags, cover and search fields (not the date), as a new revision, and readers see it', async () => {
      const post = await writePost(FIRST);
      await patch(post.id, SECOND);
      const [, original] = (await revisionsOf(post.id)).items;

      const response = await restore(post.id, original!.id).expect(200);
      const restored = response.body as Post;
      expect(restored).toMatchObject({
        ...FIRST,
        published_at: SECOND.published_at,
        tags: ['Sea', 'walks'],
        excerpt: 'Low water walks.',
        slug: post.slug,
      });
      expect(restored.content).toContain('<strong>low water</strong>');
      expect(response.headers.etag).toMatch(new RegExp(`^"${restored.version}(-\\w+)?"$`));

      const { items } = await revisionsOf(post.id);
      expect(items.map((item) => [item.title, item.autosave])).toEqual([
        [FIRST.title, false],
        [SECOND.title, false],
        [FIRST.title, false],
      ]);
      const again = await revision(post.id, items[0]!.id);
      const { id: _id, created_at: _c, updated_at: _u, ...snapshot } = again;
      const { id: _oid, created_at: _oc, updated_at: _ou, ...originalSnapshot } = await revision(post.id, original!.id);
      // The writing as it was, the date as it is now.
      expect(snapshot).toEqual({ ...originalSnapshot, published_at: SECOND.published_at });

      const publicPost = (await folio.http().get(`/api/posts/${post.slug}`).expect(200)).body as Post;
      expect(publicPost).toMatchObject({ title: FIRST.title, excerpt: 'Low water walks.', tags: ['Sea', 'walks'] });
      expect(publicPost.content).toContain('<strong>low water</strong>');
    });

    it('brings an automatic excerpt back to one made from the restored text', async () => {
      const post = await writePost({ title: 'Excerpts', content_text: 'The first text of all.' });
      await patch(post.id, { content_text: 'A second text.', excerpt: 'Written by hand.' });
      const [, first] = (await revisionsOf(post.id)).items;
      const restored = (await restore(post.id, first!.id).expect(200)).body as Post;
      expect(restored.excerpt).toBe('The first text of all.');
    });

    it('keeps a published post live at its address and date when restoring a version from its draft days', async () => {
      const post = await writePost({ title: 'Early title', content_text: 'Draft text.', status: 'draft' });
      await patch(post.id, { title: 'Final title', content_text: 'Final text.', status: 'published', published_at: '2026-01-05T08:00:00.000Z', slug: 'final' });
      const [, draftDays] = (await revisionsOf(post.id)).items;
      const restored = (await restore(post.id, draftDays!.id).expect(200)).body as Post;
      expect(restored).toMatchObject({ status: 'published', published_at: '2026-01-05T08:00:00.000Z', slug: 'final', title: 'Early title', content_text: 'Draft text.' });
      expect((await folio.http().get('/api/posts/final').expect(200)).body.title).toBe('Early title');
    });

    it('keeps a scheduled post scheduled at its time when restoring a published version, and a page a page', async () => {
      const soon = new Date(Date.now() + 3_600_000).toISOString();
      const post = await writePost({ title: 'Then', content_text: 'Then.' });
      await patch(post.id, { content_text: 'Now.', status: 'scheduled', published_at: soon, type: 'page' });
      const [, published] = (await revisionsOf(post.id)).items;
      const restored = (await restore(post.id, published!.id).expect(200)).body as Post;
      expect(restored).toMatchObject({ status: 'scheduled', published_at: soon, type: 'page', content_text: 'Then.' });
      await folio.http().get(`/api/posts/${post.slug}`).expect(404);
    });
  });

  describe('the API', () => {
    it('is the admin\'s only', async () => {
      const post = await writePost({ title: 'Private', content_text: 'Text.' });
      const [first] = (await revisionsOf(post.id)).items;
      await folio.http().get(`/api/posts/${post.id}/revisions`).expect(401);
      await folio.http().get(`/api/posts/${post.id}/revisions/${first!.id}`).expect(401);
      await folio.http().post(`/api/posts/${post.id}/revisions/${first!.id}/restore`).expect(401);
      await folio.http().get(`/api/posts/${post.id}/revisions`).set(bearer('wrong-token-0123456789abcdef')).expect(401);
    });

    it('answers 400 naming an id that is not a UUID', async () => {
      const post = await writePost({ title: 'Ids', content_text: 'Text.' });
      const expectMessage = async (url: string, message: string, method: 'get' | 'post' = 'get') =>
        expect((await folio.http()[method](url).set(bearer()).expect(400)).body.message).toBe(message);
      await expectMessage('/api/posts/not-a-uuid/revisions', 'id must be a UUID');
      await expectMessage(`/api/posts/not-a-uuid/revisions/${MISSING}`, 'id must be a UUID');
      await expectMessage(`/api/posts/${post.id}/revisions/42`, 'revisionId must be a UUID');
      await expectMessage(`/api/posts/${post.id}/revisions/42/restore`, 'revisionId must be a UUID', 'post');
    });

    it('answers 404 for an unknown post and for a revision of another post', async () => {
      const mine = await writePost({ title: 'Mine', content_text: 'Text.' });
      const other = await writePost({ title: 'Other', content_text: 'Text.' });
      const [othersRevision] = (await revisionsOf(other.id)).items;
      const notFound = async (request: ReturnType<ReturnType<TestApp['http']>['get']>, message: string) =>
        expect((await request.set(bearer()).expect(404)).body.message).toBe(message);
      await notFound(folio.http().get(`/api/posts/${MISSING}/revisions`), `No post has the id ${MISSING}`);
      await notFound(folio.http().get(`/api/posts/${MISSING}/revisions/${othersRevision!.id}`), `No post has the id ${MISSING}`);
      await notFound(folio.http().post(`/api/posts/${MISSING}/revisions/${othersRevision!.id}/restore`), `No post has the id ${MISSING}`);
      const noRevision = `Post ${mine.id} has no revision with the id ${othersRevision!.id}`;
      await notFound(folio.http().get(`/api/posts/${mine.id}/revisions/${othersRevision!.id}`), noRevision);
      await notFound(folio.http().post(`/api/posts/${mine.id}/revisions/${othersRevision!.id}/restore`), noRevision);
      expect((await revisionsOf(mine.id)).total).toBe(1);
    });

    it('removes a post\'s revisions with the post', async () => {
      const post = await writePost({ title: 'Gone soon', content_text: 'Text.' });
      await patch(post.id, { title: 'Gone' });
      const count = async () => Number((await db.query('SELECT count(*) FROM post_revisions WHERE post_id = $1', [post.id])).rows[0].count);
      expect(await count()).toBe(2);
      await folio.http().delete(`/api/posts/${post.id}`).set(bearer()).expect(204);
      expect(await count()).toBe(0);
      await folio.http().get(`/api/posts/${post.id}/revisions`).set(bearer()).expect(404);
    });

    it('lists 500 revisions of a post, newest first, without reading their text', async () => {
      const post = await writePost({ title: 'Busy', content_text: 'Start.' });
      await db.query(
        `INSERT INTO post_revisions (post_id, created_at, updated_at, autosave, title, slug, content_text, status, type)
         SELECT $1, now() - make_interval(mins => n), now() - make_interval(mins => n), n % 3 = 0, 'Busy ' || n, 'busy', repeat('word ', 400 + n), 'draft', 'post'
         FROM generate_series(1, 499) AS n`,
        [post.id],
      );
      const started = performance.now();
      const { items, total } = await revisionsOf(post.id);
      const elapsed = performance.now() - started;
      expect(total).toBe(500);
      expect(items).toHaveLength(500);
      expect(items.slice(0, 3).map((item) => item.title)).toEqual(['Busy', 'Busy 1', 'Busy 2']);
      expect(items[499]).toMatchObject({ title: 'Busy 499', words: 899, autosave: false });
      expect(items[3]!.autosave).toBe(true);
      // The benchmark measures this properly; here only a gross slowdown would fail.
      expect(elapsed).toBeLessThan(3_000);
    });
  });

  it('keeps no revision of an imported post: an import is not the author\'s save', async () => {
    const before = Number((await db.query('SELECT count(*) FROM post_revisions')).rows[0].count);
    const file = readFileSync(path.join(IMPORT_FIXTURES, 'ghost', 'ghost-5-export.json'));
    const report = await runImport(folio, file, 'ghost-5-export.json');
    expect(report.status).toBe('completed');
    expect(report.created).toBeGreaterThan(0);
    expect(Number((await db.query('SELECT count(*) FROM post_revisions')).rows[0].count)).toBe(before);
  });

  describe('REVISIONS_KEEP', () => {
    let capped: TestApp;
    beforeAll(async () => {
      capped = await startTestApp({ env: { REVISIONS_KEEP: '3' } });
    });
    afterAll(async () => {
      await capped?.close();
    });

    it('keeps the newest N revisions of each post', async () => {
      const post = (await capped.http().post('/api/posts').set(bearer()).send({ title: 'Version 1', content_text: 'Text.' }).expect(201)).body as Post;
      const other = (await capped.http().post('/api/posts').set(bearer()).send({ title: 'Other 1', content_text: 'Text.' }).expect(201)).body as Post;
      for (const n of [2, 3, 4, 5]) await capped.http().patch(`/api/posts/${post.id}`).set(bearer()).send({ title: `Version ${n}` }).expect(200);
      expect((await revisionsOf(post.id, capped)).items.map((item) => item.title)).toEqual(['Version 5', 'Version 4', 'Version 3']);
      expect((await revisionsOf(other.id, capped)).items.map((item) => item.title)).toEqual(['Other 1']);
    });

    it('refuses a value that is not a whole number of at least 0', async () => {
      const { loadConfig } = await import('../src/config/app-config.js');
      expect(() => loadConfig({ REVISIONS_KEEP: '-1' })).toThrow('Invalid configuration: REVISIONS_KEEP must not be less than 0 (got -1)');
      expect(() => loadConfig({ REVISIONS_KEEP: 'all' })).toThrow('Invalid configuration: REVISIONS_KEEP must be an integer number (got "all")');
      expect(loadConfig({}).revisionsKeep).toBe(0);
    });
  });
});

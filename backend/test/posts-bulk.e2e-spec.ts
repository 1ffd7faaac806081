import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { JobRunner } from '../src/jobs/job-runner.js';
import { FOLDED_TITLE } from '../src/posts/text/title-search.js';
import { TRASH_PURGE_QUEUE } from '../src/posts/trash/post-trash-purge.jobs.js';
import { eventually } from './support/eventually.js';
import { temporaryFrontendBuild } from './support/frontend-build.js';
import { bearer, startTestApp, type TestApp } from './support/test-app.js';

interface Post {
  id: string;
  title: string;
  slug: string;
  status: string;
  type: string;
  tags: string[];
  content_text: string;
  cover_image_url: string | null;
  cover_image_alt: string | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  version: number;
}

interface BulkResult {
  action: string;
  results: Array<{ id: string; outcome: string; message?: string }>;
  done: number;
  failed: number;
}

describe('the posts list for many posts, and bulk actions', () => {
  let folio: TestApp;
  let dataSource: DataSource;
  const spa = temporaryFrontendBuild();

  const write = async (body: object) => (await folio.http().post('/api/posts').set(bearer()).send(body).expect(201)).body as Post;
  const read = async (id: string) => (await folio.http().get(`/api/posts/${id}`).set(bearer()).expect(200)).body as Post;
  const list = async (query: string) => (await folio.http().get(`/api/posts?limit=100&${query}`).set(bearer()).expect(200)).body as { items: Post[]; total: number };
  const titles = async (query: string) => (await list(query)).items.map((post) => post.title);
  const bulk = (body: object) => folio.http().post('/api/posts/bulk').set(bearer()).send(body);
  const bulkOk = async (body: object) => (await bulk(body).expect(200)).body as BulkResult;
  const restore = async (ids: string[]) => (await folio.http().post('/api/posts/restore').set(bearer()).send({ ids }).expect(200)).body as BulkResult;

  beforeAll(async () => {
    folio = await startTestApp({ env: { FRONTEND_DIST: spa.dir, SITE_URL: 'https://blog.example' } });
    dataSource = folio.app.get(DataSource);
  });
  afterAll(async () => {
    await folio?.close();
    spa.remove();
  });

  describe('filters and sorting', () => {
    beforeAll(async () => {
      await write({ title: 'Café au lait', content_text: 'Morning.', tags: ['Food'], status: 'draft' });
      await write({ title: 'A cafe by the sea', content_text: 'Waves.', tags: ['Travel', 'Food'], published_at: '2020-01-01T00:00:00Z' });
      await write({ title: '100% rye', content_text: 'Bread.', tags: ['Food'], published_at: '2021-01-01T00:00:00Z' });
      await write({ title: 'snake_case names', content_text: 'Code.', published_at: '2019-01-01T00:00:00Z' });
      await write({ title: 'Later this year', content_text: 'Soon.', status: 'scheduled', published_at: '2099-01-01T00:00:00Z' });
      await write({ title: 'About me', content_text: 'Me.', type: 'page', slug: 'about-me' });
    });

    it('searches titles in any case and with or without accents', async () => {
      expect((await titles('title=CAFE&sort=created&order=asc'))).toEqual(['Café au lait', 'A cafe by the sea']);
      expect(await titles('title=caf%C3%A9&sort=created&order=asc')).toEqual(['Café au lait', 'A cafe by the sea']);
    });

    it('takes % and _ in a title search as themselves, not as wildcards', async () => {
      expect(await titles('title=%25')).toEqual(['100% rye']);
      expect(await titles('title=e_c')).toEqual(['snake_case names']);
      expect(await titles('title=%25%25')).toEqual([]);
    });

    it('filters by status (scheduled apart from published), by type and by tag, together', async () => {
      expect(await titles('status=scheduled')).toEqual(['Later this year']);
      expect(await titles('status=draft')).toEqual(['Café au lait']);
      expect(await titles('type=page')).toEqual(['About me']);
      expect(await titles('status=published&type=post&tag=food&sort=published&order=desc')).toEqual(['100% rye', 'A cafe by the sea']);
      expect(await titles('tag=Travel&title=sea')).toEqual(['A cafe by the sea']);
    });

    it('sorts by published date either way, posts never published last both ways', async () => {
      const ascending = await titles('sort=published&order=asc&type=post');
      expect(ascending).toEqual(['snake_case names', 'A cafe by the sea', '100% rye', 'Later this year', 'Café au lait']);
      const descending = await titles('sort=published&order=desc&type=post');
      expect(descending).toEqual(['Later this year', '100% rye', 'A cafe by the sea', 'snake_case names', 'Café au lait']);
    });

    it('sorts by the last change, and breaks ties by id so that pages never repeat or skip a post', async () => {
      const draft = (await list('title=au+lait')).items[0]!;
      await folio.http().patch(`/api/posts/${draft.id}`).set(bearer()).send({ excerpt: 'Touched.' }).expect(200);
      expect((await titles('sort=updated&order=desc'))[0]).toBe('Café au lait');
      await dataSource.query(`UPDATE posts SET created_at = '2024-01-01T00:00:00Z'`);
      const pages = [];
      for (let page = 1; page <= 6; page++) pages.push(...(await folio.http().get(`/api/posts?limit=1&page=${page}&sort=created`).set(bearer())).body.items.map((post: Post) => post.id));
      expect(new Set(pages).size).toBe(6);
      expect(pages).toEqual([...pages].sort().reverse());
    });

    it.each([
      ['status=archived', 'status must be one of the following values: draft, scheduled, published'],
      ['type=note', 'type must be one of the following values: post, page'],
      ['sort=title', 'sort must be one of the following values: published, updated, created'],
      ['order=up', 'order must be one of the following values: asc, desc'],
      ['view=short', 'view must be one of the following values: full, summary'],
    ])('refuses %s with a 400 naming the parameter', async (query, message) => {
      const response = await folio.http().get(`/api/posts?${query}`).set(bearer()).expect(400);
      expect(response.body.message).toContain(message);
    });

    it('answers the same page without each post\'s text when the list screen asks for the summary view', async () => {
      const query = 'type=post&sort=published&order=asc';
      const full = await list(query);
      const summary = await list(`${query}&view=summary`);
      expect(summary.total).toBe(full.total);
      expect(summary.items).toEqual(
        full.items.map(({ id, title, slug, status, type, tags, created_at, updated_at, published_at, version }) =>
          expect.objectContaining({ id, title, slug, status, type, tags, created_at, updated_at, published_at, version }),
        ),
      );
      expect(summary.items.some((post) => 'content' in post || 'content_html' in post || 'content_text' in post)).toBe(false);
    });

    it('serves a title search over many posts from the trigram index, not by folding every title', async () => {
      const sql = `SELECT id FROM posts post WHERE ${FOLDED_TITLE} ILIKE '%au lait%'`;
      const plan = await dataSource.transaction(async (manager) => {
        // The planner rightly scans a handful of posts: the index is for thousands, which it is made to assume here.
        await manager.query('SET LOCAL enable_seqscan = off');
        return (await manager.query(`EXPLAIN ${sql}`)).map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain('posts_title_folded_trigrams');
    });

    it('keeps the title search, the sort and the view the admin\'s: a visitor\'s list is as it was', async () => {
      expect((await folio.http().get('/api/posts?title=cafe').expect(401)).body.message).toBe('Admin token required to list posts by title');
      await folio.http().get('/api/posts?sort=created').expect(401);
      await folio.http().get('/api/posts?view=summary').expect(401);
      const visitor = (await folio.http().get('/api/posts').expect(200)).body as { items: Post[] };
      expect(visitor.items.map((post) => post.title)).toEqual(['100% rye', 'A cafe by the sea', 'snake_case names']);
    });
  });

  describe('bulk actions', () => {
    it('publishes, unpublishes, tags and untags each post, and reports the ids it could not change', async () => {
      const [a, b, c] = [await write({ title: 'Bulk A', content_text: 'A.', status: 'draft', tags: ['Keep'] }), await write({ title: 'Bulk B', content_text: 'B.' }), await write({ title: 'Bulk C', content_text: 'C.', status: 'draft' })];
      const missing = randomUUID();
      const published = await bulkOk({ action: 'publish', ids: [a.id, b.id, missing] });
      expect(published).toEqual({
        action: 'publish',
        results: [
          { id: a.id, outcome: 'done' },
          { id: b.id, outcome: 'unchanged', message: 'Already published' },
          { id: missing, outcome: 'not_found', message: `No post has the id ${missing}` },
        ],
        done: 1,
        failed: 1,
      });
      expect((await read(a.id)).status).toBe('published');
      await folio.http().get(`/api/posts/${a.slug}`).expect(200);
      expect((await read(c.id)).status).toBe('draft');

      expect((await bulkOk({ action: 'tag', ids: [a.id, b.id], tag: 'Winter walks' })).done).toBe(2);
      expect((await read(a.id)).tags).toEqual(['Keep', 'Winter walks']);
      expect((await bulkOk({ action: 'untag', ids: [a.id, c.id], tag: 'winter-walks' })).results.map((result) => result.outcome)).toEqual(['done', 'unchanged']);
      expect((await read(a.id)).tags).toEqual(['Keep']);
      expect((await read(b.id)).tags).toEqual(['Winter walks']);

      expect((await bulkOk({ action: 'unpublish', ids: [a.id, b.id] })).done).toBe(2);
      await folio.http().get(`/api/posts/${b.slug}`).expect(404);
    });

    it('reports a post deleted meanwhile and changes nothing else', async () => {
      const kept = await write({ title: 'Stays a draft', content_text: 'Kept.', status: 'draft' });
      const gone = await write({ title: 'Deleted meanwhile', content_text: 'Gone.', status: 'draft' });
      await folio.http().delete(`/api/posts/${gone.id}`).set(bearer()).expect(204);
      const result = await bulkOk({ action: 'delete', ids: [gone.id] });
      expect(result.results).toEqual([{ id: gone.id, outcome: 'not_found', message: `No post has the id ${gone.id}` }]);
      expect(result.failed).toBe(1);
      expect(await read(kept.id)).toEqual(kept);
    });

    it.each([
      ['an unknown action', { action: 'archive', ids: [randomUUID()] }, 'action must be one of the following values: publish, unpublish, tag, untag, delete'],
      ['no ids', { action: 'publish', ids: [] }, 'ids must name at least one post'],
      ['501 ids', { action: 'publish', ids: Array.from({ length: 501 }, () => randomUUID()) }, 'ids may name at most 500 posts at once'],
      ['an id that is no UUID', { action: 'publish', ids: ['not-an-id'] }, 'each value in ids must be a UUID'],
      ['tag without a tag', { action: 'tag', ids: [randomUUID()] }, 'tag is required to tag posts'],
      ['delete with a tag', { action: 'delete', ids: [randomUUID()], tag: 'x' }, 'tag is only for the tag and untag actions, not delete'],
    ])('refuses %s with a 400 naming the problem', async (_case, body, message) => {
      const response = await bulk(body).expect(400);
      expect(String(response.body.message)).toContain(message);
    });

    it('is the admin\'s only', async () => {
      await folio.http().post('/api/posts/bulk').send({ action: 'delete', ids: [randomUUID()] }).expect(401);
      await folio.http().post('/api/posts/restore').send({ ids: [randomUUID()] }).expect(401);
    });
  });

  describe('undoing a delete', () => {
    it('brings a published post back as it was: address, text, tags, dates and cover, and its old links lead to it again', async () => {
      const post = await write({
        title: 'Worth keeping',
        content_text: 'Every **word**.',
        tags: ['Travel', 'Sea'],
        cover_image_url: 'https://images.example/sea.jpg',
        cover_image_alt: 'The sea',
        published_at: '2022-03-04T05:06:07Z',
      });
      await folio.http().patch(`/api/posts/${post.id}`).set(bearer()).send({ content_text: 'Every **word**, twice.' }).expect(200);
      const before = await read(post.id);
      await folio.http().post('/api/redirects').set(bearer()).send({ from: '/2022/worth-keeping', to: `/blog/${post.slug}` }).expect(201);

      expect((await bulkOk({ action: 'delete', ids: [post.id] })).done).toBe(1);
      await folio.http().get(`/blog/${post.slug}`).expect(404);
      await folio.http().get('/2022/worth-keeping').expect(410);

      expect(await restore([post.id])).toEqual({ action: 'restore', results: [{ id: post.id, outcome: 'done' }], done: 1, failed: 0 });
      const after = await read(post.id);
      const { version: _before, ...was } = before;
      expect(after).toEqual({ ...was, version: expect.any(Number) });
      expect((await folio.http().get(`/blog/${post.slug}`).expect(200)).text).toContain('Worth keeping');
      expect((await folio.http().get('/2022/worth-keeping').expect(301)).headers.location).toBe(`/blog/${post.slug}`);
      const revisions = (await folio.http().get(`/api/posts/${post.id}/revisions`).set(bearer()).expect(200)).body as { items: unknown[] };
      expect(revisions.items).toHaveLength(2);

      expect((await restore([post.id])).results).toEqual([{ id: post.id, outcome: 'not_found', message: expect.stringContaining(post.id) }]);
    });

    it('leaves a post deleted when another took its address meanwhile, and says so', async () => {
      const post = await write({ title: 'Taken address', content_text: 'First.' });
      await bulkOk({ action: 'delete', ids: [post.id] });
      const other = await write({ title: 'Taken address', content_text: 'Second.' });
      expect(other.slug).toBe(post.slug);
      const result = await restore([post.id]);
      expect(result.results).toEqual([{ id: post.id, outcome: 'conflict', message: `Another post has the address "${post.slug}" now: rename or delete it to restore this one` }]);
      await folio.http().get(`/api/posts/${post.id}`).set(bearer()).expect(404);
      expect((await read(other.id)).content_text).toBe('Second.');
      await folio.http().delete(`/api/posts/${other.id}`).set(bearer()).expect(204);
      expect((await restore([post.id])).done).toBe(1);
    });

    it('restores nothing deleted before the undo window, and the hourly purge forgets it', async () => {
      const post = await write({ title: 'Long gone', content_text: 'Old.' });
      await bulkOk({ action: 'delete', ids: [post.id] });
      await dataSource.query(`UPDATE deleted_posts SET deleted_at = now() - interval '25 hours' WHERE post_id = $1`, [post.id]);
      expect((await restore([post.id])).results[0]!.outcome).toBe('not_found');
      const recent = await write({ title: 'Just gone', content_text: 'New.' });
      await bulkOk({ action: 'delete', ids: [recent.id] });
      await folio.app.get(JobRunner).send(TRASH_PURGE_QUEUE, {});
      const kept = async () => (await dataSource.query('SELECT post_id FROM deleted_posts WHERE post_id = $1', [post.id])).length;
      expect(await eventually(async () => (await kept()) === 0, 15_000)).toBe(true);
      expect((await restore([recent.id])).done).toBe(1);
    });
  });
});

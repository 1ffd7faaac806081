import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { RECONCILE_LOCK_KEY } from '../src/images/reconciliation.repository.js';
import { eventually } from './support/eventually.js';
import * as images from './support/image-factory.js';
import { bearer, startTestApp, type TestApp } from './support/test-app.js';

const STATUS = '/api/images/reconcile/status';
const RECONCILE = '/api/images/reconcile';

interface Run {
  id: string;
  started_at: string;
  finished_at: string | null;
  status: string;
  stats: Record<string, number> | null;
  error: string | null;
}

interface Status {
  needs_reconciliation: boolean;
  current_stats: { total_posts: number; tracked_images: number };
  last_reconciliation: Run | null;
  reconciliation_history: Run[];
}

describe('image reconciliation API', () => {
  let folio: TestApp;
  let db: pg.Client;
  let photo: { id: string; url: string; path: string };
  let diagram: { id: string; url: string; path: string };
  let essay: { id: string };
  let notes: { id: string };

  const status = async (app = folio): Promise<Status> => (await app.http().get(STATUS).set(bearer()).expect(200)).body;
  const reconcile = async (app = folio) => {
    const response = await app.http().post(RECONCILE).set(bearer());
    expect({ status: response.status, message: response.body.message }).toEqual({ status: 200, message: undefined });
    return response.body as { stats: Record<string, number>; run: Run };
  };
  const upload = async (bytes: Buffer) =>
    (await folio.http().post('/api/images/uploads/image').set(bearer()).attach('image', bytes, 'picture.jpg').expect(201)).body;
  const createPost = async (body: object) => (await folio.http().post('/api/posts').set(bearer()).send(body).expect(201)).body;
  const postRows = async (postId: string) =>
    (await db.query('SELECT source, url, alt_text FROM images WHERE post_id = $1 ORDER BY source, url', [postId])).rows;
  const fileStatus = async (url: string) => (await folio.http().get(url)).status;

  beforeAll(async () => {
    folio = await startTestApp();
    db = new pg.Client({ connectionString: folio.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await folio.close();
  });

  it('recommends a first run before any has completed', async () => {
    expect(await status()).toEqual({
      needs_reconciliation: true,
      current_stats: { total_posts: 0, tracked_images: 0 },
      last_reconciliation: null,
      reconciliation_history: [],
    });
  });

  it('finds nothing to do when posts were recorded as they were written, and is then up to date', async () => {
    photo = await upload(await images.jpeg(300, 200));
    diagram = await upload(await images.pngGraphic(240, 160));
    essay = await createPost({
      title: 'An essay',
      content_text: `![Chart](${diagram.url})\n\n![Elsewhere](https://cdn.example/far.jpg)`,
      cover_image_url: photo.url,
      cover_image_alt: 'A photo',
    });
    notes = await createPost({ title: 'Notes', content_text: `![Chart again](${diagram.url})` });
    const { stats, run } = await reconcile();
    expect(stats).toEqual({ posts_processed: 2, images_found: 4, images_added: 0, images_updated: 0, images_removed: 0 });
    expect(run).toMatchObject({ status: 'completed', stats, error: null });
    expect(Date.parse(run.finished_at!)).toBeGreaterThanOrEqual(Date.parse(run.started_at));
    const after = await status();
    expect(after).toMatchObject({
      needs_reconciliation: false,
      current_stats: { total_posts: 2, tracked_images: 6 },
      last_reconciliation: run,
      reconciliation_history: [run],
    });
  });

  it('repairs rows changed behind its back: adds missing, updates stale, removes unused rows, and keeps every file', async () => {
    await db.query(`DELETE FROM images WHERE post_id = $1 AND source = 'post_inline'`, [essay.id]);
    await db.query(`UPDATE images SET alt_text = 'stale', width = NULL WHERE post_id = $1`, [notes.id]);
    await db.query(
      `INSERT INTO images (url, storage_key, source, post_id) VALUES ($1, $2, 'post_inline', $3), ('https://old.example/x.png', NULL, 'post_cover', $3)`,
      [photo.url, photo.path, notes.id],
    );
    const { stats } = await reconcile();
    expect(stats).toEqual({ posts_processed: 2, images_found: 4, images_added: 2, images_updated: 1, images_removed: 2 });
    expect(await postRows(essay.id)).toEqual([
      { source: 'post_cover', url: photo.url, alt_text: 'A photo' },
      { source: 'post_inline', url: diagram.url, alt_text: 'Chart' },
      { source: 'post_inline', url: 'https://cdn.example/far.jpg', alt_text: 'Elsewhere' },
    ]);
    expect(await postRows(notes.id)).toEqual([{ source: 'post_inline', url: diagram.url, alt_text: 'Chart again' }]);
    const [chart] = (await db.query(`SELECT width, height FROM images WHERE post_id = $1`, [notes.id])).rows;
    expect(chart).toEqual({ width: 240, height: 160 });
    expect(await fileStatus(photo.url)).toBe(200);
  });

  it('removes the row of an inline image deleted from a post and keeps the file and its upload', async () => {
    // Changed in the database, as an import or a restored backup would: no post write records it.
    await db.query(`UPDATE posts SET content_html = '<p>No chart any more.</p>', updated_at = now() WHERE id = $1`, [notes.id]);
    expect(await postRows(notes.id)).toHaveLength(1);
    expect((await status()).needs_reconciliation).toBe(true);
    const { stats } = await reconcile();
    expect(stats).toMatchObject({ images_found: 3, images_added: 0, images_removed: 1 });
    expect(await postRows(notes.id)).toEqual([]);
    expect(await fileStatus(diagram.url)).toBe(200);
    expect((await db.query(`SELECT count(*)::int AS n FROM images WHERE id = $1`, [diagram.id])).rows[0].n).toBe(1);
  });

  it('adds the rows of a post written straight into the database (an import, a restored backup)', async () => {
    const [post] = (
      await db.query(
        `INSERT INTO posts (title, slug, content_text, content_html, excerpt, reading_time_minutes, published_at, cover_image_url)
         VALUES ('Offline', 'offline', '![Pier](https://cdn.example/pier.jpg)', '<p><img src="https://cdn.example/pier.jpg" alt="Pier" /></p>',
                 'Offline', 1, now(), $1)
         RETURNING id`,
        [photo.url],
      )
    ).rows as Array<{ id: string }>;
    expect(await postRows(post!.id)).toEqual([]);
    const { stats } = await reconcile();
    expect(stats).toMatchObject({ posts_processed: 3, images_added: 2 });
    expect(await postRows(post!.id)).toEqual([
      { source: 'post_cover', url: photo.url, alt_text: null },
      { source: 'post_inline', url: 'https://cdn.example/pier.jpg', alt_text: 'Pier' },
    ]);
    await folio.http().delete(`/api/posts/${post!.id}`).set(bearer()).expect(204);
  });

  it('recommends a run after a post is edited or deleted, and when the last one is over 7 days old', async () => {
    await reconcile();
    expect((await status()).needs_reconciliation).toBe(false);
    await folio.http().patch(`/api/posts/${notes.id}`).set(bearer()).send({ title: 'Notes, edited' }).expect(200);
    expect((await status()).needs_reconciliation).toBe(true);
    await reconcile();
    expect((await status()).needs_reconciliation).toBe(false);
    await folio.http().delete(`/api/posts/${notes.id}`).set(bearer()).expect(204);
    expect((await status()).needs_reconciliation).toBe(true);
    const { run } = await reconcile();
    expect((await status()).needs_reconciliation).toBe(false);
    await db.query(`UPDATE reconcile_runs SET started_at = started_at - interval '8 days' WHERE id = $1`, [run.id]);
    expect((await status()).needs_reconciliation).toBe(true);
  });

  it('keeps the history of the last 10 runs, newest first', async () => {
    const runs = async (): Promise<number> => (await db.query('SELECT count(*)::int AS n FROM reconcile_runs')).rows[0].n;
    while ((await runs()) < 12) await reconcile();
    const { reconciliation_history: history, last_reconciliation: last } = await status();
    expect(history).toHaveLength(10);
    expect(history[0]).toEqual(last);
    expect(history.map((run) => run.started_at)).toEqual([...history.map((run) => run.started_at)].sort().reverse());
    expect(history.every((run) => run.status === 'completed')).toBe(true);
  });

  it('reports a run its server abandoned as failed, and closes it at the next run', async () => {
    await db.query(`UPDATE reconcile_runs SET started_at = started_at - interval '1 day', finished_at = finished_at - interval '1 day'`);
    const [{ id }] = (
      await db.query(`INSERT INTO reconcile_runs (status, started_at) VALUES ('running', now() - interval '2 hours') RETURNING id`)
    ).rows;
    const { last_reconciliation: abandoned } = await status();
    expect(abandoned?.id).toBe(id);
    expect(abandoned).toMatchObject({ status: 'failed', finished_at: null, error: expect.stringMatching(/did not finish/) });
    await reconcile();
    const [row] = (await db.query('SELECT status, finished_at FROM reconcile_runs WHERE id = $1', [id])).rows;
    expect(row.status).toBe('failed');
    expect(row.finished_at).not.toBeNull();
  });

  describe('one run at a time', () => {
    it('answers 409 while another session holds the reconciliation lock, and runs once it is free', async () => {
      const other = new pg.Client({ connectionString: folio.databaseUrl });
      await other.connect();
      const runsBefore = (await db.query('SELECT count(*)::int AS n FROM reconcile_runs')).rows[0].n;
      try {
        await other.query('SELECT pg_advisory_lock($1)', [RECONCILE_LOCK_KEY]);
        const response = await folio.http().post(RECONCILE).set(bearer());
        expect(response.status).toBe(409);
        expect(response.body).toEqual({ statusCode: 409, error: 'Conflict', message: 'A reconciliation is already running' });
        expect((await db.query('SELECT count(*)::int AS n FROM reconcile_runs')).rows[0].n).toBe(runsBefore);
      } finally {
        await other.end();
      }
      await reconcile();
    });

    it('lets one of two replicas run while the other answers 409', async () => {
      const second = await startTestApp({ databaseUrl: folio.databaseUrl });
      const blocker = new pg.Client({ connectionString: folio.databaseUrl });
      await blocker.connect();
      try {
        // The first replica's run waits on this row lock mid-scan, holding the reconciliation lock.
        await blocker.query('BEGIN');
        await blocker.query('SELECT id FROM posts WHERE id = $1 FOR UPDATE', [essay.id]);
        const first = folio.http().post(RECONCILE).set(bearer()).then((response) => response);
        const running = async () => (await status(second)).last_reconciliation?.status === 'running';
        expect(await eventually(running, 10_000)).toBe(true);
        const refused = await second.http().post(RECONCILE).set(bearer());
        expect([refused.status, refused.body.message]).toEqual([409, 'A reconciliation is already running']);
        await blocker.query('COMMIT');
        const finished = await first;
        expect(finished.status).toBe(200);
        expect(finished.body.run.status).toBe('completed');
        expect((await status(second)).last_reconciliation).toEqual(finished.body.run);
        await reconcile(second);
      } finally {
        await blocker.end();
        await second.close();
      }
    });
  });

  it('needs the admin token', async () => {
    for (const request of [folio.http().get(STATUS), folio.http().post(RECONCILE), folio.http().post(RECONCILE).set(bearer('nope'))]) {
      const response = await request;
      expect([response.status, response.body.statusCode]).toEqual([401, 401]);
    }
  });
});

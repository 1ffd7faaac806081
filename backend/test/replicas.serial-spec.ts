import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { SPEC_COMPRESSION_DEFAULTS } from './support/compression-defaults.js';
import { temporaryFrontendBuild } from './support/frontend-build.js';
import * as images from './support/image-factory.js';
import { bearer, startReplicas, type TestApp } from './support/test-app.js';

/** What one replica is told must hold on the other within this long, counted from before the telling. */
const WITHIN_MS = 1_000;
const RECONCILE = '/api/images/reconcile';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Milliseconds from `since` until `check` first held (polled every 20 ms, each answer waited
 * for), or Infinity once WITHIN_MS has passed: a check that starts in time and ends late fails.
 */
async function heldAfter(since: number, check: () => Promise<boolean>): Promise<number> {
  for (;;) {
    if (await check()) {
      const elapsed = Date.now() - since;
      return elapsed <= WITHIN_MS ? elapsed : Number.POSITIVE_INFINITY;
    }
    if (Date.now() - since > WITHIN_MS) return Number.POSITIVE_INFINITY;
    await sleep(20);
  }
}

/**
 * Two apps on one database, as two replicas behind a load balancer: a setting changed, a run
 * started or a post edited through one is in force on the other within a second. (The same is
 * shown for two production processes on a shared bucket in deploy/two-replicas.serial-spec.ts.)
 */
describe('two replicas on one database', () => {
  let a: TestApp;
  let b: TestApp;
  let closeReplicas: () => Promise<void>;
  let db: pg.Client;
  // The post cache test reads /blog/{slug} too, which needs a web app to serve.
  const frontend = temporaryFrontendBuild();

  beforeAll(async () => {
    ({ first: a, second: b, close: closeReplicas } = await startReplicas({ FRONTEND_DIST: frontend.dir }));
    db = new pg.Client({ connectionString: a.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await closeReplicas?.();
    frontend.remove();
  });

  describe('Coming Soon', () => {
    const toggle = (replica: TestApp, enabled: boolean) =>
      replica.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled }).expect(200);
    const visitorStatus = async (replica: TestApp) => (await replica.http().get('/api/posts')).status;

    it('switched on through one is in force for visitors of the other within a second, and switched off again', async () => {
      // Each replica has just read the switch, so its short cache holds the old state.
      expect([await visitorStatus(a), await visitorStatus(b)]).toEqual([200, 200]);
      const onAt = Date.now();
      await toggle(a, true);
      try {
        expect(await heldAfter(onAt, async () => (await visitorStatus(b)) === 503)).toBeLessThanOrEqual(WITHIN_MS);
        expect(await visitorStatus(a)).toBe(503);
      } finally {
        const offAt = Date.now();
        await toggle(b, false);
        expect(await heldAfter(offAt, async () => (await visitorStatus(a)) === 200)).toBeLessThanOrEqual(WITHIN_MS);
      }
    });
  });

  describe('compression settings', () => {
    const patch = (replica: TestApp, body: object) => replica.http().patch('/api/compression/settings').set(bearer()).send(body).expect(200);
    const uploadedWidth = async (replica: TestApp, bytes: Buffer): Promise<number> =>
      (await replica.http().post('/api/images/uploads/image').set(bearer()).attach('image', bytes, 'photo.jpg').expect(201)).body.width;

    afterAll(() => patch(a, SPEC_COMPRESSION_DEFAULTS));

    it('changed through one decide the next upload through the other, within a second, both ways', async () => {
      // Wider than the lowest threshold (1000 px), narrower than the default (2000 px), and few
      // pixels, so that the time measured is the setting's way to the other replica, not sharp's work.
      const photo = await images.jpeg(1200, 300);
      expect(await uploadedWidth(b, photo)).toBe(1200);

      const loweredAt = Date.now();
      await patch(a, { dimension_threshold_px: 1000 });
      expect(await heldAfter(loweredAt, async () => (await uploadedWidth(b, photo)) === 1000)).toBeLessThanOrEqual(WITHIN_MS);

      const restoredAt = Date.now();
      await patch(b, { dimension_threshold_px: 2000 });
      expect(await heldAfter(restoredAt, async () => (await uploadedWidth(a, photo)) === 1200)).toBeLessThanOrEqual(WITHIN_MS);
    });
  });

  describe('reconciliation', () => {
    const runCount = async (): Promise<number> => (await db.query('SELECT count(*)::int AS n FROM reconcile_runs')).rows[0].n;

    beforeAll(async () => {
      const photo = (await a.http().post('/api/images/uploads/image').set(bearer()).attach('image', await images.jpeg(300, 200), 'cover.jpg').expect(201)).body;
      for (const title of ['Harbour', 'Orchard', 'Quarry']) {
        await a.http().post('/api/posts').set(bearer()).send({ title, content_text: `![A photo](${photo.url})` }).expect(201);
      }
    });

    it('started at the same moment on both runs once: one 200, one 409, one run recorded', async () => {
      const [{ id: postId }] = (await db.query('SELECT id FROM posts ORDER BY created_at LIMIT 1')).rows;
      const before = await runCount();
      // A row lock holds whichever run wins mid-scan, so that the two requests overlap for certain.
      const blocker = new pg.Client({ connectionString: a.databaseUrl });
      await blocker.connect();
      try {
        await blocker.query('BEGIN');
        await blocker.query('SELECT id FROM posts WHERE id = $1 FOR UPDATE', [postId]);
        const answers = [a, b].map((replica) => replica.http().post(RECONCILE).set(bearer()).then((response) => response));
        // Were the lock not shared, both runs would wait on the row: no answer at all.
        const refused = await Promise.race([...answers, sleep(5_000).then(() => undefined)]);
        expect([refused?.status, refused?.body.message]).toEqual([409, 'A reconciliation is already running']);
        await blocker.query('COMMIT');
        const statuses = (await Promise.all(answers)).map((response) => response.status);
        expect(statuses.sort()).toEqual([200, 409]);
      } finally {
        await blocker.end();
      }
      expect(await runCount()).toBe(before + 1);
      const { rows } = await db.query('SELECT status FROM reconcile_runs ORDER BY started_at DESC LIMIT 1');
      expect(rows[0].status).toBe('completed');
    });

    it('never has two runs at once, however the simultaneous requests fall', async () => {
      const before = await runCount();
      let succeeded = 0;
      for (let round = 0; round < 5; round++) {
        const statuses = (await Promise.all([a, b].map((replica) => replica.http().post(RECONCILE).set(bearer())))).map((response) => response.status);
        // Either the runs overlapped (one refused) or one ended before the other began (both ran).
        expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
        expect(statuses).toContain(200);
        succeeded += statuses.filter((status) => status === 200).length;
      }
      const { rows } = await db.query(
        `SELECT status, started_at, finished_at FROM reconcile_runs ORDER BY started_at OFFSET $1`,
        [before],
      );
      expect(rows).toHaveLength(succeeded);
      for (const [index, run] of rows.entries()) {
        expect(run.status).toBe('completed');
        if (index > 0) expect(run.started_at.getTime()).toBeGreaterThanOrEqual(rows[index - 1].finished_at.getTime());
      }
    });
  });

  describe('post cache', () => {
    it('a post cached on one (API, page, feed) is fresh there within a second of an edit through the other', async () => {
      const post = (await a.http().post('/api/posts').set(bearer()).send({ title: 'Read on B', content_text: 'The first words.' }).expect(201)).body;
      // B hears of that write asynchronously: let the notification land before B caches, or it would clear what B stores.
      await sleep(250);
      const apiTitle = async () => (await b.http().get(`/api/posts/${post.slug}`).expect(200)).body.title;
      const listedTitle = async () =>
        (await b.http().get('/api/posts').expect(200)).body.items.find((item: { id: string }) => item.id === post.id)?.title;
      const page = async () => (await b.http().get(`/blog/${post.slug}`).expect(200)).text;
      const feed = async () => (await b.http().get('/rss.xml').expect(200)).text;
      const readOnB = ['Read on B', 'Read on B', expect.stringContaining('Read on B'), expect.stringContaining('Read on B')];
      expect([await apiTitle(), await listedTitle(), await page(), await feed()]).toEqual(readOnB);

      // Changed behind the app's back (no notification): B still answers what it cached.
      await db.query('UPDATE posts SET title = $1 WHERE id = $2', ['Changed behind the cache', post.id]);
      expect([await apiTitle(), await listedTitle(), await page(), await feed()]).toEqual(readOnB);

      const editedAt = Date.now();
      await a.http().patch(`/api/posts/${post.id}`).set(bearer()).send({ title: 'Edited through A' }).expect(200);
      const fresh = async () =>
        (await apiTitle()) === 'Edited through A' &&
        (await listedTitle()) === 'Edited through A' &&
        (await page()).includes('Edited through A') &&
        (await feed()).includes('Edited through A');
      expect(await heldAfter(editedAt, fresh)).toBeLessThanOrEqual(WITHIN_MS);
    });
  });
});

// jest lane: beside the parallel files
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { UNUSED_FILE_GRACE_MS } from '../../src/images/stored-files.jobs.js';
import { IMAGE_VARIANTS_BACKFILL_QUEUE, IMAGE_VARIANTS_QUEUE } from '../../src/images/variants/image-variant-queues.js';
import { SOCIAL_CARD_QUEUE, SOCIAL_CARDS_BACKFILL_QUEUE } from '../../src/social-cards/social-card-queues.js';
import { randomToken, startProductionProcess, type ProductionProcess } from './production-process.js';
import { eventually } from '../support/eventually.js';
import { jobsSettled } from '../support/jobs-settled.js';
import * as images from '../support/image-factory.js';
import { createTestDatabase, dropTestDatabase } from '../support/test-database.js';
import { makeTempDir, removeTempDir } from '../support/temp-dir.js';
import { distinctPng, Traffic } from '../support/traffic.js';

interface ImageRow {
  storage_key: string | null;
  original_storage_key: string | null;
}

interface Run {
  status: string;
  stats: Record<string, number> | null;
  error: string | null;
}

interface ReconcileStatus {
  needs_reconciliation: boolean;
  current_stats: { total_posts: number; tracked_images: number };
  last_reconciliation: Run | null;
  reconciliation_history: Run[];
}

/**
 * The built server killed outright (SIGKILL) while uploads, post writes and a reconciliation are
 * under way, then started again on the same database and data folder: nothing points at a missing
 * file, no file without a row stays reachable under /uploads, and the library tells the truth.
 */
describe('a crash in the middle of writes', () => {
  const token = randomToken();
  let databaseUrl: string;
  let dataDir: string;
  let db: pg.Client;
  let folio: ProductionProcess | undefined;

  const start = () =>
    startProductionProcess({ DATABASE_URL: databaseUrl, ADMIN_TOKEN: token, LOG_LEVEL: 'warn', SEED_SAMPLE_CONTENT: 'false' }, { dataDir });
  const auth = { Authorization: `Bearer ${token}` };
  const call = async <T>(method: string, url: string, body?: object) => {
    const response = await fetch(`${folio!.baseUrl}${url}`, {
      method,
      headers: body ? { ...auth, 'Content-Type': 'application/json' } : auth,
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as T };
  };

  /** Public files as `<key>`, kept originals as `private/<name>`, and writes cut short. */
  const filesOnDisk = () => {
    const list = (folder: string) => (existsSync(path.join(dataDir, folder)) ? readdirSync(path.join(dataDir, folder)) : []);
    const all = [...list('uploads'), ...list('private').map((name) => `private/${name}`)];
    return { stored: all.filter((name) => !name.endsWith('.partial')), partial: all.filter((name) => name.endsWith('.partial')) };
  };
  const pathOf = (key: string) => path.join(dataDir, key.startsWith('private/') ? key : path.join('uploads', key));
  /** The files rows use: images' files and kept originals, their smaller copies, and social cards. */
  const rowKeys = async () => {
    const rows = (await db.query('SELECT storage_key, original_storage_key FROM images')).rows as ImageRow[];
    const derived = (await db.query<{ storage_key: string }>('SELECT storage_key FROM image_variants UNION SELECT storage_key FROM social_cards')).rows;
    return new Set([
      ...rows.flatMap((row) => [row.storage_key, row.original_storage_key]).filter((key): key is string => key !== null),
      ...derived.map((row) => row.storage_key),
    ]);
  };

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    dataDir = makeTempDir('crash');
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await folio?.dispose();
    await db?.end();
    if (databaseUrl) await dropTestDatabase(databaseUrl);
    removeTempDir(dataDir);
  });

  it('leaves every row with its file, no file without a row served, and a reconciliation that tells the truth', async () => {
    folio = await start();
    // Photos over the threshold are compressed, so that uploads also keep private originals.
    expect((await call('PATCH', '/api/compression/settings', { size_threshold_kb: 100 })).status).toBe(200);

    const traffic = new Traffic({ baseUrl: folio.baseUrl, token, label: 'crash', readers: 1, postWriters: 4, uploaders: 3, paceMs: 0 });
    traffic.start();
    let killed = false;
    const photos = (async () => {
      for (let n = 0; !killed; n++) await traffic.upload(await images.jpeg(700 + (n % 50), 500));
    })();
    const reconciling = (async () => {
      while (!killed) await fetch(`${folio!.baseUrl}/api/images/reconcile`, { method: 'POST', headers: auth }).catch(() => undefined);
    })();
    const acked = (kind: 'post' | 'upload') => traffic.outcomes.filter((outcome) => outcome.kind === kind && outcome.status === 201).length;
    expect(await eventually(() => acked('upload') >= 8 && acked('post') >= 8, 30_000)).toBe(true);
    // Killed while a reconciliation runs, when one can be caught running.
    const runningRun = async () => (await db.query(`SELECT count(*)::int AS n FROM reconcile_runs WHERE status = 'running'`)).rows[0].n > 0;
    await eventually(runningRun, 5_000);
    const killedAt = Date.now();
    folio.child.kill('SIGKILL');
    await folio.exited;
    await folio.dispose();
    killed = true;
    const diedRunning = await runningRun();
    await Promise.all([traffic.stop(), photos, reconciling]);
    const cutShort = traffic.outcomes.filter((outcome) => outcome.status === 0 && outcome.kind !== 'read' && outcome.started < killedAt);
    expect(cutShort.length).toBeGreaterThan(0);

    // What a crash between storing a file and committing its row leaves, planted for certain: a
    // public file and a kept original without rows, and a write cut short before its rename.
    const stray = await distinctPng(999_999);
    const strayKey = `${createHash('sha256').update(stray).digest('hex')}.png`;
    for (const folder of ['uploads', 'private']) mkdirSync(path.join(dataDir, folder), { recursive: true });
    writeFileSync(pathOf(strayKey), stray);
    writeFileSync(pathOf(`private/${createHash('sha256').update('original').digest('hex')}.jpg`), 'original');
    writeFileSync(pathOf(`${strayKey}.00000000-0000-4000-8000-000000000000.partial`), stray.subarray(0, 10));
    const referenced = await rowKeys();
    const orphans = filesOnDisk().stored.filter((key) => !referenced.has(key));
    expect(orphans).toContain(strayKey);
    // The restart comes after the sweep's grace period: files are as old as they would be by then.
    const then = new Date(Date.now() - UNUSED_FILE_GRACE_MS - 60_000);
    for (const name of [...filesOnDisk().stored, ...filesOnDisk().partial]) utimesSync(pathOf(name), then, then);

    folio = await start();
    expect(await eventually(() => !existsSync(pathOf(strayKey)), 15_000)).toBe(true);
    // After the restart, the backfills make the smaller copies and social cards the crash left unmade,
    // and the jobs the crash cut short are tried again: each stores its file before its row, so the
    // files are counted once that work has ended.
    await jobsSettled(db, [IMAGE_VARIANTS_QUEUE, IMAGE_VARIANTS_BACKFILL_QUEUE, SOCIAL_CARD_QUEUE, SOCIAL_CARDS_BACKFILL_QUEUE], 120_000);
    const allReferenced = async () => {
      const keys = await rowKeys();
      return filesOnDisk().stored.every((key) => keys.has(key)) && filesOnDisk().partial.length === 0;
    };
    expect(await eventually(allReferenced, 15_000)).toBe(true);

    // No row points at a missing file, and no file without a row is left, or served.
    const keys = await rowKeys();
    expect([...keys].filter((key) => !existsSync(pathOf(key)))).toEqual([]);
    expect(filesOnDisk().stored.filter((key) => !keys.has(key))).toEqual([]);
    // A smaller copy the crash cut short between its file and its row is made again by its retried
    // job, under the same content-addressed key and now with its row: that one is served rightly.
    expect(orphans.filter((orphan) => !keys.has(orphan))).toContain(strayKey);
    for (const key of orphans.filter((orphan) => !orphan.startsWith('private/') && !keys.has(orphan))) {
      expect({ key, status: (await fetch(`${folio.baseUrl}/uploads/${key}`)).status }).toEqual({ key, status: 404 });
    }

    // Every acknowledged write is there and whole.
    for (const url of traffic.uploaded) expect({ url, status: (await fetch(`${folio.baseUrl}${url}`)).status }).toEqual({ url, status: 200 });
    for (const outcome of traffic.outcomes.filter((post) => post.kind === 'post' && post.status === 201)) {
      const { id } = outcome.body as { id: string };
      expect((await call<{ title: string }>('GET', `/api/posts/${id}`)).body.title).toBe(outcome.title);
    }
    const torn = await db.query(`SELECT p.title FROM posts p WHERE (SELECT count(*) FROM post_tags t WHERE t.post_id = p.id) <> 2`);
    expect(torn.rows).toEqual([]);

    // The reconciliation status tells the truth: no run is still "running" (a run its server took
    // with it is failed), and a new run finds every post's images recorded already.
    const before = await call<ReconcileStatus>('GET', '/api/images/reconcile/status');
    expect(before.status).toBe(200);
    expect(before.body.reconciliation_history.filter((run) => run.status === 'running')).toEqual([]);
    if (diedRunning) expect(before.body.last_reconciliation).toMatchObject({ status: 'failed', error: expect.stringMatching(/did not finish/) });
    const [counts] = (
      await db.query(`SELECT (SELECT count(*)::int FROM posts) AS posts, (SELECT count(*)::int FROM images) AS images`)
    ).rows as Array<{ posts: number; images: number }>;
    expect(before.body.current_stats).toEqual({ total_posts: counts!.posts, tracked_images: counts!.images });

    const run = await call<{ stats: Record<string, number> }>('POST', '/api/images/reconcile');
    expect(run.status).toBe(200);
    expect(run.body.stats).toMatchObject({ posts_processed: counts!.posts, images_added: 0, images_updated: 0, images_removed: 0 });
    const after = await call<ReconcileStatus>('GET', '/api/images/reconcile/status');
    expect(after.body).toMatchObject({
      needs_reconciliation: false,
      current_stats: { total_posts: counts!.posts, tracked_images: counts!.images },
      last_reconciliation: { status: 'completed', stats: run.body.stats },
    });
    await folio.stop('SIGTERM');
  });
});

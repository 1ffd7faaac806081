import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/common/filters/all-exceptions.filter.js';
import { ChangeFeed } from '../src/database/change-feed.js';
import { EmbeddedPostgresLauncher } from '../src/database/embedded-postgres.launcher.js';
import { eventually } from './support/eventually.js';
import { freezePostgres } from './support/postgres-processes.js';
import { ADMIN_TOKEN, bearer, startTestApp, type TestApp } from './support/test-app.js';
import { makeTempDir, removeTempDir } from './support/temp-dir.js';
import { type Outcome, Traffic } from './support/traffic.js';

const silent = { info: () => {}, warn: () => {}, debug: () => {} };

/** The promises of issue 7: how fast each kind of answer must come, during and after an outage. */
const ANSWER_WITHIN_MS = 10_000;
const HEALTH_REPORTS_WITHIN_MS = 3_000;
const BACK_WITHIN_MS = 5_000;

const STACK_OR_SQL = /\n\s+at |\.ts:\d+|\.js:\d+|SELECT |INSERT |UPDATE |QueryFailedError|ECONNREFUSED/;

interface Outage {
  begin: () => Promise<void>;
  end: () => Promise<void>;
  /** Long enough for the app's timeouts to fire, and (hung) longer than any request may take. */
  lastsMs: number;
}

/**
 * Two outages of the app's own PostgreSQL under a stream of reads, post writes and uploads: the
 * server stopped (connections refused) and the server hung (SIGSTOP: connections open, nothing
 * answers). The app runs in this process on a PostgreSQL of this suite, so that stopping it does
 * not touch the run's shared server.
 */
describe('database outage', () => {
  let pgDataDir: string;
  let launcher: EmbeddedPostgresLauncher;
  let databaseUrl: string;
  let folio: TestApp;
  let baseUrl: string;
  let db: pg.Client;

  const get = (url: string, timeoutMs = 3_000) => fetch(`${baseUrl}${url}`, { signal: AbortSignal.timeout(timeoutMs) });
  const answers = (url: string, status: number, init: RequestInit = {}) =>
    fetch(`${baseUrl}${url}`, { ...init, signal: AbortSignal.timeout(3_000) }).then((response) => response.status === status, () => false);

  beforeAll(async () => {
    pgDataDir = makeTempDir('outage-pg');
    launcher = new EmbeddedPostgresLauncher(pgDataDir, silent, { systemDir: process.env.POSTGRES_SYSTEM_DIR });
    databaseUrl = await launcher.start();
    folio = await startTestApp({ databaseUrl });
    baseUrl = `http://127.0.0.1:${(folio.app.getHttpServer().address() as AddressInfo).port}`;
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end().catch(() => undefined);
    await folio?.close();
    await launcher?.stop();
    removeTempDir(pgDataDir);
  });

  /** Runs the stream through an outage and checks every promise of issue 7. */
  async function throughOutage(label: string, outage: Outage): Promise<void> {
    const feed = folio.app.get(ChangeFeed);
    // Every '*' the feed sends, and whether it came from a (re)connection: a failed attempt sends one too, not live.
    const dropped: Array<{ at: number; live: boolean }> = [];
    const unsubscribe = feed.subscribe((topic) => topic === '*' && dropped.push({ at: Date.now(), live: feed.isLive }));
    const traffic = new Traffic({ baseUrl, token: ADMIN_TOKEN, label, postWriters: 3, uploaders: 2, paceMs: 50 });
    try {
      const first = await traffic.writePost();
      expect(first.status).toBe(201);
      traffic.knowSlug((first.body as { slug: string }).slug);
      traffic.start();
      expect(await eventually(() => traffic.uploaded.length >= 2 && acked(traffic.outcomes, 'post') >= 3, 10_000)).toBe(true);

      const began = Date.now();
      await outage.begin();
      const down = Date.now();
      const health = await healthUntil(503, began);
      expect(health.ms).toBeLessThanOrEqual(HEALTH_REPORTS_WITHIN_MS);
      expect(health.body).toEqual({ ok: false });

      // While it lasts: the process answers at once, health keeps saying so, and the change feed
      // (an idle LISTEN connection, which a hung server leaves open) is found broken: no cache is trusted.
      let feedWentDown = false;
      while (Date.now() - began < outage.lastsMs) {
        const started = Date.now();
        expect((await get('/healthz')).status).toBe(200);
        expect(Date.now() - started).toBeLessThan(1_000);
        const check = await get('/api/db/health');
        expect({ status: check.status, inTime: Date.now() - started < HEALTH_REPORTS_WITHIN_MS }).toEqual({ status: 503, inTime: true });
        feedWentDown ||= !feed.isLive;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(feedWentDown).toBe(true);
      const ending = Date.now();
      await outage.end();
      const returned = Date.now();

      // Everything answers again, without a restart: health, reads, a post, an upload.
      const back = await eventually(
        async () =>
          (await answers('/api/db/health', 200)) &&
          (await answers('/api/posts?limit=5', 200)) &&
          (await answers('/api/posts', 201, {
            method: 'POST',
            headers: { ...bearer(), 'Content-Type': 'application/json' },
            body: JSON.stringify({ title: `${label} after`, content_text: 'Back.' }),
          })) &&
          (await traffic.upload()).status === 201,
        BACK_WITHIN_MS,
      );
      expect({ back, withinMs: Date.now() - returned <= BACK_WITHIN_MS }).toEqual({ back: true, withinMs: true });
      // The change feed is back, and its return dropped every cache (whatever it missed meanwhile). The
      // database is back somewhere between ending and returned (end() also opens the test's own
      // connection), and the feed may well reconnect before end() resolves: its '*' counts from ending.
      expect(await eventually(() => feed.isLive && dropped.some(({ at, live }) => live && at >= ending), BACK_WITHIN_MS)).toBe(true);
      await traffic.stop();

      const during = traffic.outcomes.filter((outcome) => outcome.started >= down && outcome.ended <= ending);
      expect(during.filter((outcome) => outcome.kind === 'post').length).toBeGreaterThan(0);
      expect(during.filter((outcome) => outcome.kind === 'upload').length).toBeGreaterThan(0);
      expectAnswers(traffic.outcomes, during);
      await expectConsistent(traffic, label);
    } finally {
      unsubscribe();
      await traffic.stop();
    }
  }

  /** Polls the database health check from the outage's start until it answers `status`. */
  async function healthUntil(status: number, since: number): Promise<{ ms: number; body: unknown }> {
    for (;;) {
      const response = await get('/api/db/health').catch(() => undefined);
      if (response?.status === status) return { ms: Date.now() - since, body: await response.json() };
      if (Date.now() - since > 10_000) throw new Error(`/api/db/health never answered ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const acked = (outcomes: Outcome[], kind: Outcome['kind']) => outcomes.filter((outcome) => outcome.kind === kind && outcome.status === 201).length;

  /** Every answer in time, JSON, and never a 500; during the outage writes are 503 with the clear message. */
  function expectAnswers(all: Outcome[], during: Outcome[]): void {
    const wrong = all.filter((outcome) => {
      const inTime = outcome.ended - outcome.started < ANSWER_WITHIN_MS;
      const allowed = outcome.kind === 'read' ? [200, 503] : [201, 503];
      const json = outcome.contentType.includes('application/json');
      const leaks = STACK_OR_SQL.test(JSON.stringify(outcome.body));
      const clear503 = outcome.status !== 503 || (outcome.body as { message?: string }).message === DATABASE_UNAVAILABLE_MESSAGE;
      return !inTime || !allowed.includes(outcome.status) || !json || leaks || !clear503;
    });
    expect(wrong.map(({ kind, path, status, body, started, ended }) => ({ kind, path, status, body, ms: ended - started }))).toEqual([]);
    const writes = during.filter((outcome) => outcome.kind !== 'read');
    expect(writes.filter((outcome) => outcome.status !== 503).map(({ path, status }) => ({ path, status }))).toEqual([]);
    for (const outcome of writes) {
      expect(outcome.body).toEqual({ statusCode: 503, message: DATABASE_UNAVAILABLE_MESSAGE, error: 'Service Unavailable' });
    }
  }

  /** Every acknowledged write is there; every post is whole (tags and image rows); every image row has its file. */
  async function expectConsistent(traffic: Traffic, label: string): Promise<void> {
    const posts = traffic.outcomes.filter((outcome) => outcome.kind === 'post');
    for (const outcome of posts.filter((post) => post.status === 201)) {
      const { id } = outcome.body as { id: string };
      const stored = await folio.http().get(`/api/posts/${id}`).set(bearer()).expect(200);
      expect(stored.body.title).toBe(outcome.title);
    }
    for (const url of traffic.uploaded) {
      const name = url.split('/').pop()!;
      expect((await db.query(`SELECT count(*)::int AS n FROM images WHERE source = 'upload' AND storage_key = $1`, [name])).rows[0].n).toBe(1);
      expect((await get(url)).status).toBe(200);
    }
    // A failed write is absent or whole: no post without its tags.
    const rows = (
      await db.query(
        `SELECT p.title, (SELECT count(*)::int FROM post_tags t WHERE t.post_id = p.id) AS tags FROM posts p WHERE p.title LIKE $1`,
        [`${label} %`],
      )
    ).rows as Array<{ title: string; tags: number }>;
    expect(rows.filter((row) => row.tags !== 2 && !row.title.endsWith(' after'))).toEqual([]);
    // ... nor without its image rows: a reconciliation finds nothing to add, change or remove.
    const { body } = await folio.http().post('/api/images/reconcile').set(bearer()).expect(200);
    expect(body.stats).toMatchObject({ images_added: 0, images_updated: 0, images_removed: 0 });
    // No image row points at a missing file (a public one, or a kept original).
    const keys = (
      await db.query(`SELECT storage_key AS key FROM images WHERE storage_key IS NOT NULL
                      UNION SELECT original_storage_key FROM images WHERE original_storage_key IS NOT NULL`)
    ).rows as Array<{ key: string }>;
    const fileOf = (key: string) => path.join(folio.config.dataDir, key.startsWith('private/') ? key : path.join('uploads', key));
    expect(keys.filter(({ key }) => !existsSync(fileOf(key)))).toEqual([]);
  }

  it('stopped: writes answer 503, reads come from the cache or answer 503, health says so, and all is back within 5 s', async () => {
    await throughOutage('stopped', {
      lastsMs: 5_000,
      begin: async () => {
        await db.end();
        await launcher.stop();
      },
      end: async () => {
        await launcher.start();
        db = new pg.Client({ connectionString: databaseUrl });
        await db.connect();
      },
    });
  });

  it('hung (SIGSTOP): the same, although every connection stays open and only timeouts can tell', async () => {
    let thaw: (() => void) | undefined;
    try {
      await throughOutage('hung', {
        lastsMs: 12_000,
        begin: async () => {
          thaw = freezePostgres(launcher.pgDir);
        },
        end: async () => {
          thaw!();
          thaw = undefined;
        },
      });
    } finally {
      thaw?.();
    }
  });
});

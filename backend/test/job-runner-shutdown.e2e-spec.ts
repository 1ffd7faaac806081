import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import { buildApp } from '../src/app.factory.js';
import { loadConfig } from '../src/config/app-config.js';
import { LEASE_NAMESPACE, leaseKey } from '../src/jobs/job-leases.js';
import { JobRunner } from '../src/jobs/job-runner.js';
import { JOBS_SCHEMA } from '../src/jobs/jobs.repository.js';
import type { JobContext } from '../src/jobs/job-definition.js';
import { eventually } from './support/eventually.js';
import { trackResources } from './support/resource-tracker.js';
import { makeTempDir, removeTempDir } from './support/temp-dir.js';
import { createTestDatabase, dropTestDatabase } from './support/test-database.js';

const PROBE_QUEUE = 'shutdown-probe';

/**
 * Closing an app must end everything its job runner started, wherever the close finds it: while
 * the app is still starting, while a job runs, while a claimed job waits to begin. A timer or a
 * socket left behind would keep a replica's process alive after it was told to stop, and run
 * pg-boss's loops against a database that is gone.
 */
describe('the job runner, when the app closes', () => {
  let databaseUrl: string;
  let dataDir: string;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    dataDir = makeTempDir('shutdown');
  });

  afterAll(async () => {
    await dropTestDatabase(databaseUrl);
    removeTempDir(dataDir);
  });

  /** The real app, with a probe queue whose handler the test controls, not yet started. */
  async function buildProbedApp(handler: (data: object, job: JobContext) => Promise<unknown>): Promise<NestExpressApplication> {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      POSTGRES_SYSTEM_DIR: process.env.POSTGRES_SYSTEM_DIR,
      ADMIN_TOKEN: 'test-admin-token-0123456789abcdef',
      LOG_LEVEL: 'silent',
      JOB_POLL_SECONDS: '0.5',
      SEED_SAMPLE_CONTENT: 'false',
    });
    const app = await buildApp(config);
    app.get(JobRunner).define({ queue: PROBE_QUEUE, retryLimit: 1, retryDelaySeconds: 60, handler });
    return app;
  }

  async function jobState(id: string): Promise<string | undefined> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(`SELECT state FROM ${JOBS_SCHEMA}.job WHERE id = $1`, [id]);
      return rows[0]?.state as string | undefined;
    } finally {
      await client.end();
    }
  }

  it.each([0, 5, 30, 120])('closed %i ms into its start, leaves no timer or socket behind', async (afterMs) => {
    const tracker = trackResources();
    try {
      const app = await buildProbedApp(async () => undefined);
      const starting = app.init();
      await new Promise((resolve) => setTimeout(resolve, afterMs));
      await app.close();
      await starting.catch(() => undefined);
      expect(tracker.left()).toEqual([]);
    } finally {
      tracker.stop();
    }
  });

  it('closed while a job runs: the job is told to stop, failed so that it runs again, and nothing is left behind', async () => {
    const tracker = trackResources();
    let started = false;
    let stopReason: unknown;
    try {
      const app = await buildProbedApp(
        (_data, { signal }) =>
          new Promise((_resolve, reject) => {
            started = true;
            signal.addEventListener('abort', () => {
              stopReason = signal.reason;
              reject(signal.reason as Error);
            });
          }),
      );
      await app.init();
      const id = (await app.get(JobRunner).send(PROBE_QUEUE, {}))!;
      expect(await eventually(() => started, 10_000)).toBe(true);
      await app.close();

      expect((stopReason as Error).message).toBe('The server is shutting down');
      expect(await jobState(id)).toBe('retry');
      expect(tracker.left()).toEqual([]);
    } finally {
      tracker.stop();
    }
  });

  it('hands a job that begins after the close started an already-aborted signal, and closes at once', async () => {
    const tracker = trackResources();
    // The test holds the job's lease, so a claimed job waits at its start until the close is under way.
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    let abortedAtStart: boolean | undefined;
    try {
      const app = await buildProbedApp(async (_data, { signal }) => {
        abortedAtStart = signal.aborted;
        signal.throwIfAborted();
      });
      await app.init();
      const id = (await app.get(JobRunner).send(PROBE_QUEUE, {}, { startAfter: new Date(Date.now() + 500) }))!;
      await holder.query('SELECT pg_advisory_lock($1, $2)', [LEASE_NAMESPACE, leaseKey(id)]);
      expect(await eventually(async () => (await jobState(id)) === 'active', 10_000)).toBe(true);

      const closing = app.close();
      // The HTTP server closes after every module heard that the app is closing.
      expect(await eventually(() => !app.getHttpServer().listening, 10_000)).toBe(true);
      await holder.query('SELECT pg_advisory_unlock($1, $2)', [LEASE_NAMESPACE, leaseKey(id)]);
      await closing;

      expect(abortedAtStart).toBe(true);
      expect(await jobState(id)).toBe('retry');
      expect(tracker.left()).toEqual([]);
    } finally {
      tracker.stop();
      await holder.end();
    }
  });
});

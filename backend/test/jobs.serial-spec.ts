import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { pathToFileURL } from 'node:url';
import type { AppConfig } from '../src/config/app-config.js';
import type { Database } from '../src/database/database.js';
import type { JobDefinition } from '../src/jobs/job-definition.js';
import { DataSource } from 'typeorm';
import { JobRunner } from '../src/jobs/job-runner.js';
import { JOBS_SCHEMA, REAP_QUEUE } from '../src/jobs/jobs.repository.js';
import { eventually } from './support/eventually.js';
import { ADMIN_TOKEN, bearer, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, dropTestDatabase } from './support/test-database.js';

const FAST = { jobPollSeconds: 0.5 } as AppConfig;

/** A replica's runner on `url`, outside Nest: what a second process would be. */
async function startRunner(url: string, definitions: JobDefinition<{ n: number }>[]): Promise<JobRunner> {
  const runner = new JobRunner({ url: new URL(url) } as Database, FAST);
  for (const definition of definitions) runner.define(definition);
  await runner.onApplicationBootstrap();
  return runner;
}

/**
 * Another process whose runner takes a `queue` job and never finishes it, to be killed as a crash
 * would. It prints "ready" once its queue exists, "started" once it holds the job.
 */
function startHangingProcess(url: string, queue: string): { child: ChildProcess; ready: Promise<void>; started: Promise<void> } {
  const runnerModule = pathToFileURL(path.resolve('dist/backend/jobs/job-runner.js')).href;
  const script = `
    const { JobRunner } = await import(${JSON.stringify(runnerModule)});
    const runner = new JobRunner({ url: new URL(process.env.URL) }, { jobPollSeconds: 0.5 });
    runner.define({ queue: ${JSON.stringify(queue)}, retryDelaySeconds: 1, handler: async () => { console.log('started'); await new Promise(() => {}); } });
    await runner.onApplicationBootstrap();
    console.log('ready');`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, URL: url }, stdio: ['ignore', 'pipe', 'inherit'] });
  const printed = (word: string) =>
    new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes(word) && resolve());
      child.on('exit', (code) => reject(new Error(`the hanging process exited (${code}) before it printed ${word}`)));
    });
  return { child, ready: printed('ready'), started: printed('started') };
}

describe('background jobs', () => {
  let url: string;
  const runners: JobRunner[] = [];

  beforeAll(async () => {
    url = await createTestDatabase();
  });
  afterAll(async () => {
    for (const runner of runners) await runner.onApplicationShutdown();
    await dropTestDatabase(url);
  });

  it('runs each job exactly once across two replicas, and tries a failed one again', async () => {
    const ran: Array<{ n: number; by: string }> = [];
    const failedOnce = new Set<number>();
    const handler = (by: string) => async ({ n }: { n: number }) => {
      if (n % 5 === 0 && !failedOnce.has(n)) {
        failedOnce.add(n);
        throw new Error(`job ${n} fails its first try`);
      }
      ran.push({ n, by });
    };
    const queue = 'test-once';
    const [first, second] = await Promise.all(
      ['first', 'second'].map((by) => startRunner(url, [{ queue, retryDelaySeconds: 1, handler: handler(by) }])),
    );
    runners.push(first, second);
    for (let n = 0; n < 30; n++) await (n % 2 ? first : second).send(queue, { n });

    expect(await eventually(() => ran.length >= 30, 30_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(ran.map(({ n }) => n).sort((a, b) => a - b)).toEqual([...Array(30).keys()]);
    expect(new Set(ran.map(({ by }) => by))).toEqual(new Set(['first', 'second']));
    expect([...failedOnce].sort((a, b) => a - b)).toEqual([0, 5, 10, 15, 20, 25]);
  });

  it('a job whose process died is tried again by another replica, soon and once', async () => {
    const queue = 'test-crash';
    const hanging = startHangingProcess(url, queue);
    const sender = await startRunner(url, []);
    runners.push(sender);
    await hanging.ready;
    const id = await sender.send(queue, { n: 1 });
    expect(id).toEqual(expect.any(String));
    await hanging.started;
    hanging.child.kill('SIGKILL');

    // Found lost by a replica that does not run that queue itself (no replica alive does yet).
    await sender.send(REAP_QUEUE, {});
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const state = async () => (await db.query(`SELECT state FROM ${JOBS_SCHEMA}.job WHERE id = $1`, [id])).rows[0]?.state;
      expect(await eventually(async () => (await state()) === 'retry', 20_000)).toBe(true);
    } finally {
      await db.end();
    }

    const finished: number[] = [];
    const survivor = await startRunner(url, [{ queue, retryDelaySeconds: 1, handler: async ({ n }) => void finished.push(n) }]);
    runners.push(survivor);
    expect(await eventually(() => finished.length > 0, 20_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(finished).toEqual([1]);
  });
});

describe('GET /api/jobs', () => {
  let folio: TestApp;

  beforeAll(async () => {
    folio = await startTestApp();
  });
  afterAll(async () => {
    await folio?.close();
  });

  it("lists the start-up sweep of the stored files, and is the admin's only", async () => {
    await folio.http().get('/api/jobs').expect(401);
    let jobs: Array<{ name: string; state: string; attempts: number; error: string | null }> = [];
    const swept = await eventually(async () => {
      jobs = (await folio.http().get('/api/jobs').set(bearer(ADMIN_TOKEN)).expect(200)).body.items;
      return jobs.some((job) => job.name === 'files-sweep' && job.state === 'completed');
    }, 10_000);
    expect(swept).toBe(true);
    expect(jobs.find((job) => job.name === 'files-sweep')).toMatchObject({ attempts: 1, error: null });
    await folio.http().get('/api/jobs?limit=0').set(bearer(ADMIN_TOKEN)).expect(400);
  });

  it('leaves out routine runs that found nothing to do, and shows those that did something', async () => {
    const listed = async () => (await folio.http().get('/api/jobs').set(bearer(ADMIN_TOKEN)).expect(200)).body.items as Array<{ name: string; state: string }>;
    // A sweep for scheduled posts that finds none due.
    const id = (await folio.app.get(JobRunner).send('posts-publish-due', {}))!;
    const database = folio.app.get(DataSource);
    const completed = async () =>
      (await database.query(`SELECT 1 FROM pgboss.job WHERE id = $1 AND state = 'completed' UNION ALL SELECT 1 FROM pgboss.archive WHERE id = $1`, [id])).length > 0;
    expect(await eventually(completed, 10_000)).toBe(true);
    expect((await listed()).filter((job) => job.name === 'posts-publish-due')).toEqual([]);
    const at = new Date(Date.now() + 1500).toISOString();
    await folio.http().post('/api/posts').set(bearer(ADMIN_TOKEN)).send({ title: 'Due soon', content_text: 'x', status: 'scheduled', published_at: at }).expect(201);
    expect(await eventually(async () => (await listed()).some((job) => job.name === 'posts-publish-at' && job.state === 'completed'), 10_000)).toBe(true);
  });
});

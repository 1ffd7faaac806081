import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown, type OnModuleDestroy } from '@nestjs/common';
import PgBoss from 'pg-boss';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { Database } from '../database/database.js';
import { JOB_DEFAULTS, type JobDefinition } from './job-definition.js';
import { JobLeases } from './job-leases.js';
import { JobsDatabase } from './jobs-database.js';
import { guardUnawaitedCompletions } from './unawaited-completions.js';

export const JOBS_SCHEMA = 'pgboss';
export const REAP_QUEUE = 'jobs-reap';
/** Connections of the runner's own pool: fetching, completing and scheduling are short queries. */
const POOL_SIZE = 3;
/** The same failure (a database outage) is logged once per this long. */
const ERROR_LOG_EVERY_MS = 30_000;
const STOP_WAITS_MS = 10_000;
const QUEUE_SETUP_LEASE = 'queue-setup';

export interface SendOptions {
  /** With a `short` or `stately` queue: a second job with the same key while one waits is dropped. */
  singletonKey?: string;
  startAfter?: Date;
  /**
   * Rejects once this long has passed without the job stored (a hung database never answers): for
   * callers that must not wait, whose job something else makes up for (a sweep, a backfill).
   */
  withinMs?: number;
}

/**
 * Background work on PostgreSQL (pg-boss): a job sent is stored before send() returns, survives
 * restarts, runs once across replicas, and is retried with back-off when it fails. Modules define
 * their queues while the app is built; work begins once every module is ready.
 */
@Injectable()
export class JobRunner implements OnApplicationBootstrap, OnModuleDestroy, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly definitions = new Map<string, JobDefinition<never>>();
  private readonly boss: PgBoss;
  private readonly db: JobsDatabase;
  private readonly leases: JobLeases;
  private started?: Promise<void>;
  /** Aborted as the app begins to close: running handlers stop between steps, before other modules close. */
  private readonly stopping = new AbortController();
  private lastErrorLog = 0;
  private readonly running = new Set<Promise<unknown>>();

  constructor(@Inject(Database) database: Database, @Inject(APP_CONFIG) private readonly config: AppConfig) {
    guardUnawaitedCompletions();
    const url = database.url.toString();
    this.leases = new JobLeases(url);
    this.db = new JobsDatabase({ connectionString: url, max: POOL_SIZE, application_name: 'folio-jobs' }, (error) => this.logError(error));
    this.boss = new PgBoss({
      db: this.db,
      schema: JOBS_SCHEMA,
      // Schedules are checked often enough that a cron minute is never missed.
      cronMonitorIntervalSeconds: 30,
      deleteAfterDays: 7,
    });
    this.boss.on('error', (error: Error) => this.logError(error));
    this.define({ queue: REAP_QUEUE, policy: 'short', retryLimit: 0, schedule: '* * * * *', handler: () => this.reapOrphans() });
  }

  /** Called while modules are built (constructor or onModuleInit), before the app starts. */
  define<T extends object>(definition: JobDefinition<T>): void {
    if (this.started) throw new Error(`Job queue ${definition.queue} defined after the job runner started`);
    this.definitions.set(definition.queue, definition as unknown as JobDefinition<never>);
  }

  /** Stores a job; null when the queue's policy dropped it (one already waiting). */
  async send<T extends object>(queue: string, data: T, { withinMs, ...options }: SendOptions = {}): Promise<string | null> {
    await this.ready();
    const sent = this.boss.send(queue, data, options);
    if (withinMs === undefined) return sent;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`The ${queue} job was not stored within ${withinMs} ms`)), withinMs);
    });
    try {
      return await Promise.race([sent, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  async onApplicationBootstrap(): Promise<void> {
    this.started = this.start();
    await this.started;
    void this.reapOrphans().catch((error: Error) => this.logError(error));
  }

  /** The first hook of a closing app: handlers hear it before the services they use (render workers, the fetcher) close. */
  onModuleDestroy(): void {
    this.stopping.abort();
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.started) return;
    // A job still running when the wait ends is failed, and so tried again by the next process.
    await this.boss.stop({ graceful: true, timeout: STOP_WAITS_MS }).catch((error: Error) => this.logError(error));
    await this.db.close().catch((error: Error) => this.logError(error));
    if (this.running.size) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled([...this.running]), new Promise((resolve) => (timer = setTimeout(resolve, STOP_WAITS_MS)))]);
      clearTimeout(timer);
    }
  }

  private ready(): Promise<void> {
    if (!this.started) throw new Error('The job runner has not started yet');
    return this.started;
  }

  private async start(): Promise<void> {
    await this.boss.start();
    // Replicas starting together would deadlock creating the same queues' tables: one at a time.
    await this.leases.exclusively(QUEUE_SETUP_LEASE, () => this.setUpQueues());
  }

  private async setUpQueues(): Promise<void> {
    for (const definition of this.definitions.values()) {
      const options = {
        name: definition.queue,
        policy: definition.policy ?? JOB_DEFAULTS.policy,
        retryLimit: definition.retryLimit ?? JOB_DEFAULTS.retryLimit,
        retryDelay: definition.retryDelaySeconds ?? JOB_DEFAULTS.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: definition.expireInSeconds ?? JOB_DEFAULTS.expireInSeconds,
      };
      await this.boss.createQueue(definition.queue, options);
      await this.boss.updateQueue(definition.queue, options);
      if (definition.schedule) await this.boss.schedule(definition.queue, definition.schedule);
      else await this.boss.unschedule(definition.queue);
      await this.boss.work(definition.queue, { pollingIntervalSeconds: this.config.jobPollSeconds, includeMetadata: true }, ([job]) =>
        this.run(definition, job),
      );
    }
  }

  /**
   * pg-boss looks for its stopped workers once a second after stop(): runs still going when it returns
   * are awaited before the app closes, so that none outlives it.
   */
  private run(definition: JobDefinition<never>, job: PgBoss.JobWithMetadata<unknown>): Promise<unknown> {
    const running = this.runHandler(definition, job);
    this.running.add(running);
    void running.catch(() => undefined).finally(() => this.running.delete(running));
    return running;
  }

  private async runHandler(definition: JobDefinition<never>, job: PgBoss.JobWithMetadata<unknown>): Promise<unknown> {
    const stop = new AbortController();
    const release = await this.leases.take(job.id, () => stop.abort(new Error('The job lost its lease (its database connection broke)')));
    const stopOnShutdown = () => stop.abort(new Error('The server is shutting down'));
    this.stopping.signal.addEventListener('abort', stopOnShutdown);
    try {
      return await definition.handler(job.data as never, { id: job.id, retryCount: job.retryCount, signal: stop.signal });
    } catch (error) {
      this.logger.warn(`Job ${definition.queue} ${job.id} failed (try ${job.retryCount + 1}): ${(error as Error).message}`);
      throw error;
    } finally {
      this.stopping.signal.removeEventListener('abort', stopOnShutdown);
      await release();
    }
  }

  /** Jobs left active by a process that died are failed now, so that they are retried, not left until they expire. */
  private async reapOrphans(): Promise<{ reaped: number }> {
    const queues = [...this.definitions.keys()].filter((queue) => queue !== REAP_QUEUE);
    const active = (
      await this.boss.getDb().executeSql(
        `SELECT id, name, started_on::text AS "startedOn" FROM ${JOBS_SCHEMA}.job WHERE state = 'active' AND name = ANY($1)`,
        [queues],
      )
    ).rows as Array<{ id: string; name: string; startedOn: string }>;
    const orphans = await this.leases.orphans(active, async (job) => {
      const { rows } = await this.boss
        .getDb()
        .executeSql(`SELECT 1 FROM ${JOBS_SCHEMA}.job WHERE name = $1 AND id = $2 AND state = 'active' AND started_on::text = $3`, [
          job.name,
          job.id,
          job.startedOn,
        ]);
      return rows.length > 0;
    });
    for (const job of orphans) {
      this.logger.warn(`Job ${job.name} ${job.id} lost its process; it will be tried again`);
      await this.boss.fail(job.name, job.id, { message: 'The process running this job stopped before it finished' });
    }
    return { reaped: orphans.length };
  }

  private logError(error: Error): void {
    const now = Date.now();
    if (now - this.lastErrorLog < ERROR_LOG_EVERY_MS) return;
    this.lastErrorLog = now;
    this.logger.warn(`Background jobs: ${error.message}`);
  }
}

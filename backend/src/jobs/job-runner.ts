import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown, type OnModuleDestroy } from '@nestjs/common';
import PgBoss from 'pg-boss';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { Database } from '../database/database.js';
import { JOB_DEFAULTS, type JobDefinition } from './job-definition.js';
import { JobLeases } from './job-leases.js';
import { JobsDatabase } from './jobs-database.js';
import { JOBS_SCHEMA, REAP_QUEUE, RunnerJobs } from './jobs.repository.js';
import { QueueWorker } from './queue-worker.js';

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
  private readonly jobs: RunnerJobs;
  private started?: Promise<void>;
  /** Aborted as the app begins to close: running handlers stop between steps, before other modules close. */
  private readonly stopping = new AbortController();
  private lastErrorLog = 0;
  /** One claim loop per queue, ours rather than pg-boss's `work()`, so that shutdown can wait for each to end. */
  private readonly workers = new Map<string, QueueWorker>();
  /**
   * One look for every queue each JOB_POLL_SECONDS, waking the loops of queues with a job due (sent
   * by another replica, retried, scheduled, or due at its start time): a loop with nothing to do
   * sleeps until woken, so that an idle server asks PostgreSQL once per interval, not once per queue.
   */
  private poller?: QueueWorker;
  /** The jobs being run (id to queue), failed at shutdown if still running when the wait ends (so tried again). */
  private readonly inHand = new Map<string, string>();

  constructor(@Inject(Database) database: Database, @Inject(APP_CONFIG) private readonly config: AppConfig) {
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
    this.jobs = new RunnerJobs(this.db);
    this.boss.on('error', (error: Error) => this.logError(error));
    this.define({ queue: REAP_QUEUE, policy: 'short', retryLimit: 0, schedule: '* * * * *', handler: (_data, { signal }) => this.reapOrphans(signal) });
  }

  /** Called while modules are built (constructor or onModuleInit), before the app starts. */
  define<T extends object>(definition: JobDefinition<T>): void {
    if (this.started) throw new Error(`Job queue ${definition.queue} defined after the job runner started`);
    this.definitions.set(definition.queue, definition as unknown as JobDefinition<never>);
  }

  /** Stores a job; null when the queue's policy dropped it (one already waiting). */
  async send<T extends object>(queue: string, data: T, { withinMs, ...options }: SendOptions = {}): Promise<string | null> {
    await this.ready();
    const sent = this.boss.send(queue, data, options).then((id) => {
      this.workers.get(queue)?.wake();
      return id;
    });
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
    // An app closed while it was still starting does not begin work afterwards.
    if (this.stopping.signal.aborted) return;
    this.started = this.start();
    await this.started;
    // Through the queue rather than called here, so that shutdown waits for it like any other job.
    await this.send(REAP_QUEUE, {}).catch((error: Error) => this.logError(error));
  }

  /**
   * The first hook of a closing app, before the HTTP drain: no queue claims another job, and the
   * handlers running hear it before the services they use (render workers, the fetcher) close.
   */
  onModuleDestroy(): void {
    this.stopping.abort(new Error('The server is shutting down'));
    this.poller?.stop();
    for (const worker of this.workers.values()) worker.stop();
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.started) return;
    // A start under way finishes first (stopping pg-boss halfway through its start would leave its timers running).
    await this.started.catch(() => undefined);
    // Claiming stops here too: for a runner closed without onModuleDestroy (outside Nest), and for loops a late start began.
    this.onModuleDestroy();
    await this.workersEnded();
    await this.boss.stop({ graceful: false, close: false }).catch((error: Error) => this.logError(error));
    await this.db.close().catch((error: Error) => this.logError(error));
  }

  /** Waits for the claim loops to end; a job still running when the wait ends is failed, and so tried again by the next process. */
  private async workersEnded(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const ended = Promise.all([...this.workers.values(), ...(this.poller ? [this.poller] : [])].map((worker) => worker.done)).then(() => true);
    const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), STOP_WAITS_MS)));
    const inTime = await Promise.race([ended, late]);
    clearTimeout(timer);
    if (inTime) return;
    for (const [id, queue] of this.inHand) {
      await this.boss.fail(queue, id, { message: 'The server shut down before the job finished' }).catch((error: Error) => this.logError(error));
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
      if (this.stopping.signal.aborted) return;
      const worker = new QueueWorker(() => this.claimAndRun(definition), undefined, (error) => this.logError(error));
      this.workers.set(definition.queue, worker);
    }
    if (this.stopping.signal.aborted) return;
    this.poller = new QueueWorker(() => this.wakeQueuesWithWork(), this.config.jobPollSeconds * 1000, (error) => this.logError(error));
  }

  /** Wakes the loop of each queue with a job due; answers false, so that the poller waits its interval. */
  private async wakeQueuesWithWork(): Promise<false> {
    for (const queue of await this.jobs.queuesWithWork([...this.workers.keys()])) this.workers.get(queue)?.wake();
    return false;
  }

  private async claimAndRun(definition: JobDefinition<never>): Promise<boolean> {
    const [job] = await this.boss.fetch(definition.queue, { batchSize: 1, includeMetadata: true });
    if (!job) return false;
    this.inHand.set(job.id, definition.queue);
    try {
      const output = await this.run(definition, job);
      await this.boss.complete(definition.queue, job.id, output ?? undefined);
    } catch (error) {
      const { message, stack } = error as Error;
      await this.boss.fail(definition.queue, job.id, { message, stack });
    } finally {
      this.inHand.delete(job.id);
    }
    return true;
  }

  /**
   * Runs one try. Its signal is aborted when the server shuts down (already aborted for a job claimed
   * as shutdown began), when its lease is lost, or when it has run longer than its queue allows.
   */
  private async run(definition: JobDefinition<never>, job: PgBoss.JobWithMetadata<unknown>): Promise<unknown> {
    const lost = new AbortController();
    const expired = new AbortController();
    const expireInSeconds = definition.expireInSeconds ?? JOB_DEFAULTS.expireInSeconds;
    const release = await this.leases.take(job.id, () => lost.abort(new Error('The job lost its lease (its database connection broke)')));
    let timer: NodeJS.Timeout | undefined;
    const overdue = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        const error = new Error(`The job ran longer than ${expireInSeconds} s`);
        expired.abort(error);
        reject(error);
      }, expireInSeconds * 1000);
    });
    const signal = AbortSignal.any([this.stopping.signal, lost.signal, expired.signal]);
    try {
      return await Promise.race([definition.handler(job.data as never, { id: job.id, retryCount: job.retryCount, signal }), overdue]);
    } catch (error) {
      this.logger.warn(`Job ${definition.queue} ${job.id} failed (try ${job.retryCount + 1}): ${(error as Error).message}`);
      throw error;
    } finally {
      clearTimeout(timer);
      await release();
    }
  }

  /** Jobs left active by a process that died are failed now, so that they are retried, not left until they expire. */
  private async reapOrphans(signal: AbortSignal): Promise<{ reaped: number }> {
    const orphans = await this.leases.orphans(await this.jobs.active(), (job) => this.jobs.stillActive(job), signal);
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

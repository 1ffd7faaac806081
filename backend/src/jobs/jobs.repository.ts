import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UNEVENTFUL } from './job-definition.js';
import type { JobDto } from './jobs.dto.js';

/** pg-boss's tables live in this schema. */
export const JOBS_SCHEMA = 'pgboss';
/** The runner's own minutely check for jobs whose process died. */
export const REAP_QUEUE = 'jobs-reap';

export interface ActiveJob {
  id: string;
  name: string;
  startedOn: string;
}

/** Runs SQL on the job runner's own pool (JobsDatabase), which pg-boss uses too. */
interface RunnerPool {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * What the runner reads of pg-boss's job table itself, on its own pool (it runs before the app's
 * pool opens and after it closes): the jobs marked running, for the check for lost ones, and the
 * queues with a job due, for the poller.
 */
export class RunnerJobs {
  constructor(private readonly pool: RunnerPool) {}

  /**
   * Every job marked running, whichever replica runs it and whether or not this one defines its
   * queue (another version's replica may), but for pg-boss's own and the check itself.
   */
  async active(): Promise<ActiveJob[]> {
    const { rows } = await this.pool.executeSql(
      `SELECT id, name, started_on::text AS "startedOn" FROM ${JOBS_SCHEMA}.job
       WHERE state = 'active' AND name NOT LIKE '\\_\\_%' AND name <> $1`,
      [REAP_QUEUE],
    );
    return rows as ActiveJob[];
  }

  /** The queues among these with a job that may be claimed now (pg-boss's own condition, on its index job_i5). */
  async queuesWithWork(queues: string[]): Promise<string[]> {
    const { rows } = await this.pool.executeSql(
      `SELECT DISTINCT name FROM ${JOBS_SCHEMA}.job WHERE name = ANY($1) AND state < 'active' AND start_after < now()`,
      [queues],
    );
    return (rows as { name: string }[]).map((row) => row.name);
  }

  /** Whether the job is still running the same try (not finished, failed or started again since). */
  async stillActive(job: ActiveJob): Promise<boolean> {
    const { rows } = await this.pool.executeSql(
      `SELECT 1 FROM ${JOBS_SCHEMA}.job WHERE name = $1 AND id = $2 AND state = 'active' AND started_on::text = $3`,
      [job.name, job.id, job.startedOn],
    );
    return rows.length > 0;
  }
}

/** A queue whose latest jobs failed: how many, and the newest failure. */
export interface FailingQueue {
  queue: string;
  failed: number;
  lastFailedAt: Date;
  lastError: string;
}

interface JobRow {
  id: string;
  name: string;
  state: JobDto['state'];
  created_on: Date;
  started_on: Date | null;
  completed_on: Date | null;
  retry_count: number;
  output: { message?: unknown } | null;
}

/** pg-boss's tables, read for the admin: live jobs and archived ones. */
@Injectable()
export class JobsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async newest(limit: number): Promise<JobDto[]> {
    const columns = 'id, name, state, created_on, started_on, completed_on, retry_count, output';
    const rows: JobRow[] = await this.dataSource.query(
      `SELECT * FROM (
         SELECT ${columns} FROM ${JOBS_SCHEMA}.job WHERE name NOT LIKE '\\_\\_%' AND name <> $2
         UNION ALL
         SELECT ${columns} FROM ${JOBS_SCHEMA}.archive WHERE name NOT LIKE '\\_\\_%' AND name <> $2
       ) jobs WHERE NOT (state = 'completed' AND coalesce(output @> '{"${UNEVENTFUL}": true}'::jsonb, false))
       ORDER BY created_on DESC LIMIT $1`,
      // The runner's own minutely check for lost jobs, and routine runs that found nothing to do, would push everything else out of view.
      [limit, REAP_QUEUE],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      state: row.state,
      created_at: row.created_on.toISOString(),
      started_at: row.started_on?.toISOString() ?? null,
      completed_at: row.completed_on?.toISOString() ?? null,
      attempts: row.retry_count + (row.started_on ? 1 : 0),
      // A failed try's output is the error pg-boss serialised; only its message is shown, never its stack.
      error: row.state === 'failed' || row.state === 'retry' ? String(row.output?.message ?? 'Failed') : null,
    }));
  }

  /**
   * The queues with jobs failed since `since` and since the queue's last completed job (a queue that
   * has worked since is no longer failing), the newest failure first; at most `limit` queues. One
   * pass over the tables (a week of minutely sweeps is tens of thousands of rows), each queue's
   * failures gathered beside its last success and compared after.
   */
  async failingQueues(since: Date, limit: number): Promise<FailingQueue[]> {
    const columns = 'name, state, created_on, output';
    const ended = `created_on > $1 AND state IN ('completed', 'failed') AND name NOT LIKE '\\_\\_%' AND name <> $2`;
    const rows: Array<{ queue: string; failed: number; last_failed_at: Date; last_error: string | null }> = await this.dataSource.query(
      `WITH per_queue AS (
         SELECT name, max(created_on) FILTER (WHERE state = 'completed') AS last_completed,
                array_agg(created_on) FILTER (WHERE state = 'failed') AS failed_at,
                array_agg(output ->> 'message') FILTER (WHERE state = 'failed') AS errors
         FROM (
           SELECT ${columns} FROM ${JOBS_SCHEMA}.job WHERE ${ended}
           UNION ALL
           SELECT ${columns} FROM ${JOBS_SCHEMA}.archive WHERE ${ended}
         ) ended
         GROUP BY name HAVING bool_or(state = 'failed')
       )
       SELECT q.name AS queue, count(*)::int AS failed, max(f.at) AS last_failed_at, (array_agg(f.error ORDER BY f.at DESC))[1] AS last_error
       FROM per_queue q, unnest(q.failed_at, q.errors) AS f(at, error)
       WHERE q.last_completed IS NULL OR f.at > q.last_completed
       GROUP BY q.name ORDER BY last_failed_at DESC LIMIT $3`,
      [since, REAP_QUEUE, limit],
    );
    return rows.map((row) => ({ queue: row.queue, failed: row.failed, lastFailedAt: row.last_failed_at, lastError: row.last_error ?? 'Failed' }));
  }
}

/** What a job's handler is told besides its data. */
export interface JobContext {
  id: string;
  /** 0 on the first try. */
  retryCount: number;
  /**
   * Aborted when this try must stop: the process is shutting down, or the job's lease was lost (its
   * connection broke, so another replica may take the job). A long handler checks it between steps
   * and throws; the job is tried again.
   */
  signal: AbortSignal;
}

/**
 * A handler answers `{ [UNEVENTFUL]: true, … }` for a run that found nothing to do (a minutely sweep
 * with nothing due): the admin's list of jobs leaves such runs out, as long as they succeeded.
 */
export const UNEVENTFUL = 'uneventful';

export type JobHandler<T> = (data: T, job: JobContext) => Promise<unknown>;

/**
 * One kind of background work. `standard` runs every job sent; `singleton` runs at most one at a
 * time across replicas; `short` keeps at most one waiting (a second send while one waits is dropped);
 * `stately` both.
 */
export interface JobDefinition<T = object> {
  queue: string;
  handler: JobHandler<T>;
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
  /** Tries after the first, with exponential back-off from retryDelaySeconds. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /**
   * How long one try may run. A try whose process died is found sooner, by its lease (see
   * JobLeases), so this only bounds a live but stuck handler.
   */
  expireInSeconds?: number;
  /** A cron expression (UTC): the job is sent once per matching minute across all replicas. */
  schedule?: string;
}

export const JOB_DEFAULTS = {
  policy: 'standard',
  retryLimit: 3,
  retryDelaySeconds: 30,
  expireInSeconds: 15 * 60,
} as const;

import pg from 'pg';
import { closePool } from '../database/pool-closing.js';

const stopped = () => new Error('The job runner has stopped');

/**
 * pg-boss's connections, closed by the job runner rather than by pg-boss: pg's pool, once ended,
 * leaves the queries still waiting for a connection waiting for ever, and a worker whose fetch waits
 * there never stops (pg-boss then looks for it once a second for as long as the process lives). On
 * close, those queries fail instead.
 */
export class JobsDatabase {
  private readonly pool: pg.Pool;
  /** The queries not yet answered, by the function that fails each: only these, so memory follows what is in flight. */
  private readonly unanswered = new Set<(error: Error) => void>();
  private closed = false;

  constructor(options: pg.PoolConfig, onError: (error: Error) => void) {
    this.pool = new pg.Pool(options);
    this.pool.on('error', onError);
  }

  executeSql(text: string, values?: unknown[]): Promise<pg.QueryResult> {
    if (this.closed) return Promise.reject(stopped());
    return new Promise((resolve, reject) => {
      this.unanswered.add(reject);
      this.pool
        .query(text, values)
        .then(resolve, reject)
        .finally(() => this.unanswered.delete(reject));
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const fail of this.unanswered) fail(stopped());
    this.unanswered.clear();
    await closePool(this.pool, () => this.pool.end());
  }
}

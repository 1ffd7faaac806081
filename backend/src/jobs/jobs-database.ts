import pg from 'pg';

/**
 * pg-boss's connections, closed by the job runner rather than by pg-boss: pg's pool, once ended,
 * leaves the queries still waiting for a connection waiting for ever, and a worker whose fetch waits
 * there never stops (pg-boss then looks for it once a second for as long as the process lives). On
 * close, those queries fail instead.
 */
export class JobsDatabase {
  private readonly pool: pg.Pool;
  private readonly closing = new AbortController();
  private readonly closed: Promise<never>;

  constructor(options: pg.PoolConfig, onError: (error: Error) => void) {
    this.pool = new pg.Pool(options);
    this.pool.on('error', onError);
    this.closed = new Promise<never>((_resolve, reject) =>
      this.closing.signal.addEventListener('abort', () => reject(new Error('The job runner has stopped')), { once: true }),
    );
    this.closed.catch(() => undefined);
  }

  async executeSql(text: string, values?: unknown[]): Promise<pg.QueryResult> {
    if (this.closing.signal.aborted) throw new Error('The job runner has stopped');
    return Promise.race([this.pool.query(text, values), this.closed]);
  }

  async close(): Promise<void> {
    if (this.closing.signal.aborted) return;
    this.closing.abort();
    await this.pool.end();
  }
}

import pg from 'pg';

/** pg's message when `query_timeout` passes without an answer. */
export const QUERY_READ_TIMEOUT = 'Query read timeout';

type QueryFunction = (...args: unknown[]) => unknown;

/**
 * A pg client that closes its connection when a query gets no answer within `query_timeout`.
 * pg itself only stops waiting: the query stays active on the connection, so every later query on
 * it queues behind and times out too, and the pool hands the wedged client out again (a hung
 * server keeps its TCP connections open, so nothing else notices). Closed, it leaves the pool at
 * release, the next query gets a fresh connection, and PostgreSQL rolls back whatever the old one
 * had open as soon as it runs again.
 */
export class DeadlineClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as QueryFunction;
    // Overloaded in pg's types, so wrapped rather than overridden; TypeORM uses the promise form.
    this.query = ((...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) {
        result.catch((error: Error) => {
          if (error?.message === QUERY_READ_TIMEOUT) this.end().catch(() => undefined);
        });
      }
      return result;
    }) as pg.Client['query'];
  }
}

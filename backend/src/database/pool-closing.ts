import type pg from 'pg';

/** Past this, a connection that has not finished closing is left to the operating system. */
const CLOSE_WAITS_MS = 5_000;

/**
 * Ends a pg pool (through `end`, which may be TypeORM's destroy) and waits until each of its
 * connections has closed: pg's `end()` resolves once the connections are told to close, before
 * their sockets are, so that a process or a test that goes on at once would still hold them.
 */
export async function closePool(pool: pg.Pool, end: () => Promise<void>): Promise<void> {
  const open = pool.totalCount;
  let closed = 0;
  let timer: NodeJS.Timeout | undefined;
  const allClosed = new Promise<void>((resolve) => {
    if (open === 0) return resolve();
    // pg-pool says 'remove' once a removed connection's socket has closed.
    pool.on('remove', () => ++closed >= open && resolve());
    timer = setTimeout(resolve, CLOSE_WAITS_MS);
  });
  try {
    await end();
    await allClosed;
  } finally {
    clearTimeout(timer);
  }
}

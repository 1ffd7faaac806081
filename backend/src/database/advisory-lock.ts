import type { DataSource } from 'typeorm';

export type ReleaseLock = () => Promise<void>;

/**
 * Takes a PostgreSQL session advisory lock on a connection of its own, kept until released (or
 * until the process dies and PostgreSQL closes the session): one holder across every replica.
 * Null when another session holds it.
 */
export async function tryAdvisoryLock(dataSource: DataSource, key: number): Promise<ReleaseLock | null> {
  const runner = dataSource.createQueryRunner();
  try {
    const [{ locked }] = await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [key]);
    if (!locked) {
      await runner.release();
      return null;
    }
  } catch (error) {
    await runner.release();
    throw error;
  }
  return async () => {
    try {
      await runner.query('SELECT pg_advisory_unlock($1)', [key]);
    } catch (error) {
      // The session may still hold the lock: close it rather than return it to the pool, or every later run would be refused.
      const client = (await runner.connect()) as { end(): Promise<void> };
      await client.end().catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  };
}

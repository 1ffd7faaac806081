import type { DataSource } from 'typeorm';

/**
 * Every PostgreSQL advisory lock Folio takes goes through here. A key is one 64-bit number, two
 * 32-bit ones (a namespace and a name: job leases), or a text hashed to 64 bits (a stored file).
 */
export type LockKey = number | readonly [number, number] | { readonly text: string };

/** One PostgreSQL session or transaction: a pg.Client, a TypeORM QueryRunner or EntityManager. */
export interface LockSession {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

export type ReleaseLock = () => Promise<void>;

function call(fn: string, key: LockKey): [string, unknown[]] {
  if (typeof key === 'number') return [`SELECT ${fn}($1) AS locked`, [key]];
  if ('text' in key) return [`SELECT ${fn}(hashtextextended($1, 0)) AS locked`, [key.text]];
  return [`SELECT ${fn}($1, $2) AS locked`, [key[0], key[1]]];
}

/** pg answers `{ rows }`, TypeORM the rows themselves. */
function firstRow(result: unknown): { locked?: boolean } {
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return (rows[0] ?? {}) as { locked?: boolean };
}

/** Waits for the lock, held by the session until unlocked or until the session ends. */
export async function lockSession(session: LockSession, key: LockKey): Promise<void> {
  await session.query(...call('pg_advisory_lock', key));
}

/** Takes the lock if no other session holds it; answers whether it did. */
export async function tryLockSession(session: LockSession, key: LockKey): Promise<boolean> {
  return firstRow(await session.query(...call('pg_try_advisory_lock', key))).locked === true;
}

export async function unlockSession(session: LockSession, key: LockKey): Promise<void> {
  await session.query(...call('pg_advisory_unlock', key));
}

/** Waits for the lock, held until the transaction `manager` runs in ends. */
export async function lockTransaction(manager: LockSession, key: LockKey): Promise<void> {
  await manager.query(...call('pg_advisory_xact_lock', key));
}

/** Whether no session holds the lock now (taken and let go at once on `session`). */
export async function isLockFree(session: LockSession, key: LockKey): Promise<boolean> {
  if (!(await tryLockSession(session, key))) return false;
  await unlockSession(session, key);
  return true;
}

/** Whether a session (of any replica) holds the lock now, without trying to take it. */
export async function isLockHeld(session: LockSession, key: number): Promise<boolean> {
  const result = await session.query(
    `SELECT EXISTS (
       SELECT 1 FROM pg_locks
       WHERE locktype = 'advisory' AND granted AND objsubid = 1
         AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
         AND classid = ($1::bigint >> 32)::oid AND objid = ($1::bigint & 4294967295)::oid
     ) AS locked`,
    [key],
  );
  return firstRow(result).locked === true;
}

/**
 * Takes a session lock on a pooled connection of its own, kept until released (or until the process
 * dies and PostgreSQL closes the session): one holder across every replica. Null when another
 * session holds it.
 */
export async function tryAdvisoryLock(dataSource: DataSource, key: LockKey): Promise<ReleaseLock | null> {
  const runner = dataSource.createQueryRunner();
  try {
    if (!(await tryLockSession(runner, key))) {
      await runner.release();
      return null;
    }
  } catch (error) {
    await runner.release();
    throw error;
  }
  return async () => {
    try {
      await unlockSession(runner, key);
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

import { DataSource, type DataSourceOptions } from 'typeorm';
import { DeadlineClient } from './deadline-client.js';
import { MIGRATIONS } from './migrations/index.js';
import { lockSession, unlockSession } from './advisory-lock.js';

/** Held across every migration run, so that replicas starting together migrate one at a time. */
const MIGRATION_LOCK_KEY = 0x466f6c69;

/**
 * How long the app waits on PostgreSQL before it answers 503. A request makes at most one wait of
 * each kind before it fails (the first query that gets no answer ends it), so together they stay
 * well inside the 10 seconds a client may wait for an answer, even when the server hangs with its
 * connections open and only a timer can tell.
 */
export const DATABASE_TIMEOUTS = {
  /** For a pooled connection, or a new one (a hung server still completes the TCP handshake). */
  connectMs: 2_000,
  /** Server side: a slow statement is cancelled cleanly (57014) and the connection stays usable. */
  statementMs: 4_000,
  /** Client side: no answer at all (a hung server); the connection is then closed (DeadlineClient). */
  queryMs: 5_000,
  /** Server side: a transaction its client stopped driving gives back its locks. */
  idleInTransactionMs: 60_000,
  /** TCP keepalive probes find a server that vanished (not one that hangs: its kernel still answers). */
  keepAliveDelayMs: 10_000,
} as const;

/** The app's entity classes: the database module knows none of the features (see entities.ts at the root). */
export type Entities = NonNullable<DataSourceOptions['entities']>;

export function createDataSource(url: string, entities: Entities): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations: MIGRATIONS,
    synchronize: false,
    migrationsRun: false,
    logging: false,
    applicationName: 'folio',
    connectTimeoutMS: DATABASE_TIMEOUTS.connectMs,
    extra: {
      Client: DeadlineClient,
      max: 10,
      idleTimeoutMillis: 10_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: DATABASE_TIMEOUTS.keepAliveDelayMs,
      query_timeout: DATABASE_TIMEOUTS.queryMs,
      statement_timeout: DATABASE_TIMEOUTS.statementMs,
      idle_in_transaction_session_timeout: DATABASE_TIMEOUTS.idleInTransactionMs,
    },
  });
}

/**
 * Applies pending migrations on a connection of their own, without the request timeouts: a
 * migration may rewrite a large table, and a replica waits here while another one migrates.
 */
export async function runMigrations(url: string): Promise<string[]> {
  const dataSource = new DataSource({
    type: 'postgres',
    url,
    migrations: MIGRATIONS,
    logging: false,
    applicationName: 'folio-migrations',
    connectTimeoutMS: DATABASE_TIMEOUTS.connectMs,
    // One connection holds the lock, another runs the migrations.
    extra: { max: 2 },
  });
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    await lockSession(runner, MIGRATION_LOCK_KEY);
    const applied = await dataSource.runMigrations({ transaction: 'all' });
    return applied.map((migration) => migration.name);
  } finally {
    await unlockSession(runner, MIGRATION_LOCK_KEY).catch(() => undefined);
    await runner.release();
    await dataSource.destroy().catch(() => undefined);
  }
}

import pg from 'pg';
import { randomBytes } from 'node:crypto';

function runServerUrl(): string {
  const url = process.env.FOLIO_TEST_DATABASE_URL;
  if (!url) throw new Error('FOLIO_TEST_DATABASE_URL is not set: run the tests through jest (global setup)');
  return url;
}

/** Runs one statement on the server of `url` (any database of it: CREATE and DROP DATABASE act server-wide). */
async function onServer(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database named `{prefix}_{random}` on the PostgreSQL server of `serverUrl`, so that
 * suites (or the browser run's servers) never see each other's rows; answers its URL.
 */
export async function createDatabaseOn(serverUrl: string, prefix: string, template?: string): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops the database of `databaseUrl`, closing its connections, from its server's `postgres` database. */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  await onServer(url.toString(), `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** A new, empty database on the run's shared test server (jest's global setup). */
export function createTestDatabase(): Promise<string> {
  return createDatabaseOn(runServerUrl(), 'folio_test');
}

/**
 * A new database on the run's shared test server, already migrated and holding the job runner's
 * schema: a copy of the one the global setup migrated, for an app whose start is not under test.
 */
export function createMigratedTestDatabase(): Promise<string> {
  return createDatabaseOn(runServerUrl(), 'folio_test', process.env.FOLIO_TEST_MIGRATED_TEMPLATE);
}

export function dropTestDatabase(databaseUrl: string): Promise<void> {
  return dropDatabase(databaseUrl);
}

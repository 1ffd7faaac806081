import pg from 'pg';
import { randomBytes } from 'node:crypto';

function serverUrl(): URL {
  const url = process.env.FOLIO_TEST_DATABASE_URL;
  if (!url) throw new Error('FOLIO_TEST_DATABASE_URL is not set: run the tests through jest (global setup)');
  return new URL(url);
}

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl().toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the shared test server, so that suites never see each other's rows. */
export async function createTestDatabase(): Promise<string> {
  const name = `folio_test_${randomBytes(6).toString('hex')}`;
  await onServer((client) => client.query(`CREATE DATABASE ${name}`));
  const url = serverUrl();
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropTestDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  await onServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

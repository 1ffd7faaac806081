import { startRunPostgres } from './run-postgres.js';

/** One real PostgreSQL for the whole run; every suite gets its own database on it. */
export default async function globalSetup() {
  const postgres = await startRunPostgres('folio-test');
  process.env.FOLIO_TEST_DATABASE_URL = postgres.url;
  globalThis.folioTestDatabase = postgres;
}

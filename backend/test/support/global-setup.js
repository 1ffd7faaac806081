import { createMigratedTemplate, startRunPostgres } from './run-postgres.js';

/**
 * One real PostgreSQL for the whole run; every suite gets its own database on it. A test app's
 * database is a copy of one migrated here once, rather than migrated again by each of ~110 app starts.
 */
export default async function globalSetup() {
  const postgres = await startRunPostgres('folio-test');
  process.env.FOLIO_TEST_DATABASE_URL = postgres.url;
  globalThis.folioTestDatabase = postgres;
  await createMigratedTemplate(postgres.url, 'folio_test_migrated');
  process.env.FOLIO_TEST_MIGRATED_TEMPLATE = 'folio_test_migrated';
}

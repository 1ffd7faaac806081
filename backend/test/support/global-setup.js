import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// Jest loads global setup outside its module system, so it takes the built launcher (`npm test` builds it first).
import { EmbeddedPostgresLauncher } from '../../../dist/backend/database/embedded-postgres.launcher.js';

const quiet = { info: () => {}, warn: (message) => console.warn(message), debug: () => {} };

/** One real PostgreSQL for the whole run; every suite gets its own database on it. */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-test-pg-'));
  chmodSync(dataDir, 0o755);
  const launcher = new EmbeddedPostgresLauncher(dataDir, quiet);
  process.env.FOLIO_TEST_DATABASE_URL = await launcher.start();
  globalThis.folioTestDatabase = { launcher, dataDir };
}

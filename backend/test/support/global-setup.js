import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// Jest loads global setup outside its module system, so it takes the built launcher (`npm test` builds it first).
import { EmbeddedPostgresLauncher } from '../../../dist/backend/database/embedded-postgres.launcher.js';

const quiet = { info: () => {}, warn: (message) => console.warn(message), debug: () => {} };

function openTempDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

/**
 * One real PostgreSQL for the whole run; every suite gets its own database on it. Run as root,
 * PostgreSQL's programs are copied into POSTGRES_SYSTEM_DIR: a folder of this run's, so that tests
 * leave nothing in /var/lib. Suites and the servers they start inherit it.
 */
export default async function globalSetup() {
  const dataDir = openTempDir('folio-test-pg-');
  const systemDir = openTempDir('folio-test-system-');
  process.env.POSTGRES_SYSTEM_DIR = systemDir;
  const launcher = new EmbeddedPostgresLauncher(dataDir, quiet, { systemDir });
  process.env.FOLIO_TEST_DATABASE_URL = await launcher.start();
  globalThis.folioTestDatabase = { launcher, dataDir, systemDir };
}

import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// Jest loads global setup outside its module system, so it takes the built launcher (the test commands build it first).
import { EmbeddedPostgresLauncher } from '../../../dist/backend/database/embedded-postgres.launcher.js';
import { runMigrations } from '../../../dist/backend/database/data-source.js';
import pg from 'pg';
import PgBoss from 'pg-boss';

const quiet = { info: () => {}, warn: (message) => console.warn(message), debug: () => {} };

function openTempDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

/**
 * A test run's cluster does not wait for the disk: it is thrown away at the end, and no test crashes
 * it (the crash and outage tests start clusters of their own, with the settings `npm start` uses).
 * Each commit's flush and each page's full image in the WAL cost the run time and the disk a
 * production server spends on durability, which no test here measures.
 */
async function forgoDurability(serverUrl) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const setting of ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off']) await client.query(`ALTER SYSTEM SET ${setting}`);
    // Nor does it make each of the run's thousands of connections prove its password (SCRAM: 4,096
    // rounds of PBKDF2 on each side): it listens on 127.0.0.1 only, for this run's processes.
    const { rows } = await client.query('SHOW hba_file');
    writeFileSync(rows[0].hba_file, `host all all 127.0.0.1/32 trust\n${readFileSync(rows[0].hba_file, 'utf8')}`);
    await client.query('SELECT pg_reload_conf()');
  } finally {
    await client.end();
  }
}

/**
 * One real PostgreSQL for a whole test run (the backend's and the browser's global setups). Run as
 * root, PostgreSQL's programs are copied into POSTGRES_SYSTEM_DIR: a folder of this run's, so that
 * tests leave nothing in /var/lib; what the run starts inherits it. `stop()` removes both folders.
 */
export async function startRunPostgres(prefix) {
  const dataDir = openTempDir(`${prefix}-pg-`);
  const systemDir = openTempDir(`${prefix}-system-`);
  process.env.POSTGRES_SYSTEM_DIR = systemDir;
  const launcher = new EmbeddedPostgresLauncher(dataDir, quiet, { systemDir });
  const url = await launcher.start();
  await forgoDurability(url);
  return {
    url,
    stop: async () => {
      await launcher.stop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(systemDir, { recursive: true, force: true });
    },
  };
}

/**
 * Creates the database `name` on the server of `serverUrl`, migrated and holding the job runner's
 * schema: apps whose start is not under test get a copy of it (CREATE DATABASE … TEMPLATE), rather
 * than each migrating a database of its own again.
 */
export async function createMigratedTemplate(serverUrl, name) {
  const server = new pg.Client({ connectionString: serverUrl });
  await server.connect();
  try {
    await server.query(`CREATE DATABASE ${name}`);
  } finally {
    await server.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await runMigrations(url.toString());
  const template = new pg.Client({ connectionString: url.toString() });
  await template.connect();
  try {
    await template.query(PgBoss.getConstructionPlans('pgboss'));
  } finally {
    await template.end();
  }
}

// Each limits scenario gets its own database on the bench's PostgreSQL (what the other parts wrote
// never skews it) and its own server process.
import pg from 'pg';
import { startFolio, stopFolio } from '../folio-process.js';
import { check } from './checks.js';

export async function freshDatabase(databaseUrl, name) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/**
 * Starts the built server, runs `work(child)` (which answers figures with `checks`), stops the
 * server whatever happened. A server that died on the way adds a failed check of its own.
 */
export async function withFolio(databaseUrl, dataDir, env, work) {
  const folio = await startFolio(databaseUrl, dataDir, env);
  try {
    const result = await work(folio);
    const exit = folio.exitCode ?? folio.signalCode;
    return exit === null ? result : { ...result, checks: [...(result?.checks ?? []), check('server still running', `no: exited (${exit})`, 'yes', false)] };
  } finally {
    await stopFolio(folio);
  }
}

// jest lane: beside the parallel files
import { afterEach, describe, expect, it } from '@jest/globals';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { EmbeddedPostgresLauncher, findFreePort, isAlive, type LauncherLog } from '../src/database/embedded-postgres.launcher.js';
import { processesWorkingIn } from '../src/database/postgres-processes.js';
import { eventually } from './support/eventually.js';
import { outputLines, startFolio } from './support/folio-process.js';
import { makeTempDir, removeTempDir } from './support/temp-dir.js';

const systemDir = process.env.POSTGRES_SYSTEM_DIR;

function recordingLog(): LauncherLog & { warnings: string[] } {
  const warnings: string[] = [];
  return { info: () => {}, debug: () => {}, warn: (message) => warnings.push(message), warnings };
}

function listenOn(port: number): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** How embedded PostgreSQL's start fails, or recovers, for any user (root's own cases: root-start.serial-spec.ts). */
describe('starting the embedded PostgreSQL', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const tempDir = (prefix: string) => {
    const dir = makeTempDir(prefix);
    cleanups.push(() => removeTempDir(dir));
    return dir;
  };
  const launcher = (dataDir: string, log: LauncherLog, port?: number) => {
    const started = new EmbeddedPostgresLauncher(dataDir, log, { port, systemDir });
    cleanups.push(() => started.stop());
    return started;
  };

  it('stops at once with one line, exit code 1 and no PostgreSQL started, when the HTTP port is taken', async () => {
    const dataDir = tempDir('taken-http');
    const port = await findFreePort();
    const taken = await listenOn(port);
    cleanups.push(() => new Promise<void>((resolve) => taken.close(() => resolve())));
    const folio = startFolio(dataDir, { PORT: String(port), DATA_DIR: dataDir, POSTGRES_SYSTEM_DIR: systemDir });
    expect(await folio.exited).toBe(1);
    expect(folio.output()).not.toMatch(/^\s+at /m);
    const lines = outputLines(folio.output());
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({
      level: 60,
      msg: `Folio could not start: port ${port} is in use (127.0.0.1:${port}): stop the program using it, or set PORT to another port`,
    });
    expect(existsSync(path.join(dataDir, 'pg'))).toBe(false);
  });

  it('says which port PostgreSQL could not listen on, when it was given one that is taken', async () => {
    const port = await findFreePort();
    const taken = await listenOn(port);
    cleanups.push(() => new Promise<void>((resolve) => taken.close(() => resolve())));
    const failure = await launcher(tempDir('taken-pg'), recordingLog(), port).start().catch((error: Error) => error);
    expect((failure as Error).message).toBe(
      `Embedded PostgreSQL did not start: port ${port} on 127.0.0.1 is taken by another program: stop that program and start again`,
    );
  });

  it('starts after a run killed outright, PostgreSQL included, whose postmaster.pid now names a live process', async () => {
    const dataDir = tempDir('killed');
    const killed = launcher(dataDir, recordingLog());
    const url = await killed.start();
    await query(url, 'CREATE TABLE kept AS SELECT 42 AS answer');
    const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
    const lock = readFileSync(pidFile, 'utf8').split('\n');
    const cluster = realpathSync(path.join(dataDir, 'pg'));
    const postgresPids = [Number(lock[0]), ...(await processesWorkingIn(cluster))];
    for (const pid of new Set(postgresPids)) process.kill(pid, 'SIGKILL');
    expect(await eventually(() => postgresPids.every((pid) => !isAlive(pid)), 10_000)).toBe(true);

    // After a reboot or a container restart the pid is someone else's: here a process of the user
    // PostgreSQL runs as, which is the case PostgreSQL itself refuses ("lock file already exists").
    const idOf = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
    const asPostgres = process.getuid?.() === 0 ? { uid: idOf('-u'), gid: idOf('-g') } : {};
    const stranger: ChildProcess = spawn('sleep', ['300'], { ...asPostgres, stdio: 'ignore' });
    cleanups.push(() => void stranger.kill('SIGKILL'));
    writeFileSync(pidFile, [String(stranger.pid), ...lock.slice(1)].join('\n'));

    const log = recordingLog();
    const again = launcher(dataDir, log);
    const urlAgain = await again.start();
    expect(log.warnings).toEqual([`Removed a stale postmaster.pid left by a killed run (its pid ${stranger.pid} now belongs to another program)`]);
    expect(await query(urlAgain, 'SELECT answer FROM kept')).toEqual([{ answer: 42 }]);
    expect(isAlive(stranger.pid!)).toBe(true);
  });

  it('never puts an empty database in place of one that DATA_DIR/pg links to and that is gone', async () => {
    const dataDir = tempDir('gone');
    const link = path.join(dataDir, 'pg');
    symlinkSync(path.join(dataDir, 'moved-away'), link);
    const failure = await launcher(dataDir, recordingLog()).start().catch((error: Error) => error);
    expect((failure as Error).message).toBe(
      `${link} links to ${dataDir}/moved-away, which is gone: restore it from a backup, or remove ${link} to start with an empty database`,
    );
    expect(existsSync(path.join(dataDir, 'moved-away'))).toBe(false);
  });

  it('refuses, in one line, a database made by another major version of PostgreSQL', async () => {
    const dataDir = tempDir('older');
    mkdirSync(path.join(dataDir, 'pg'));
    writeFileSync(path.join(dataDir, 'pg', 'PG_VERSION'), '17\n');
    await expect(launcher(dataDir, recordingLog()).start()).rejects.toThrow(
      /^The database in .*\/pg was made by PostgreSQL 17, and this Folio runs PostgreSQL 18: start the Folio that made it, take a pg_dump, and restore it into a new DATA_DIR \(docs\/deploy\.md, "Backups"\)$/,
    );
  });
});

// jest lane: beside the parallel files
import { afterAll, describe, expect, it } from '@jest/globals';
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort, isAlive } from '../src/database/embedded-postgres.launcher.js';
import { eventually } from './support/eventually.js';
import { makeTempDir, removeTempDir } from './support/temp-dir.js';

const mainScript = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/backend/main.cjs');

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startFolio(env: Record<string, string>): Started {
  const { FOLIO_TEST_DATABASE_URL: _shared, DATABASE_URL: _external, ADMIN_TOKEN: _token, ...inherited } = process.env;
  const child = spawn(process.execPath, [mainScript], { env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(check: () => Promise<boolean> | boolean, withinMs: number): Promise<void> {
  if (!(await eventually(check, withinMs))) throw new Error(`timed out after ${withinMs} ms`);
}

const answers = (url: string) => fetch(url).then((response) => response.ok, () => false);

/** The built server, started the way `npm start` starts it. */
describe('the folio process', () => {
  const dataDir = makeTempDir('process');
  afterAll(() => removeTempDir(dataDir));

  it('starts on an embedded PostgreSQL, prints where to go and the generated token once, and Ctrl-C leaves nothing behind', async () => {
    const port = await findFreePort();
    const folio = startFolio({ PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'info' });
    try {
      await waitFor(() => answers(`http://127.0.0.1:${port}/healthz`), 60_000);
      const token = readFileSync(path.join(dataDir, 'admin-token'), 'utf8').trim();
      const lines = folio.output().split('\n');
      expect(lines.filter((line) => line.includes(token))).toHaveLength(1);
      expect(lines.find((line) => line.includes(token))).toContain(`http://localhost:${port}/admin`);
      expect(folio.output()).toContain(`Folio is running at http://localhost:${port}`);

      await fetch(`http://127.0.0.1:${port}/api/admin/health?token=query-secret`, { headers: { Authorization: `Bearer ${token}` } });
      await waitFor(() => folio.output().includes('"path":"/api/admin/health"'), 5_000);
      const requestLines = folio.output().split('\n').filter((line) => line.includes('/api/admin/health'));
      expect(requestLines).toHaveLength(1);
      expect(requestLines[0]).toContain('"statusCode":200');
      expect(requestLines[0]).not.toContain('query-secret');
      expect(folio.output().split(token)).toHaveLength(2);

      // A public read answered again from what was sent before is logged all the same.
      for (let read = 0; read < 2; read++) expect((await fetch(`http://127.0.0.1:${port}/api/posts?page=1`)).status).toBe(200);
      await waitFor(() => folio.output().split('"path":"/api/posts"').length === 3, 5_000);

      const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
      const postgresPid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
      folio.child.kill('SIGINT');
      await folio.exited;
      expect(isAlive(postgresPid)).toBe(false);
      expect(existsSync(pidFile)).toBe(false);
    } finally {
      folio.child.kill('SIGKILL');
    }
  });

  it('keeps its data across a restart, and SIGTERM stops it as cleanly', async () => {
    const port = await findFreePort();
    const base = `http://127.0.0.1:${port}`;
    const folio = startFolio({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    try {
      await waitFor(() => answers(`${base}/healthz`), 60_000);
      const token = readFileSync(path.join(dataDir, 'admin-token'), 'utf8').trim();
      const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
      const set = await fetch(`${base}/api/admin/coming-soon`, { method: 'POST', headers: auth, body: '{"enabled":true}' });
      expect(set.status).toBe(200);
      const postgresPid = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
      folio.child.kill('SIGTERM');
      await folio.exited;
      expect(isAlive(postgresPid)).toBe(false);
    } finally {
      folio.child.kill('SIGKILL');
    }

    const again = startFolio({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    try {
      await waitFor(() => answers(`${base}/healthz`), 60_000);
      const token = readFileSync(path.join(dataDir, 'admin-token'), 'utf8').trim();
      const state = await fetch(`${base}/api/admin/coming-soon`, { headers: { Authorization: `Bearer ${token}` } });
      expect(await state.json()).toEqual({ enabled: true });
    } finally {
      again.child.kill('SIGINT');
      await again.exited;
    }
  });

  it('recovers after being killed outright: the orphaned PostgreSQL is stopped and the next start works', async () => {
    const port = await findFreePort();
    const base = `http://127.0.0.1:${port}`;
    const killed = startFolio({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    await waitFor(() => answers(`${base}/healthz`), 60_000);
    const orphanPid = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(isAlive(orphanPid)).toBe(true);

    const again = startFolio({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    try {
      await waitFor(() => answers(`${base}/api/db/health`), 60_000);
      expect(isAlive(orphanPid)).toBe(false);
    } finally {
      again.child.kill('SIGINT');
      await again.exited;
    }
  });

  it('stops at once with one clear line naming a bad variable', async () => {
    const folio = startFolio({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await folio.exited).toBe(1);
    const lines = folio.output().trim().split('\n');
    expect(lines).toEqual([expect.stringMatching(/^Invalid configuration: PORT .*"eighty"/)]);
  });

  it('never echoes a bad ADMIN_TOKEN back', async () => {
    const folio = startFolio({ ADMIN_TOKEN: 'short secret', DATA_DIR: dataDir });
    expect(await folio.exited).toBe(1);
    expect(folio.output()).toMatch(/^Invalid configuration: ADMIN_TOKEN/);
    expect(folio.output()).not.toContain('short secret');
  });
});

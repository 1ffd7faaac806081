// jest lane: beside the parallel files
import { afterAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, renameSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '../src/database/embedded-postgres.launcher.js';
import { packagedBinaries } from '../src/database/postgres-binaries.js';
import { outputLines, startFolio } from './support/folio-process.js';
import { makeTempDir, removeTempDir } from './support/temp-dir.js';

const runsAsRoot = process.getuid?.() === 0;
if (!runsAsRoot) {
  console.warn('root-start.serial-spec.ts skipped: it starts Folio as root, as CI runs it; run the tests as root to include it');
}
const describeAsRoot = runsAsRoot ? describe : describe.skip;

const token = randomBytes(32).toString('hex');
const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
const postgresUid = () => Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
const modeOf = (file: string) => statSync(file).mode & 0o777;

/** The messages of the JSON log lines. */
function messages(output: string): string[] {
  return outputLines(output)
    .filter((line) => line.startsWith('{'))
    .map((line) => (JSON.parse(line) as { msg: string }).msg);
}

/** A failed start: exit 1 and one line, the fatal one; never a stack trace or an unhandled error. */
function expectOneFatalLine(output: string): string {
  expect(output).not.toMatch(/^\s+at /m);
  const lines = outputLines(output).filter((line) => !line.includes('"level":30'));
  expect(lines).toHaveLength(1);
  const { level, msg } = JSON.parse(lines[0]) as { level: number; msg: string };
  expect(level).toBe(60);
  return msg;
}

/**
 * `git clone … ~/folio && cd folio && npm start` for root, whose home is 0700: PostgreSQL runs as
 * the `postgres` user, which cannot enter that home, so its programs and (for a DATA_DIR in the
 * home) its data go to POSTGRES_SYSTEM_DIR (/var/lib/folio; a folder of this test's here).
 */
describeAsRoot('npm start as root from a home folder closed to others', () => {
  const home = mkdtempSync(path.join(os.tmpdir(), 'folio-root-home-')); // 0700, as /root is
  const checkout = path.join(home, 'folio');
  mkdirSync(checkout);
  const systemDir = makeTempDir('root-system');
  const folders = [home, checkout];
  const modesBefore = folders.map(modeOf);
  const env = { ADMIN_TOKEN: token, POSTGRES_SYSTEM_DIR: systemDir, SEED_SAMPLE_CONTENT: 'false', LOG_LEVEL: 'info' };
  afterAll(() => [home, systemDir].forEach(removeTempDir));

  it('starts with the default DATA_DIR, says once where PostgreSQL went, and keeps the data across a restart and a package upgrade', async () => {
    expect(modeOf(home)).toBe(0o700);
    const port = String(await findFreePort());
    const first = startFolio(checkout, { ...env, PORT: port });
    let cluster: string;
    try {
      await first.healthy();
      const set = await fetch(`http://127.0.0.1:${port}/api/admin/coming-soon`, { method: 'POST', headers: auth, body: '{"enabled":true}' });
      expect(set.status).toBe(200);

      const link = path.join(checkout, 'data', 'pg');
      expect(lstatSync(link).isSymbolicLink()).toBe(true);
      cluster = readlinkSync(link);
      expect(path.dirname(cluster)).toBe(path.join(systemDir, 'clusters'));
      expect(statSync(cluster).uid).toBe(postgresUid());
      expect(modeOf(cluster)).toBe(0o700);

      const said = messages(first.output());
      const copy = readdirSync(systemDir).find((entry) => entry.startsWith('postgres-'))!;
      expect(said).toContain(`PostgreSQL's programs copied to ${path.join(systemDir, copy)}, where the "postgres" user can run them`);
      expect(said).toContain(
        `DATA_DIR ${path.join(checkout, 'data')} is inside ${home}, which the "postgres" user cannot enter: ` +
          `PostgreSQL's data goes to ${cluster}, and ${link} links there`,
      );
      expect(said.find((line) => line.startsWith('Embedded PostgreSQL is running'))).toMatch(
        new RegExp(`as the "postgres" user, from ${path.join(systemDir, copy)}, with its data in ${cluster}$`),
      );
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
    } finally {
      first.child.kill('SIGKILL');
    }
    expect(folders.map(modeOf)).toEqual(modesBefore);

    // An older package's copy is all there is: the upgraded package gets a copy of its own.
    const copy = readdirSync(systemDir).find((entry) => entry.startsWith('postgres-'))!;
    renameSync(path.join(systemDir, copy), path.join(systemDir, 'postgres-18.0.0-older-linux-x64'));
    const second = startFolio(checkout, { ...env, PORT: port });
    try {
      await second.healthy();
      const state = await fetch(`http://127.0.0.1:${port}/api/admin/coming-soon`, { headers: auth });
      expect(await state.json()).toEqual({ enabled: true });
      const said = messages(second.output());
      expect(said.filter((line) => line.includes("PostgreSQL's data goes to"))).toEqual([]);
      expect(said).toContain(`PostgreSQL's programs copied to ${path.join(systemDir, copy)}, where the "postgres" user can run them`);
      expect(readdirSync(systemDir).sort()).toEqual(['clusters', copy, 'postgres-18.0.0-older-linux-x64'].sort());
      expect(readlinkSync(path.join(checkout, 'data', 'pg'))).toBe(cluster);
      second.child.kill('SIGINT');
      expect(await second.exited).toBe(0);
    } finally {
      second.child.kill('SIGKILL');
    }
    expect(folders.map(modeOf)).toEqual(modesBefore);
  });

  it('with DATA_DIR outside the home, keeps the data in DATA_DIR/pg and runs the copied programs', async () => {
    const dataDir = makeTempDir('root-data');
    const port = String(await findFreePort());
    const folio = startFolio(checkout, { ...env, PORT: port, DATA_DIR: dataDir });
    try {
      await folio.healthy();
      const pgDir = path.join(dataDir, 'pg');
      expect(lstatSync(pgDir).isDirectory()).toBe(true);
      expect(statSync(pgDir).uid).toBe(postgresUid());
      const running = messages(folio.output()).find((line) => line.startsWith('Embedded PostgreSQL is running'));
      expect(running).toContain(`from ${systemDir}${path.sep}postgres-`);
      expect(running).toMatch(new RegExp(`with its data in ${pgDir}$`));
      folio.child.kill('SIGINT');
      expect(await folio.exited).toBe(0);
    } finally {
      folio.child.kill('SIGKILL');
      removeTempDir(dataDir);
    }
  });

  it('stops with one line, and exit code 1, when PostgreSQL cannot be run', async () => {
    const brokenSystem = makeTempDir('root-broken-system');
    const dataDir = makeTempDir('root-broken-data');
    try {
      const { version, platform } = await packagedBinaries();
      const bin = path.join(brokenSystem, `postgres-${version}-${platform}`, 'bin');
      mkdirSync(bin, { recursive: true });
      writeFileSync(path.join(bin, 'initdb'), '#!/bin/sh\n', { mode: 0o700 }); // root's alone
      const folio = startFolio(checkout, { ...env, PORT: String(await findFreePort()), DATA_DIR: dataDir, POSTGRES_SYSTEM_DIR: brokenSystem });
      expect(await folio.exited).toBe(1);
      expect(expectOneFatalLine(folio.output())).toBe(
        `Folio could not start: Embedded PostgreSQL could not run ${path.join(bin, 'initdb')}: the "postgres" user may not run it (EACCES); ` +
          `remove ${path.dirname(bin)} and start again, so that Folio copies PostgreSQL there anew`,
      );
    } finally {
      removeTempDir(brokenSystem);
      removeTempDir(dataDir);
    }
  });

  it('stops with one line, and exit code 1, when the disk is full', async () => {
    const disk = makeTempDir('root-full-disk');
    try {
      try {
        execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m,mode=0755', 'tmpfs', disk], { stdio: 'ignore' });
      } catch {
        console.warn('root-start.serial-spec.ts: the full-disk case is skipped: this machine does not let root mount a small tmpfs');
        return;
      }
      try {
        const dataDir = path.join(disk, 'data');
        const folio = startFolio(checkout, { ...env, PORT: String(await findFreePort()), DATA_DIR: dataDir });
        expect(await folio.exited).toBe(1);
        expect(expectOneFatalLine(folio.output())).toBe(
          `Folio could not start: Embedded PostgreSQL could not be set up in ${dataDir}/pg: ` +
            `the disk holding ${dataDir}/pg is full: free some space and start again`,
        );
      } finally {
        execFileSync('umount', [disk]);
      }
    } finally {
      removeTempDir(disk);
    }
  });
});

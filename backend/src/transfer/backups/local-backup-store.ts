import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { isBackupName, takenAtOf } from './backup-names.js';
import { BackupMissingError, BackupStore, type StoredBackup, writeBackupFile } from './backup-store.js';

const PARTIAL_PREFIX = '.partial-';
/** A partial file this old belongs to no backup still being written (a crash left it). */
const STALE_PARTIAL_MS = 24 * 60 * 60 * 1000;

/** Backups as files of one folder, DATA_DIR/backups; each written under a temporary name, then renamed. */
export class LocalBackupStore extends BackupStore {
  constructor(readonly folder: string) {
    super();
  }

  async save(name: string, write: (destination: Writable) => Promise<unknown>, signal?: AbortSignal): Promise<StoredBackup> {
    const target = this.pathOf(name);
    await fs.mkdir(this.folder, { recursive: true });
    await this.removeStalePartials();
    const partial = path.join(this.folder, `${PARTIAL_PREFIX}${randomUUID()}-${name}`);
    try {
      await writeBackupFile(partial, write, signal);
      await fs.rename(partial, target);
    } catch (error) {
      await fs.rm(partial, { force: true });
      throw error;
    }
    const stats = await fs.stat(target);
    return { name, size: stats.size, createdAt: takenAtOf(name)! };
  }

  async list(): Promise<StoredBackup[]> {
    const names = await fs.readdir(this.folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    const backups: StoredBackup[] = [];
    for (const name of names.filter(isBackupName)) {
      const stats = await fs.stat(path.join(this.folder, name)).catch(() => undefined);
      if (stats?.isFile()) backups.push({ name, size: stats.size, createdAt: takenAtOf(name)! });
    }
    return backups;
  }

  async open(name: string): Promise<{ stream: Readable; size: number }> {
    const file = this.pathOf(name);
    const stats = await fs.stat(file).catch(() => undefined);
    if (!stats?.isFile()) throw new BackupMissingError(name);
    return { stream: createReadStream(file), size: stats.size };
  }

  async delete(name: string): Promise<void> {
    await fs.rm(this.pathOf(name), { force: true });
  }

  private pathOf(name: string): string {
    if (!isBackupName(name)) throw new BackupMissingError(name);
    return path.join(this.folder, name);
  }

  private async removeStalePartials(): Promise<void> {
    const before = Date.now() - STALE_PARTIAL_MS;
    for (const name of await fs.readdir(this.folder)) {
      if (!name.startsWith(PARTIAL_PREFIX)) continue;
      const file = path.join(this.folder, name);
      const stats = await fs.stat(file).catch(() => undefined);
      if (stats && stats.mtimeMs < before) await fs.rm(file, { force: true });
    }
  }
}

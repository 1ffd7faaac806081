import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { removeStaleFiles } from '../common/files/stale-files.js';
import { StoredObjectMissingError } from './storage.errors.js';
import { assertStorageKey, contentKey, isStorageKey, PRIVATE_PREFIX, Storage, type StoredEntry, type Visibility } from './storage.js';

export const UPLOADS_ROUTE = '/uploads';

/** `<key>.<uuid>.partial`: a file being written (see write()). */
const PARTIAL = /^[a-f0-9]{64}\.[a-z0-9]{1,5}\.[0-9a-f-]{36}\.partial$/;

/** The names in a folder; none when it does not exist yet (nothing was ever stored). */
async function readFolder(folder: string): Promise<string[]> {
  return fs.readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
}

/**
 * Public files under `<dataDir>/uploads` (served at /uploads), private ones under
 * `<dataDir>/private` (never served), each named by the sha256 of its bytes.
 */
export class LocalDiskStorage extends Storage {
  readonly root: string;
  readonly privateRoot: string;

  constructor(dataDir: string) {
    super();
    this.root = path.join(dataDir, 'uploads');
    this.privateRoot = path.join(dataDir, 'private');
  }

  async open(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    await fs.access(file).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOENT' ? new StoredObjectMissingError(key, { cause: error }) : error;
    });
    return createReadStream(file);
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    return fs.access(this.pathOf(key)).then(
      () => true,
      () => false,
    );
  }

  async *list(): AsyncIterable<StoredEntry> {
    for (const [folder, prefix] of [[this.root, ''], [this.privateRoot, PRIVATE_PREFIX]] as const) {
      for (const name of await readFolder(folder)) {
        const key = `${prefix}${name}`;
        if (!isStorageKey(key)) continue;
        const stats = await fs.stat(path.join(folder, name)).catch(() => undefined);
        if (stats?.isFile()) yield { key, modifiedAt: stats.mtime };
      }
    }
  }

  async touch(key: string): Promise<void> {
    const now = new Date();
    await fs.utimes(this.pathOf(key), now, now).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  /** A write renames its `.partial` file into place; one a crash cut short stays behind under that name. */
  override async removeIncompleteWrites(before: Date): Promise<number> {
    return (await removeStaleFiles(this.root, before, PARTIAL)) + (await removeStaleFiles(this.privateRoot, before, PARTIAL));
  }

  publicUrl(key: string): string {
    assertStorageKey(key);
    if (key.startsWith(PRIVATE_PREFIX)) throw new Error(`A private object has no public URL: ${key.slice(0, 80)}`);
    return `${UPLOADS_ROUTE}/${key}`;
  }

  protected async write(bytes: Buffer, extension: string, visibility: Visibility): Promise<string> {
    const key = contentKey(bytes, extension, visibility);
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Written aside, then renamed: a crash never leaves a half file under the real name.
    // A name of its own: two writes of the same bytes at once must not share a half file.
    const partial = `${target}.${randomUUID()}.partial`;
    try {
      await fs.writeFile(partial, bytes);
      await fs.rename(partial, target);
    } catch (error) {
      await fs.rm(partial, { force: true });
      throw error;
    }
    return key;
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    return key.startsWith(PRIVATE_PREFIX)
      ? path.join(this.privateRoot, key.slice(PRIVATE_PREFIX.length))
      : path.join(this.root, key);
  }
}

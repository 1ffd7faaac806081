import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { StoredObjectMissingError } from './storage.errors.js';
import { assertStorageKey, contentKey, PRIVATE_PREFIX, Storage, type StoredObject, type Visibility } from './storage.js';

export const UPLOADS_ROUTE = '/uploads';

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

  async put(bytes: Buffer, extension: string): Promise<StoredObject> {
    const key = await this.write(bytes, extension, 'public');
    return { key, publicUrl: this.publicUrl(key) };
  }

  putPrivate(bytes: Buffer, extension: string): Promise<string> {
    return this.write(bytes, extension, 'private');
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

  publicUrl(key: string): string {
    assertStorageKey(key);
    if (key.startsWith(PRIVATE_PREFIX)) throw new Error(`A private object has no public URL: ${key.slice(0, 80)}`);
    return `${UPLOADS_ROUTE}/${key}`;
  }

  private async write(bytes: Buffer, extension: string, visibility: Visibility): Promise<string> {
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

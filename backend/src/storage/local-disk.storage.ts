import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Storage, type StoredObject } from './storage.js';

export const UPLOADS_ROUTE = '/uploads';
export const STORAGE_KEY = /^[a-f0-9]{64}\.[a-z0-9]{1,5}$/;

/** Files under DATA_DIR/uploads, named by the sha256 of their bytes. */
export class LocalDiskStorage extends Storage {
  constructor(readonly root: string) {
    super();
  }

  async put(bytes: Buffer, extension: string): Promise<StoredObject> {
    const key = `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;
    await fs.mkdir(this.root, { recursive: true });
    const target = path.join(this.root, key);
    // Written aside, then renamed: a crash never leaves a half file under the real name.
    const partial = `${target}.${process.pid}.partial`;
    await fs.writeFile(partial, bytes);
    await fs.rename(partial, target);
    return { key, publicUrl: this.publicUrl(key) };
  }

  async open(key: string): Promise<Readable> {
    return createReadStream(this.pathOf(key));
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  publicUrl(key: string): string {
    return `${UPLOADS_ROUTE}/${key}`;
  }

  private pathOf(key: string): string {
    if (!STORAGE_KEY.test(key)) throw new Error(`Not a storage key: ${key.slice(0, 80)}`);
    return path.join(this.root, key);
  }
}

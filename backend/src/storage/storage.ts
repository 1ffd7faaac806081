import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';

/** Public objects are served to browsers; private ones (kept originals) never are. */
export type Visibility = 'public' | 'private';

export interface StoredObject {
  /** The object's name in the store, e.g. `3f9a…c1.webp`. */
  key: string;
  /** Where browsers fetch it: `/uploads/<key>` on local disk, or the bucket's public URL. */
  publicUrl: string;
}

/** A public key: the sha256 of the bytes and an extension. */
export const STORAGE_KEY = /^[a-f0-9]{64}\.[a-z0-9]{1,5}$/;
export const PRIVATE_PREFIX = 'private/';

export function isStorageKey(key: string): boolean {
  return STORAGE_KEY.test(key.startsWith(PRIVATE_PREFIX) ? key.slice(PRIVATE_PREFIX.length) : key);
}

/** Every store checks a key before it touches anything: `../x` and friends never reach a path or a request. */
export function assertStorageKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${String(key).slice(0, 80)}`);
  return key;
}

/** Names come from the content, so a name never changes meaning and can be cached for ever. */
export function contentKey(bytes: Buffer, extension: string, visibility: Visibility): string {
  const name = `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;
  return visibility === 'private' ? `${PRIVATE_PREFIX}${name}` : name;
}

/** A stored object as a listing shows it. */
export interface StoredEntry {
  key: string;
  /** When its bytes were last written (or it was last touched). */
  modifiedAt: Date;
}

/** Where uploaded and generated files live: local disk, or an S3-compatible bucket. */
export abstract class Storage {
  async put(bytes: Buffer, extension: string): Promise<StoredObject> {
    const key = await this.write(bytes, extension, 'public');
    return { key, publicUrl: this.publicUrl(key) };
  }

  /** Stores an object no browser can fetch (a kept original); answers its key, `private/…`. */
  putPrivate(bytes: Buffer, extension: string): Promise<string> {
    return this.write(bytes, extension, 'private');
  }

  /** Stores the bytes under their content key (contentKey), whole or not at all; answers the key. */
  protected abstract write(bytes: Buffer, extension: string, visibility: Visibility): Promise<string>;
  /** Rejects with StoredObjectMissingError when the object does not exist. */
  abstract open(key: string): Promise<Readable>;
  /** Deleting an object that is not there is not an error. */
  abstract delete(key: string): Promise<void>;
  abstract exists(key: string): Promise<boolean>;
  /** Throws for a private key: those are never served. */
  abstract publicUrl(key: string): string;
  /** Every public and private object of this store; anything not named like a storage key is left out. */
  abstract list(): AsyncIterable<StoredEntry>;
  /** Marks an object as modified now, so that a sweep keeps it a while longer. Not there is not an error. */
  abstract touch(key: string): Promise<void>;

  /** Removes the leftovers of writes cut short before `before` (a crash mid-write); answers how many. */
  async removeIncompleteWrites(_before: Date): Promise<number> {
    return 0;
  }

  /** What every public URL of this store starts with: `/uploads/`, or the bucket's or CDN's address. */
  publicPrefix(): string {
    const sample = `${'0'.repeat(64)}.png`;
    return this.publicUrl(sample).slice(0, -sample.length);
  }
}

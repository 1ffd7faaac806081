import type { Readable } from 'node:stream';

export interface StoredObject {
  /** The object's name in the store, e.g. `3f9a…c1.webp`. */
  key: string;
  /** Where browsers fetch it: `/uploads/<key>` on local disk, or the bucket's public URL. */
  publicUrl: string;
}

/** Where uploaded and generated files live: local disk, or an S3-compatible bucket. */
export abstract class Storage {
  /** Stores bytes under a name made from their content hash, so a name never changes meaning. */
  abstract put(bytes: Buffer, extension: string): Promise<StoredObject>;
  abstract open(key: string): Promise<Readable>;
  abstract delete(key: string): Promise<void>;
  abstract publicUrl(key: string): string;
}

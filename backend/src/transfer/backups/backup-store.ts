import { createWriteStream } from 'node:fs';
import type { Readable, Writable } from 'node:stream';

export interface StoredBackup {
  name: string;
  size: number;
  createdAt: Date;
}

/** The backup asked for is not there. */
export class BackupMissingError extends Error {
  constructor(name: string) {
    super(`No backup named ${name}`);
    this.name = 'BackupMissingError';
  }
}

/**
 * Where backups are kept: DATA_DIR/backups, or the bucket under `private/backups/`. Only names that
 * isBackupName accepts are ever read, listed or written, so no name reaches outside the folder.
 */
export abstract class BackupStore {
  /**
   * Runs `write` into a temporary place and makes the backup appear under `name` only once it is
   * complete: a backup cut short is never listed. `signal` stops it between steps.
   */
  abstract save(name: string, write: (destination: Writable) => Promise<unknown>, signal?: AbortSignal): Promise<StoredBackup>;
  /** Every complete backup, in no particular order. */
  abstract list(): Promise<StoredBackup[]>;
  /** Rejects with BackupMissingError when there is none of that name. */
  abstract open(name: string): Promise<{ stream: Readable; size: number }>;
  abstract delete(name: string): Promise<void>;
}

/**
 * Runs `write` into a new private file. When `signal` aborts (the server shuts down), the file is
 * closed under the writer, which stops at its next write, and the abort's reason is thrown.
 */
export async function writeBackupFile(file: string, write: (destination: Writable) => Promise<unknown>, signal?: AbortSignal): Promise<void> {
  signal?.throwIfAborted();
  const destination = createWriteStream(file, { mode: 0o600 });
  // Destroyed without an error: the writer hears it at its next write (or its pipeline's end), not as an 'error' event nobody may listen to.
  const stop = () => destination.destroy();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    await write(destination);
  } catch (error) {
    throw signal?.aborted ? signal.reason : error;
  } finally {
    signal?.removeEventListener('abort', stop);
  }
  signal?.throwIfAborted();
}

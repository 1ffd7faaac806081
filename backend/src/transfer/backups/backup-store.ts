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

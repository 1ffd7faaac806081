import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Storage } from '../storage/storage.js';
import { ImagesRepository } from './images.repository.js';

/** A file already written to the store, and how to write it again. */
export interface StoredFile {
  key: string;
  write: () => Promise<unknown>;
}

/** What a sweep found and did. */
export interface SweepResult {
  checked: number;
  removed: number;
  incompleteWrites: number;
  /** Old files no row uses, left alone because the database knows no upload at all (see sweep). */
  unknownStore?: number;
}

/** Names asked about in one query. */
const SWEEP_BATCH = 500;

/**
 * The files behind image rows. The same bytes are one file, which several rows may use, so a file
 * goes only when no row uses it, and a row is written only over a file that is there.
 */
@Injectable()
export class StoredFiles {
  private readonly logger = new Logger('Images');

  constructor(
    private readonly images: ImagesRepository,
    @Inject(Storage) private readonly storage: Storage,
  ) {}

  /**
   * Records the rows of files stored beforehand, in one transaction that holds the files' locks
   * until it commits: `write` writes its rows through the manager it is given. A file that a
   * discard or a sweep removed in the meantime (no row used the same bytes) is written again first.
   */
  record<T>(files: StoredFile[], write: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.images.withFileLocks(
      files.map((file) => file.key),
      async (manager) => {
        for (const file of files) if (!(await this.storage.exists(file.key))) await file.write();
        return write(manager);
      },
    );
  }

  /**
   * Deletes a stored file unless an image row uses it. When the database cannot say, the file
   * stays: a stray file is harmless (and swept later), a row pointing at a deleted one is not.
   * Never throws.
   */
  async discard(key: string): Promise<void> {
    try {
      await this.removeUnlessReferenced(key);
    } catch (error) {
      this.logger.warn(`Kept ${key}: ${(error as Error)?.message ?? String(error)}`);
    }
  }

  /**
   * Removes the stored files no row uses that were last written before `before`: those a crash or
   * an outage left between storing a file and recording its row, and those a re-compress or a
   * revert replaced, once pages that showed them had time to move on. Younger files stay, since
   * an upload may be on its way to recording one; those that go are checked again under their lock.
   *
   * A database that knows no upload at all is taken for one the store does not belong to (a new,
   * empty database pointed at an existing DATA_DIR or bucket, or files restored before their
   * database): nothing is removed then, and `unknownStore` counts what would have been.
   */
  async sweep(before: Date, stopped: () => boolean = () => false): Promise<SweepResult> {
    const result: SweepResult = { checked: 0, removed: 0, incompleteWrites: await this.storage.removeIncompleteWrites(before) };
    const ownStore = await this.images.hasUploads();
    let batch: string[] = [];
    const flush = async () => {
      const unused = await this.images.unreferenced(batch);
      batch = [];
      if (!ownStore) {
        result.unknownStore = (result.unknownStore ?? 0) + unused.length;
        return;
      }
      for (const key of unused) {
        if (stopped()) return;
        if (await this.removeUnlessReferenced(key)) result.removed++;
      }
    };
    for await (const entry of this.storage.list()) {
      if (stopped()) break;
      result.checked++;
      if (entry.modifiedAt >= before) continue;
      batch.push(entry.key);
      if (batch.length >= SWEEP_BATCH) await flush();
    }
    if (!stopped()) await flush();
    return result;
  }

  /** Answers whether the file was removed. */
  private removeUnlessReferenced(key: string): Promise<boolean> {
    return this.images.withFileLocks([key], async (manager) => {
      if (await this.images.isReferenced(key, manager)) return false;
      await this.storage.delete(key);
      return true;
    });
  }
}

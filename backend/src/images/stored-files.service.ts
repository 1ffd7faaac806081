import { Inject, Injectable, Logger } from '@nestjs/common';
import { Storage } from '../storage/storage.js';
import { ImagesRepository } from './images.repository.js';

/** A file already written to the store, and how to write it again. */
export interface StoredFile {
  key: string;
  write: () => Promise<unknown>;
}

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
   * Records the rows of files stored beforehand. Under the files' locks, a file that a discard
   * removed in the meantime (the last row using the same bytes was deleted) is written again first.
   */
  record<T>(files: StoredFile[], write: () => Promise<T>): Promise<T> {
    return this.images.withFileLocks(
      files.map((file) => file.key),
      async () => {
        for (const file of files) if (!(await this.storage.exists(file.key))) await file.write();
        return write();
      },
    );
  }

  /**
   * Deletes a stored file unless an image row uses it. When the database cannot say, the file
   * stays: a stray file is harmless, a row pointing at a deleted one is not. Never throws.
   */
  async discard(key: string): Promise<void> {
    try {
      await this.images.withFileLocks([key], async () => {
        if (!(await this.images.isReferenced(key))) await this.storage.delete(key);
      });
    } catch (error) {
      this.logger.warn(`Kept ${key}: ${(error as Error)?.message ?? String(error)}`);
    }
  }
}

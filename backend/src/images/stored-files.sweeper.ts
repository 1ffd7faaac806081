import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { StoredFiles } from './stored-files.service.js';

/**
 * A stored file no row has used for this long is removed. Long enough for any upload to get from
 * its file to its row, and for pages showing a replaced file to be refreshed; short enough that
 * what a crash left is not kept around.
 */
export const UNUSED_FILE_GRACE_MS = 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Sweeps the store at start-up (after a crash, that is when files without rows are found) and
 * every hour after. Every replica sweeps; the files' locks keep them from getting in each other's
 * way or in the way of uploads. It never holds up the start.
 */
@Injectable()
export class StoredFilesSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Images');
  private timer?: NodeJS.Timeout;
  private closed = false;

  constructor(private readonly files: StoredFiles) {}

  onApplicationBootstrap(): void {
    void this.sweep();
  }

  /**
   * A sweep under way stops at its next file. It is not waited for: a bucket that does not answer
   * would hold the shutdown up, and a file left for the next sweep is no harm.
   */
  onModuleDestroy(): void {
    this.closed = true;
    clearTimeout(this.timer);
  }

  private async sweep(): Promise<void> {
    try {
      const result = await this.files.sweep(new Date(Date.now() - UNUSED_FILE_GRACE_MS), () => this.closed);
      if (result.removed || result.incompleteWrites) {
        this.logger.log(
          `Removed ${result.removed} stored file(s) no image uses and ${result.incompleteWrites} incomplete write(s), of ${result.checked} checked`,
        );
      }
      if (result.unknownStore) {
        this.logger.warn(
          `${result.unknownStore} stored file(s) are unknown to this database, which holds no uploaded image: ` +
            'is DATA_DIR (or S3_BUCKET) meant for another database? Nothing was removed',
        );
      }
    } catch (error) {
      if (!this.closed) this.logger.warn(`Could not sweep the stored files (the next sweep will): ${(error as Error).message}`);
    }
    if (!this.closed) {
      this.timer = setTimeout(() => void this.sweep(), SWEEP_EVERY_MS).unref();
    }
  }
}

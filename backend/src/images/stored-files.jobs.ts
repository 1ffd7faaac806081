import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { removeStaleFiles } from '../common/files/stale-files.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { JobRunner } from '../jobs/job-runner.js';
import { incomingImagesDir } from './image-upload.interceptor.js';
import { type SweepResult, StoredFiles } from './stored-files.service.js';

/**
 * A stored file no row has used for this long is removed. Long enough for any upload to get from
 * its file to its row, and for pages showing a replaced file to be refreshed; short enough that
 * what a crash left is not kept around.
 */
export const UNUSED_FILE_GRACE_MS = 60 * 60 * 1000;
const SWEEP_QUEUE = 'files-sweep';

/**
 * Sweeps the store every hour, and once when a replica starts (after a crash, that is when files
 * without rows are found, and uploads the crash left in DATA_DIR/incoming-images), as background jobs: one sweep at a time across replicas, at most one
 * waiting. It never holds up the start.
 */
@Injectable()
export class StoredFilesSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Images');
  private closed = false;

  constructor(
    private readonly files: StoredFiles,
    private readonly jobs: JobRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    jobs.define({ queue: SWEEP_QUEUE, policy: 'stately', retryLimit: 2, schedule: '17 * * * *', handler: () => this.sweep() });
  }

  onApplicationBootstrap(): void {
    this.jobs.send(SWEEP_QUEUE, {}).catch((error: Error) => this.logger.warn(`Could not plan a sweep of the stored files: ${error.message}`));
  }

  /** A sweep under way stops at its next file (it is tried again by the next process). */
  onModuleDestroy(): void {
    this.closed = true;
  }

  private async sweep(): Promise<SweepResult> {
    const before = new Date(Date.now() - UNUSED_FILE_GRACE_MS);
    const staged = await removeStaleFiles(incomingImagesDir(this.config), before);
    if (staged) this.logger.log(`Removed ${staged} upload(s) left waiting by a server that stopped`);
    const result = await this.files.sweep(before, () => this.closed);
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
    return result;
  }
}

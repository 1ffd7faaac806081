import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { removeStaleFiles } from '../../common/files/stale-files.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.token.js';
import { JobRunner } from '../../jobs/job-runner.js';
import { incomingDir } from './import-upload.interceptor.js';

const SWEEP_QUEUE = 'imports-incoming-sweep';
/** A file being received is written to all along: one untouched this long belongs to a request that died with its server. */
export const STALE_UPLOAD_MS = 60 * 60 * 1000;

/** Removes the import uploads a crash left half-received in DATA_DIR/imports/incoming: at each start and every hour. */
@Injectable()
export class ImportIncomingSweeper implements OnApplicationBootstrap {
  private readonly logger = new Logger('Import');

  constructor(
    private readonly jobs: JobRunner,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    jobs.define({
      queue: SWEEP_QUEUE,
      policy: 'stately',
      retryLimit: 1,
      schedule: '41 * * * *',
      handler: async () => {
        const removed = await removeStaleFiles(incomingDir(config), new Date(Date.now() - STALE_UPLOAD_MS));
        if (removed) this.logger.log(`Removed ${removed} import upload(s) left half-received by a server that stopped`);
        return { removed };
      },
    });
  }

  onApplicationBootstrap(): void {
    this.jobs.send(SWEEP_QUEUE, {}).catch((error: Error) => this.logger.warn(`Could not plan a sweep of the import uploads: ${error.message}`));
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.token.js';
import { JobRunner } from '../../jobs/job-runner.js';
import { BACKUP_QUEUE } from './backup-queue.js';
import { BackupsService } from './backups.service.js';

/** A backup is a whole export: a large site's may take a while. */
const BACKUP_MAY_RUN_SECONDS = 3 * 60 * 60;

/** Backups on the job runner, scheduled or asked for: one at a time, at most one more waiting. */
@Injectable()
export class BackupJobs {
  constructor(jobs: JobRunner, backups: BackupsService, @Inject(APP_CONFIG) config: AppConfig) {
    jobs.define({
      queue: BACKUP_QUEUE,
      policy: 'stately',
      retryLimit: 2,
      retryDelaySeconds: 300,
      expireInSeconds: BACKUP_MAY_RUN_SECONDS,
      schedule: config.backups.schedule ?? undefined,
      handler: (_data, { signal }) => backups.takeBackup(new Date(), signal),
    });
  }
}

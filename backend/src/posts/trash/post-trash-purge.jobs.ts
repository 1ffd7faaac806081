import { Injectable } from '@nestjs/common';
import { UNEVENTFUL } from '../../jobs/job-definition.js';
import { JobRunner } from '../../jobs/job-runner.js';
import { PostTrashRepository } from './post-trash.repository.js';

export const TRASH_PURGE_QUEUE = 'posts-trash-purge';

/** Hourly, on the job runner: deleted posts kept past TRASH_KEEP_HOURS are gone for good. */
@Injectable()
export class PostTrashPurge {
  constructor(jobs: JobRunner, trash: PostTrashRepository) {
    jobs.define({
      queue: TRASH_PURGE_QUEUE,
      policy: 'stately',
      retryLimit: 2,
      schedule: '23 * * * *',
      handler: async () => {
        const purged = await trash.purge();
        return { purged, [UNEVENTFUL]: purged === 0 };
      },
    });
  }
}

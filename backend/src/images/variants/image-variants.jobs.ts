import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JobRunner } from '../../jobs/job-runner.js';
import { IMAGE_VARIANTS_BACKFILL_QUEUE, IMAGE_VARIANTS_QUEUE, type ImageVariantsJob } from './image-variant-queues.js';
import { ImageVariantsService } from './image-variants.service.js';

/** A safety net for ladders an upload did not plan (a crash, an outage, uploads from before ladders). */
const BACKFILL_SCHEDULE = '23 4 * * *';

/** The ladders' background work on the job runner: one image per job, and the backfill. */
@Injectable()
export class ImageVariantJobs implements OnApplicationBootstrap {
  constructor(
    jobs: JobRunner,
    private readonly variants: ImageVariantsService,
  ) {
    jobs.define<ImageVariantsJob>({
      queue: IMAGE_VARIANTS_QUEUE,
      policy: 'short',
      retryLimit: 3,
      handler: ({ storageKey }, job) => variants.makeLadder(storageKey, job.signal),
    });
    jobs.define({
      queue: IMAGE_VARIANTS_BACKFILL_QUEUE,
      policy: 'stately',
      retryLimit: 2,
      schedule: BACKFILL_SCHEDULE,
      handler: () => variants.enqueueMissing(),
    });
  }

  /** Not waited for: the start never waits on the job runner. */
  onApplicationBootstrap(): void {
    void this.variants.planMissing();
  }
}

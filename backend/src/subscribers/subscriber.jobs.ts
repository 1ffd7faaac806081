import { Injectable } from '@nestjs/common';
import { JobRunner } from '../jobs/job-runner.js';
import { CONFIRMATION_QUEUE, type ConfirmationJob, SubscribersService } from './subscribers.service.js';

/** The subscribers' background work, on the job runner: the confirmation link, one mail per job. */
@Injectable()
export class SubscriberJobs {
  constructor(jobs: JobRunner, subscribers: SubscribersService) {
    jobs.define<ConfirmationJob>({ queue: CONFIRMATION_QUEUE, retryLimit: 4, retryDelaySeconds: 60, handler: (job) => subscribers.sendConfirmation(job.subscriberId) });
  }
}

import { Injectable } from '@nestjs/common';
import { JobRunner } from '../jobs/job-runner.js';
import { CONFIRMATION_QUEUE, type ConfirmationJob, SUBSCRIBE_QUEUE, type SubscribeJob, SubscribersService } from './subscribers.service.js';

/** The subscribers' background work, on the job runner: each subscribe request, then the confirmation link, one mail per job. */
@Injectable()
export class SubscriberJobs {
  constructor(jobs: JobRunner, subscribers: SubscribersService) {
    jobs.define<SubscribeJob>({ queue: SUBSCRIBE_QUEUE, retryLimit: 4, retryDelaySeconds: 30, handler: (job) => subscribers.takeRequest(job.email) });
    jobs.define<ConfirmationJob>({ queue: CONFIRMATION_QUEUE, retryLimit: 4, retryDelaySeconds: 60, handler: (job) => subscribers.sendConfirmation(job.subscriberId) });
  }
}

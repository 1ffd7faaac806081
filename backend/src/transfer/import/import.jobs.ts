import { Injectable } from '@nestjs/common';
import { JobRunner } from '../../jobs/job-runner.js';
import { ImportRun } from './import-run.js';
import { IMPORT_QUEUE } from './imports.repository.js';

const RETRY_LIMIT = 5;

/** The imports' background work, on the job runner: one import at a time across replicas, its last try ending it either way. */
@Injectable()
export class ImportJobs {
  constructor(jobs: JobRunner, run: ImportRun) {
    jobs.define<{ id: string }>({
      queue: IMPORT_QUEUE,
      policy: 'singleton',
      retryLimit: RETRY_LIMIT,
      retryDelaySeconds: 5,
      expireInSeconds: 6 * 60 * 60,
      handler: ({ id }, job) => run.run(id, job.retryCount >= RETRY_LIMIT, job.signal),
    });
  }
}

import { Global, Module } from '@nestjs/common';
import { JobRunner } from './job-runner.js';
import { JobsController } from './jobs.controller.js';
import { JobsRepository } from './jobs.repository.js';

/** The one runner of background work; any module injects JobRunner to define and send jobs. */
@Global()
@Module({
  controllers: [JobsController],
  providers: [JobRunner, JobsRepository],
  exports: [JobRunner, JobsRepository],
})
export class JobsModule {}

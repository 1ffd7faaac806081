import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { UNEVENTFUL } from '../jobs/job-definition.js';
import { JobRunner } from '../jobs/job-runner.js';
import { StatsRepository } from './stats.repository.js';
import { utcDay } from './visitor-hash.js';

export const STATS_DAYS_QUEUE = 'stats-forget-past-days';

/**
 * Hourly, on the job runner: the salts of days that are over are deleted (the first run after
 * midnight UTC), and older visitor marks are folded into counts. Hourly rather than daily, so a
 * missed run (every replica down at midnight) is made up within the hour.
 */
@Injectable()
export class StatsDaysJob {
  constructor(jobs: JobRunner, stats: StatsRepository, clock: Clock) {
    jobs.define({
      queue: STATS_DAYS_QUEUE,
      policy: 'stately',
      retryLimit: 2,
      schedule: '1 * * * *',
      handler: async () => {
        const forgotten = await stats.forgetPastDays(utcDay(clock.now()));
        return { ...forgotten, [UNEVENTFUL]: forgotten.salts === 0 && forgotten.marks === 0 };
      },
    });
  }
}

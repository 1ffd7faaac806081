import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module.js';
import { BeaconGate } from './beacon-gate.js';
import { PublicPages } from './public-pages.js';
import { StatsDaysJob } from './stats-days.jobs.js';
import { StatsController } from './stats.controller.js';
import { StatsRepository } from './stats.repository.js';
import { StatsService } from './stats.service.js';
import { ViewCounter } from './view-counter.service.js';

/** Statistics without cookies: the pages' views, the beacon's endpoint, the batched counting, the daily salts and the dashboard's reads. */
@Module({
  imports: [AdminModule],
  controllers: [StatsController],
  providers: [StatsRepository, PublicPages, ViewCounter, StatsService, StatsDaysJob, BeaconGate],
  // The site's pages count their own views as they are answered.
  exports: [ViewCounter],
})
export class StatsModule {}

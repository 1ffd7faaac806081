import { Module } from '@nestjs/common';
import { SpaService } from './spa.service.js';

@Module({
  providers: [SpaService],
  exports: [SpaService],
})
export class SiteModule {}

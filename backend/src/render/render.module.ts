import { Module } from '@nestjs/common';
import { RenderService } from './render.service.js';

/** The one Markdown pipeline, run in worker threads: used on write (and by previews and feeds to come). */
@Module({
  providers: [RenderService],
  exports: [RenderService],
})
export class RenderModule {}

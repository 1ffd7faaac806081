import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module.js';
import { PostsModule } from '../posts/posts.module.js';
import { FeedsController } from './feeds.controller.js';
import { FeedsService } from './feeds.service.js';
import { SpaService } from './spa.service.js';

@Module({
  imports: [PostsModule, AdminModule],
  controllers: [FeedsController],
  providers: [SpaService, FeedsService],
  exports: [SpaService],
})
export class SiteModule {}

import { Module } from '@nestjs/common';
import { PostsModule } from '../posts/posts.module.js';
import { ShareLinksController } from './share-links.controller.js';
import { ShareLinksRepository } from './share-links.repository.js';
import { ShareLinksService } from './share-links.service.js';
import { SharedPostController } from './shared-post.controller.js';

/** Private links to posts (drafts and scheduled ones above all), revocable and optionally expiring. */
@Module({
  imports: [PostsModule],
  controllers: [ShareLinksController, SharedPostController],
  providers: [ShareLinksService, ShareLinksRepository],
  exports: [ShareLinksService],
})
export class ShareLinksModule {}

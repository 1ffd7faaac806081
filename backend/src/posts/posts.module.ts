import { Module } from '@nestjs/common';
import { ImagesModule } from '../images/images.module.js';
import { RedirectsModule } from '../redirects/redirects.module.js';
import { RenderModule } from '../render/render.module.js';
import { RevisionRecordingModule } from '../revisions/revision-recording.module.js';
import { PostsBulkController } from './bulk/posts-bulk.controller.js';
import { PostsBulkService } from './bulk/posts-bulk.service.js';
import { PostEvents } from './post-events.js';
import { PostPreviewController } from './preview/post-preview.controller.js';
import { PostPreviewService } from './preview/post-preview.service.js';
import { PostsCache } from './posts-cache.js';
import { PostsController } from './posts.controller.js';
import { PostsRepository } from './posts.repository.js';
import { PostsService } from './posts.service.js';
import { ScheduledPublisher } from './schedule/scheduled-publisher.jobs.js';
import { SampleContentSeeder } from './seed/sample-content.seeder.js';
import { SampleStoriesController } from './seed/sample-stories.controller.js';
import { SampleStoriesService } from './seed/sample-stories.service.js';
import { PostTrashPurge } from './trash/post-trash-purge.jobs.js';
import { PostTrashRepository } from './trash/post-trash.repository.js';

@Module({
  imports: [ImagesModule, RenderModule, RedirectsModule, RevisionRecordingModule],
  // The preview first: its fixed path is matched before the posts' /:id routes, whatever they become.
  controllers: [PostPreviewController, SampleStoriesController, PostsBulkController, PostsController],
  providers: [PostsService, PostPreviewService, PostsRepository, PostsCache, SampleContentSeeder, SampleStoriesService, ScheduledPublisher, PostEvents, PostsBulkService, PostTrashRepository, PostTrashPurge],
  exports: [PostsService, PostsRepository, PostsCache, PostEvents, SampleStoriesService],
})
export class PostsModule {}

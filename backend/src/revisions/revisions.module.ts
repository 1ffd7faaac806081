import { Module } from '@nestjs/common';
import { PostsModule } from '../posts/posts.module.js';
import { RevisionRecordingModule } from './revision-recording.module.js';
import { RevisionsController } from './revisions.controller.js';
import { RevisionsService } from './revisions.service.js';

/** A post's revisions for the admin: the list, one revision, and restoring one (a save of the post). */
@Module({
  imports: [PostsModule, RevisionRecordingModule],
  controllers: [RevisionsController],
  providers: [RevisionsService],
})
export class RevisionsModule {}

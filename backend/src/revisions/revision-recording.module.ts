import { Module } from '@nestjs/common';
import { RevisionRecorder } from './revision-recorder.js';
import { RevisionsRepository } from './revisions.repository.js';

/** What a post's save needs to keep its revision; the API over revisions is RevisionsModule (which needs the posts). */
@Module({
  providers: [RevisionsRepository, RevisionRecorder],
  exports: [RevisionsRepository, RevisionRecorder],
})
export class RevisionRecordingModule {}

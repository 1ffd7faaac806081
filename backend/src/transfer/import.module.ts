import { Module } from '@nestjs/common';
import { ImagesModule } from '../images/images.module.js';
import { NavigationModule } from '../navigation/navigation.module.js';
import { PostsModule } from '../posts/posts.module.js';
import { RedirectsModule } from '../redirects/redirects.module.js';
import { RenderModule } from '../render/render.module.js';
import { ExportModule } from './export.module.js';
import { ImportController } from './import/import.controller.js';
import { ImportImages } from './import/import-images.js';
import { ImportItems } from './import/import-items.js';
import { ImportNavigation } from './import/import-navigation.js';
import { ImportRun } from './import/import-run.js';
import { ImportUploadInterceptor } from './import/import-upload.interceptor.js';
import { ImportUploads } from './import/import-uploads.js';
import { ImportJobs } from './import/import.jobs.js';
import { ImportIncomingSweeper } from './import/import-incoming.jobs.js';
import { ImportService } from './import/import.service.js';
import { ImportsRepository } from './import/imports.repository.js';

/** Moving in: exports of other platforms (and Folio's own) read, checked, and written as posts in the background. */
@Module({
  imports: [ImagesModule, PostsModule, RedirectsModule, RenderModule, ExportModule, NavigationModule],
  controllers: [ImportController],
  providers: [ImportService, ImportJobs, ImportIncomingSweeper, ImportRun, ImportItems, ImportNavigation, ImportImages, ImportUploads, ImportsRepository, ImportUploadInterceptor],
})
export class ImportModule {}

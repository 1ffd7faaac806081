import { Module } from '@nestjs/common';
import { CompressionModule } from '../compression/compression.module.js';
import { CompressUrlController } from './compress-url.controller.js';
import { CompressUrlService } from './compress-url.service.js';
import { ImagesController } from './images.controller.js';
import { ImagesRepository } from './images.repository.js';
import { ImageWorkQueue } from './image-work-queue.js';
import { ImagesService } from './images.service.js';
import { ImageCompressionController } from './image-compression.controller.js';
import { ImageCompressionRepository } from './image-compression.repository.js';
import { ImageCompressionService } from './image-compression.service.js';
import { ImageIngestService } from './image-ingest.service.js';
import { StoredFiles } from './stored-files.service.js';
import { StoredFilesSweeper } from './stored-files.sweeper.js';
import { ImageLibraryController } from './image-library.controller.js';
import { ImageLibraryRepository } from './image-library.repository.js';
import { ImageLibraryService } from './image-library.service.js';
import { PostImagesRepository } from './post-images.repository.js';
import { PostImagesService } from './post-images.service.js';
import { ReconciliationController } from './reconciliation.controller.js';
import { ReconciliationRepository } from './reconciliation.repository.js';
import { ReconciliationService } from './reconciliation.service.js';
import { CoverSizesController } from './sizes/cover-sizes.controller.js';
import { CoverSizesService } from './sizes/cover-sizes.service.js';

/** The library screen, and the post images recorded on post writes and by reconciliation. */
const LIBRARY_PROVIDERS = [
  ImageLibraryService,
  ImageLibraryRepository,
  PostImagesService,
  PostImagesRepository,
  ReconciliationService,
  ReconciliationRepository,
];

/** The image library: uploads and their records. Storage comes from the global StorageModule. */
@Module({
  imports: [CompressionModule],
  controllers: [
    ImagesController,
    ImageLibraryController,
    ReconciliationController,
    CompressUrlController,
    ImageCompressionController,
    CoverSizesController,
  ],
  providers: [
    ImagesService,
    ImageIngestService,
    ImageWorkQueue,
    ImagesRepository,
    StoredFiles,
    StoredFilesSweeper,
    CompressUrlService,
    ImageCompressionService,
    ImageCompressionRepository,
    CoverSizesService,
    ...LIBRARY_PROVIDERS,
  ],
  exports: [ImagesService, PostImagesService, ImageIngestService, StoredFiles],
})
export class ImagesModule {}

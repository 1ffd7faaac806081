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
import { StoredFilesSweeper } from './stored-files.jobs.js';
import { ImageLibraryController } from './image-library.controller.js';
import { ImageLibraryRepository } from './image-library.repository.js';
import { ImageLibraryService } from './image-library.service.js';
import { PostImagesRepository } from './post-images.repository.js';
import { PostImagesService } from './post-images.service.js';
import { ReconciliationController } from './reconciliation.controller.js';
import { ReconciliationRepository } from './reconciliation.repository.js';
import { ReconciliationService } from './reconciliation.service.js';
import { ImageVariantJobs } from './variants/image-variants.jobs.js';
import { ImageVariantsRepository } from './variants/image-variants.repository.js';
import { ImageVariantsService } from './variants/image-variants.service.js';
import { ResponsiveImages } from './variants/responsive-images.js';

/** The library screen, and the post images recorded on post writes and by reconciliation. */
const LIBRARY_PROVIDERS = [
  ImageLibraryService,
  ImageLibraryRepository,
  PostImagesService,
  PostImagesRepository,
  ReconciliationService,
  ReconciliationRepository,
];

/** Each upload's ladder of smaller copies, and the responsive markup of posts' images. */
const VARIANT_PROVIDERS = [ImageVariantsService, ImageVariantsRepository, ImageVariantJobs, ResponsiveImages];

/** The image library: uploads and their records. Storage comes from the global StorageModule. */
@Module({
  imports: [CompressionModule],
  controllers: [
    ImagesController,
    ImageLibraryController,
    ReconciliationController,
    CompressUrlController,
    ImageCompressionController,
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
    ...LIBRARY_PROVIDERS,
    ...VARIANT_PROVIDERS,
  ],
  exports: [ImagesService, PostImagesService, ImageIngestService, ImageVariantsService, StoredFiles, ImageLibraryService],
})
export class ImagesModule {}

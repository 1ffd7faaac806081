import { Module } from '@nestjs/common';
import { CompressionModule } from '../compression/compression.module.js';
import { ImagesController } from './images.controller.js';
import { ImagesRepository } from './images.repository.js';
import { ImagesService } from './images.service.js';
import { ImageIngestService } from './image-ingest.service.js';

/** The image library: uploads and their records. Storage comes from the global StorageModule. */
@Module({
  imports: [CompressionModule],
  controllers: [ImagesController],
  providers: [ImagesService, ImageIngestService, ImagesRepository],
  exports: [ImagesService],
})
export class ImagesModule {}

import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { readFile } from 'node:fs/promises';
import type { ImageEntity } from './image.entity.js';
import { ImageIngestService, type IngestedImage, mapIngested } from './image-ingest.service.js';
import { MISSING_IMAGE, type UploadedImageFile } from './image-upload.interceptor.js';
import type { ImageDto, ImageMetadataDto, UploadedImageDto } from './images.dto.js';
import { ImagesRepository } from './images.repository.js';

export const EMPTY_IMAGE = 'The image file is empty';

/** What the API and the export both say of an image's file, in their snake_case. */
export function imageFileFields(image: ImageEntity) {
  return {
    alt_text: image.altText,
    width: image.width,
    height: image.height,
    file_size_bytes: image.fileSizeBytes,
    mime_type: image.mimeType,
    is_public: image.isPublic,
  };
}

export function mapImage(image: ImageEntity): ImageDto {
  return {
    id: image.id,
    url: image.url,
    path: image.storageKey,
    source: image.source,
    post_id: image.postId,
    ...imageFileFields(image),
    has_original: image.originalStorageKey !== null,
    created_at: image.createdAt,
  };
}


@Injectable()
export class ImagesService {
  constructor(
    private readonly repository: ImagesRepository,
    private readonly ingest: ImageIngestService,
  ) {}

  async upload(file: UploadedImageFile | undefined): Promise<UploadedImageDto> {
    return mapIngested(await this.ingested(file));
  }

  /** The upload's library row, and whether this upload created it. */
  async ingested(file: UploadedImageFile | undefined): Promise<IngestedImage> {
    if (!file) throw new BadRequestException(MISSING_IMAGE);
    if (file.size === 0) throw new BadRequestException(EMPTY_IMAGE);
    // Read when its turn in the image queue comes, not while it waits.
    return this.ingest.ingest(() => readFile(file.path));
  }

  async updateMetadata(body: ImageMetadataDto): Promise<ImageDto> {
    const image = await this.repository.findUpload(body.path);
    if (!image) throw new NotFoundException(`No uploaded image has the path ${body.path}`);
    const changes: Partial<ImageEntity> = {
      mimeType: body.mime_type,
      fileSizeBytes: body.file_size_bytes,
      width: body.width,
      height: body.height,
      isPublic: body.is_public,
    };
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    return mapImage(await this.repository.update(image, defined));
  }
}

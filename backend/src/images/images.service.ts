import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { CompressionService } from '../compression/compression.service.js';
import { Storage } from '../storage/storage.js';
import { type ImageFormat, EXTENSIONS, MIME_TYPES, sniffImageFormat } from './image-type.js';
import type { ImageEntity } from './image.entity.js';
import { MISSING_IMAGE, type UploadedImageFile } from './image-upload.interceptor.js';
import type { CompressionStatsDto, ImageDto, ImageMetadataDto, UploadedImageDto } from './images.dto.js';
import { ImagesRepository } from './images.repository.js';
import { MAX_INPUT_PIXELS, media, MediaDecodeError, type EncodedImage, type ImageProbe } from './media.adapter.js';
import { planUpload } from './upload-plan.js';

export const ONLY_IMAGES = 'Only JPEG, PNG, WebP, and GIF images are allowed';
export const DAMAGED_IMAGE = 'The image is damaged or incomplete';
export const TOO_MANY_PIXELS = `The image has more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels (${MAX_INPUT_PIXELS} pixels), the most accepted`;

export function mapImage(image: ImageEntity): ImageDto {
  return {
    id: image.id,
    url: image.url,
    path: image.storageKey,
    source: image.source,
    post_id: image.postId,
    alt_text: image.altText,
    width: image.width,
    height: image.height,
    file_size_bytes: image.fileSizeBytes,
    mime_type: image.mimeType,
    is_public: image.isPublic,
    created_at: image.createdAt,
  };
}

export function compressionStats(originalBytes: number, result: EncodedImage): CompressionStatsDto {
  const saved = originalBytes > 0 ? (1 - result.bytes.length / originalBytes) * 100 : 0;
  return {
    original_bytes: originalBytes,
    compressed_bytes: result.bytes.length,
    saved_percent: Math.round(saved * 10) / 10,
    width: result.width,
    height: result.height,
    format: result.format,
  };
}

function mapUpload(image: ImageEntity, stats: CompressionStatsDto): UploadedImageDto {
  return {
    id: image.id,
    url: image.url,
    publicUrl: image.url,
    path: image.storageKey!,
    width: image.width!,
    height: image.height!,
    mime_type: image.mimeType!,
    file_size_bytes: image.fileSizeBytes!,
    compressionStats: stats,
  };
}

function toHttp(error: unknown): unknown {
  if (!(error instanceof MediaDecodeError)) return error;
  switch (error.reason) {
    case 'pixel-limit':
      return new PayloadTooLargeException(TOO_MANY_PIXELS, { cause: error });
    case 'unsupported':
      return new UnsupportedMediaTypeException(ONLY_IMAGES, { cause: error });
    case 'damaged':
      return new BadRequestException(DAMAGED_IMAGE, { cause: error });
  }
}

@Injectable()
export class ImagesService {
  private readonly logger = new Logger('Images');

  constructor(
    private readonly repository: ImagesRepository,
    @Inject(CompressionService) private readonly compression: CompressionService,
    @Inject(Storage) private readonly storage: Storage,
  ) {}

  async upload(file: UploadedImageFile | undefined): Promise<UploadedImageDto> {
    if (!file) throw new BadRequestException(MISSING_IMAGE);
    const format = sniffImageFormat(file.buffer);
    if (!format) throw new UnsupportedMediaTypeException(ONLY_IMAGES);
    const result = await this.process(file.buffer, format).catch((error: unknown) => {
      throw toHttp(error);
    });
    const stored = await this.storage.put(result.bytes, EXTENSIONS[result.format]);
    let image: ImageEntity;
    try {
      image = await this.repository.saveUpload({
        url: stored.publicUrl,
        storageKey: stored.key,
        width: result.width,
        height: result.height,
        fileSizeBytes: result.bytes.length,
        mimeType: MIME_TYPES[result.format],
      });
    } catch (error) {
      await this.discard(stored.key);
      throw error;
    }
    return mapUpload(image, compressionStats(file.size, result));
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

  /** The bytes to store: upright, stripped of metadata, and compressed as the settings say. */
  private async process(bytes: Buffer, format: ImageFormat): Promise<EncodedImage> {
    const probe: ImageProbe = await media.probe(bytes);
    // The magic bytes chose the decoder sharp runs; a disagreement means a crafted file.
    if (probe.format !== format) throw new UnsupportedMediaTypeException(ONLY_IMAGES);
    const plan = planUpload({ ...probe, bytes: bytes.length }, await this.compression.getSettings());
    if (plan.action === 'keep') {
      await media.verify(bytes);
      return { bytes, format, width: probe.width, height: probe.height };
    }
    return media.encode(bytes, {
      format: plan.format,
      quality: plan.quality,
      maxSide: plan.maxSide,
      palette: plan.format === 'png' && probe.isPalette,
    });
  }

  /**
   * Removes a file whose row could not be written, unless a row (an earlier upload of the same
   * bytes) uses it. When the database cannot say, the file stays: a stray file is harmless, a row
   * pointing at a deleted one is not.
   */
  private async discard(key: string): Promise<void> {
    const referenced = await this.repository.isReferenced(key).catch(() => undefined);
    if (referenced !== false) {
      if (referenced === undefined) this.logger.warn(`Kept ${key}: the database could not say whether another image uses it`);
      return;
    }
    await this.storage.delete(key).catch((error: unknown) => this.logger.warn(`Could not remove ${key}: ${String(error)}`));
  }
}

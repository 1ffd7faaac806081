import { BadRequestException, Inject, Injectable, Logger, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { CompressionService } from '../compression/compression.service.js';
import { Storage } from '../storage/storage.js';
import { EXTENSIONS, MIME_TYPES } from './image-type.js';
import type { ImageEntity } from './image.entity.js';
import { prepareImage } from './image-pipeline.js';
import type { CompressionStatsDto } from './images.dto.js';
import { ImagesRepository } from './images.repository.js';
import { MAX_INPUT_PIXELS, MediaDecodeError, type EncodedImage } from './media.adapter.js';
import type { PlanOverrides } from './upload-plan.js';

export const ONLY_IMAGES = 'Only JPEG, PNG, WebP, and GIF images are allowed';
export const DAMAGED_IMAGE = 'The image is damaged or incomplete';
export const TOO_MANY_PIXELS = `The image has more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels (${MAX_INPUT_PIXELS} pixels), the most accepted`;

export interface IngestedImage {
  image: ImageEntity;
  stats: CompressionStatsDto;
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

/** Bytes in, a stored file and its library row out: shared by uploads and compress-by-URL. */
@Injectable()
export class ImageIngestService {
  private readonly logger = new Logger('Images');

  constructor(
    private readonly repository: ImagesRepository,
    @Inject(CompressionService) private readonly compression: CompressionService,
    @Inject(Storage) private readonly storage: Storage,
  ) {}

  /** Runs the pipeline, stores the file, then records it (source `upload`). The file is written before its row. */
  async ingest(bytes: Buffer, overrides: PlanOverrides = {}): Promise<IngestedImage> {
    const settings = await this.compression.getSettings();
    const prepared = await prepareImage(bytes, settings, overrides).catch((error: unknown) => {
      throw toHttp(error);
    });
    const { result } = prepared;
    const stored = await this.storage.put(result.bytes, EXTENSIONS[result.format]);
    try {
      const image = await this.repository.saveUpload({
        url: stored.publicUrl,
        storageKey: stored.key,
        width: result.width,
        height: result.height,
        fileSizeBytes: result.bytes.length,
        mimeType: MIME_TYPES[result.format],
      });
      return { image, stats: compressionStats(bytes.length, result) };
    } catch (error) {
      await this.discard(stored.key);
      throw error;
    }
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

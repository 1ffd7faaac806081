import { BadRequestException, Inject, Injectable, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { isDatabaseUnavailable } from '../common/filters/database-errors.js';
import { CompressionService } from '../compression/compression.service.js';
import { Storage, type StoredObject } from '../storage/storage.js';
import { EXTENSIONS, MIME_TYPES } from './image-type.js';
import type { ImageEntity } from './image.entity.js';
import { type PreparedImage, prepareImage } from './image-pipeline.js';
import { ImageWorkQueue } from './image-work-queue.js';
import type { CompressionStatsDto, UploadedImageDto } from './images.dto.js';
import { ImagesRepository } from './images.repository.js';
import { type StoredFile, StoredFiles } from './stored-files.service.js';
import { MAX_INPUT_PIXELS, MediaDecodeError, type EncodedImage } from './media.adapter.js';
import type { PlanOverrides } from './upload-plan.js';
import { ImageVariantsService } from './variants/image-variants.service.js';

export const ONLY_IMAGES = 'Only JPEG, PNG, WebP, and GIF images are allowed';
export const DAMAGED_IMAGE = 'The image is damaged or incomplete';
export const TOO_MANY_PIXELS = `The image has more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels (${MAX_INPUT_PIXELS} pixels), the most accepted`;

export interface IngestedImage {
  image: ImageEntity;
  stats: CompressionStatsDto;
  /** The library row is new: no earlier upload of the same output had it. */
  created: boolean;
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

/** The answer of an upload and of compress-by-URL. */
export function mapIngested({ image, stats }: IngestedImage): UploadedImageDto {
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

/** Bytes in, a stored file and its library row out: shared by uploads and compress-by-URL. */
@Injectable()
export class ImageIngestService {
  constructor(
    private readonly repository: ImagesRepository,
    @Inject(CompressionService) private readonly compression: CompressionService,
    @Inject(Storage) private readonly storage: Storage,
    private readonly files: StoredFiles,
    private readonly work: ImageWorkQueue,
    private readonly variants: ImageVariantsService,
  ) {}

  /**
   * Runs the pipeline on `source` (the bytes, or what reads them once the image's turn in the queue
   * comes, so that nothing is held while it waits), stores the file (and, when compressed, the
   * original privately), then records it (source `upload`) and, unless `background`, plans its ladder
   * of smaller copies. Files are written before their row; a failed row write removes them, or
   * leaves them to the sweep when the database is unreachable.
   */
  async ingest(
    source: Buffer | (() => Promise<Buffer>),
    overrides: PlanOverrides = {},
    { background = false }: { background?: boolean } = {},
  ): Promise<IngestedImage> {
    const settings = await this.compression.getSettings();
    const prepare = async () => prepareImage(Buffer.isBuffer(source) ? source : await source(), settings, overrides);
    const prepared = await (background ? this.work.runInBackground(prepare) : this.work.run(prepare)).catch((error: unknown) => {
      throw toHttp(error);
    });
    return this.store(prepared, background);
  }

  /** Only the source's size (sourceBytes) is needed past the pipeline, not its bytes. */
  private async store({ result, original, sourceBytes }: PreparedImage, background: boolean): Promise<IngestedImage> {
    const [stored, originalKey] = await this.storeBoth(result, original);
    const files: StoredFile[] = [{ key: stored.key, write: () => this.storage.put(result.bytes, EXTENSIONS[result.format]) }];
    if (original && originalKey) files.push({ key: originalKey, write: () => this.storage.putPrivate(original.bytes, EXTENSIONS[original.format]) });
    try {
      const { image, created } = await this.files.record(files, (manager) =>
        this.repository.saveUpload(
          {
            url: stored.publicUrl,
            storageKey: stored.key,
            width: result.width,
            height: result.height,
            fileSizeBytes: result.bytes.length,
            mimeType: MIME_TYPES[result.format],
            ...(original && originalKey ? this.originalColumns(sourceBytes, original, originalKey) : {}),
          },
          manager,
        ),
      );
      // The same output from another source: the row (and the original it keeps) was already there.
      if (originalKey && image.originalStorageKey !== originalKey) await this.discard(originalKey);
      // Made in the background: pages show the image alone until its smaller copies are there. A
      // background ingest is part of a bulk write (an import), which plans the ladders once it ends.
      // The job is stored before the answer (or given up after 3 s, left to the backfill).
      if (!background) await this.variants.enqueue(stored.key);
      return { image, stats: compressionStats(sourceBytes, result), created };
    } catch (error) {
      // Without the database the files cannot be checked, and each try would keep the client
      // waiting again: the sweep removes them once they are old enough.
      if (!isDatabaseUnavailable(error)) {
        await this.discard(stored.key);
        if (originalKey) await this.discard(originalKey);
      }
      throw error;
    }
  }

  private originalColumns(receivedBytes: number, original: EncodedImage, key: string): Partial<ImageEntity> {
    return {
      originalStorageKey: key,
      originalSizeBytes: receivedBytes,
      originalWidth: original.width,
      originalHeight: original.height,
      originalMimeType: MIME_TYPES[original.format],
      compressedAt: new Date(),
    };
  }

  /** Both writes at once; when one fails the other's file is removed before the error goes on. */
  private async storeBoth(result: EncodedImage, original: EncodedImage | undefined): Promise<[StoredObject, string | undefined]> {
    const [stored, kept] = await Promise.allSettled([
      this.storage.put(result.bytes, EXTENSIONS[result.format]),
      original ? this.storage.putPrivate(original.bytes, EXTENSIONS[original.format]) : Promise.resolve(undefined),
    ]);
    if (stored.status === 'fulfilled' && kept.status === 'fulfilled') return [stored.value, kept.value];
    if (stored.status === 'fulfilled') await this.discard(stored.value.key);
    if (kept.status === 'fulfilled' && kept.value) await this.discard(kept.value);
    throw stored.status === 'rejected' ? stored.reason : (kept as PromiseRejectedResult).reason;
  }

  /** Removes a file no row came to use (an earlier upload of the same bytes may). */
  private discard(key: string): Promise<void> {
    return this.files.discard(key);
  }
}

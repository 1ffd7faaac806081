import { ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { Readable } from 'node:stream';
import type { CompressionSettingsDto } from '../compression/compression.dto.js';
import { CompressionService } from '../compression/compression.service.js';
import { ChangeFeed } from '../database/change-feed.js';
import { POST_IMAGES_TOPIC } from './post-images-topic.js';
import { Storage } from '../storage/storage.js';
import type { BulkCompressionResultDto, ImageCompressionStatsDto } from './image-compression.dto.js';
import { type FileReplacement, ImageChangedError, ImageCompressionRepository } from './image-compression.repository.js';
import type { ImageEntity } from './image.entity.js';
import { prepareImage } from './image-pipeline.js';
import { ImageWorkQueue } from './image-work-queue.js';
import { EXTENSIONS, MIME_TYPES, type ImageFormat } from './image-type.js';
import { ImagesRepository } from './images.repository.js';
import type { EncodedImage } from './media.adapter.js';
import { type StoredFile, StoredFiles } from './stored-files.service.js';
import { ImageVariantsService } from './variants/image-variants.service.js';

export const BULK_RUN_IN_PROGRESS = 'A re-compress or revert run is already in progress; try again when it has finished';

type Outcome = { changed: false } | { changed: true; bytesBefore: number; bytesAfter: number };

/** What becomes of the row's kept original when its file is replaced. */
type KeptOriginal =
  | { kind: 'keep' }
  /** Reverted: the original is the file now. */
  | { kind: 'drop' }
  /** An upload that had none: its file as it was is kept. */
  | { kind: 'new'; original: EncodedImage };

type OriginalColumns = Omit<FileReplacement, 'url' | 'storageKey' | 'width' | 'height' | 'fileSizeBytes' | 'mimeType'>;

/** A step of one image failed; its message is safe to show (no paths, no driver text). */
class ItemFailure extends Error {}

async function step<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new ItemFailure(message, { cause: error });
  }
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);

const NO_ORIGINAL: OriginalColumns = {
  originalStorageKey: null,
  originalSizeBytes: null,
  originalWidth: null,
  originalHeight: null,
  originalMimeType: null,
  compressedAt: null,
};

function percentSaved(original: number, compressed: number): number {
  return original > 0 ? Math.round(((original - compressed) / original) * 1000) / 10 : 0;
}

/**
 * Compression after the upload: totals, re-compressing every upload with the current settings,
 * and reverting to the kept originals. A changed file gets a new content-hashed name, so every
 * post that shows it is rewritten in the same transaction as the image row.
 */
@Injectable()
export class ImageCompressionService {
  private readonly logger = new Logger('Images');

  constructor(
    private readonly repository: ImageCompressionRepository,
    private readonly images: ImagesRepository,
    @Inject(CompressionService) private readonly compression: CompressionService,
    @Inject(Storage) private readonly storage: Storage,
    @Inject(ChangeFeed) private readonly changes: ChangeFeed,
    private readonly files: StoredFiles,
    private readonly work: ImageWorkQueue,
    private readonly variants: ImageVariantsService,
  ) {}

  async stats(): Promise<ImageCompressionStatsDto> {
    const totals = await this.repository.totals();
    return {
      compressed_images: totals.compressedImages,
      original_bytes: totals.originalBytes,
      compressed_bytes: totals.compressedBytes,
      saved_bytes: totals.originalBytes - totals.compressedBytes,
      saved_percent: percentSaved(totals.originalBytes, totals.compressedBytes),
      revertible_images: totals.revertibleImages,
    };
  }

  /** Every upload again, from its kept original (or, lacking one, from its file when the settings would compress it). */
  recompressAll(): Promise<BulkCompressionResultDto> {
    return this.exclusively(async () => {
      const settings = await this.compression.getSettings();
      const ids = await this.repository.uploadIds({ revertibleOnly: false });
      return this.each(ids, (image) => this.recompress(image, settings));
    });
  }

  /** One image (404 unknown, 409 without an original) or, without an id, every image with a kept original. */
  revert(id?: string): Promise<BulkCompressionResultDto> {
    return this.exclusively(async () => {
      if (id !== undefined) {
        const image = await this.repository.findUpload(id);
        if (!image) throw new NotFoundException(`No uploaded image has the id ${id}`);
        if (!image.originalStorageKey) {
          throw new ConflictException(`The image ${id} has no kept original to revert to: it is not compressed, or was reverted already`);
        }
        return this.each([id], (found) => this.restoreOriginal(found));
      }
      const ids = await this.repository.uploadIds({ revertibleOnly: true });
      return this.each(ids, async (image) => (image.originalStorageKey ? this.restoreOriginal(image) : { changed: false }));
    });
  }

  private async exclusively(work: () => Promise<BulkCompressionResultDto>): Promise<BulkCompressionResultDto> {
    const release = await this.repository.tryLock();
    if (!release) throw new ConflictException(BULK_RUN_IN_PROGRESS);
    try {
      return await work();
    } finally {
      await release().catch((error: Error) => this.logger.warn(`Could not release the bulk compression lock: ${error.message}`));
    }
  }

  /** One image at a time (bounded memory); a failure is counted and the run goes on. */
  private async each(ids: string[], work: (image: ImageEntity) => Promise<Outcome>): Promise<BulkCompressionResultDto> {
    const result: BulkCompressionResultDto = { processed: 0, changed: 0, skipped: 0, failed: 0, bytes_before: 0, bytes_after: 0, failures: [] };
    for (const id of ids) {
      result.processed++;
      try {
        const image = await step('The image could not be read from the database', () => this.repository.findUpload(id));
        const outcome = image?.storageKey ? await work(image) : { changed: false as const };
        if (!outcome.changed) {
          result.skipped++;
          continue;
        }
        result.changed++;
        result.bytes_before += outcome.bytesBefore;
        result.bytes_after += outcome.bytesAfter;
      } catch (error) {
        const message = error instanceof ItemFailure ? error.message : 'The image could not be processed';
        this.logger.warn(`Image ${id}: ${message}: ${String((error as Error).cause ?? error)}`);
        result.failed++;
        result.failures.push({ id, message });
      }
    }
    return result;
  }

  private async recompress(image: ImageEntity, settings: CompressionSettingsDto): Promise<Outcome> {
    if (image.originalStorageKey) {
      const original = await step('The kept original could not be read', () => this.read(image.originalStorageKey!));
      const prepared = await step('The kept original could not be decoded', () =>
        this.work.run(() => prepareImage(original, settings, {}, { keepOriginal: false, plannedBytes: image.originalSizeBytes ?? undefined })),
      );
      // Settings that would not compress the original any more leave it as the file itself.
      if (!prepared.compressed) return this.restoreOriginal(image, original);
      return this.replace(image, prepared.result, { kind: 'keep' });
    }
    const current = await step('The stored file could not be read', () => this.read(image.storageKey!));
    const prepared = await step('The stored file could not be decoded', () => this.work.run(() => prepareImage(current, settings, {}, { keepOriginal: false })));
    if (!prepared.compressed) return { changed: false };
    // The file as it is stored becomes the kept original: already upright and without metadata.
    const original: EncodedImage = { bytes: current, format: prepared.sourceFormat, width: prepared.sourceWidth, height: prepared.sourceHeight };
    return this.replace(image, prepared.result, { kind: 'new', original });
  }

  /** The kept original becomes the stored file; the private copy goes once the row no longer names it. */
  private async restoreOriginal(image: ImageEntity, bytes?: Buffer): Promise<Outcome> {
    const key = image.originalStorageKey!;
    const original = bytes ?? (await step('The kept original could not be read', () => this.read(key)));
    const format = Object.entries(EXTENSIONS).find(([, extension]) => extension === extensionOf(key))?.[0] as ImageFormat | undefined;
    if (!format) throw new ItemFailure('The kept original has an unknown format');
    const outcome = await this.replace(
      image,
      { bytes: original, format, width: image.originalWidth ?? image.width!, height: image.originalHeight ?? image.height! },
      { kind: 'drop' },
    );
    if (outcome.changed) await this.discard(key);
    return outcome;
  }

  /**
   * Writes the new file, then switches the row and the posts to it in one transaction, and tells
   * every replica's post cache. The old file stays a while (it is touched, so the sweep counts its
   * hour from now): cached pages, feeds and an editor still open on the old text may show its address.
   */
  private async replace(image: ImageEntity, file: EncodedImage, kept: KeptOriginal): Promise<Outcome> {
    const stored = await step('The new file could not be stored', () => this.storage.put(file.bytes, EXTENSIONS[file.format]));
    if (stored.key === image.storageKey) return { changed: false };
    let originalKey: string | undefined;
    let postsChanged: number;
    try {
      if (kept.kind === 'new') {
        originalKey = await step('The original could not be kept', () => this.storage.putPrivate(kept.original.bytes, EXTENSIONS[kept.original.format]));
      }
      const next: FileReplacement = {
        ...this.originalColumns(image, kept, originalKey),
        url: stored.publicUrl,
        storageKey: stored.key,
        width: file.width,
        height: file.height,
        fileSizeBytes: file.bytes.length,
        mimeType: MIME_TYPES[file.format],
      };
      const files: StoredFile[] = [{ key: stored.key, write: () => this.storage.put(file.bytes, EXTENSIONS[file.format]) }];
      if (originalKey && kept.kind === 'new') {
        const { bytes, format } = kept.original;
        files.push({ key: originalKey, write: () => this.storage.putPrivate(bytes, EXTENSIONS[format]) });
      }
      postsChanged = await this.files.record(files, (manager) => this.repository.replaceFile(image, next, manager)).catch((error: unknown) => {
        const message = error instanceof ImageChangedError ? 'The image changed while it was being processed' : 'The image and the posts showing it could not be updated';
        throw new ItemFailure(message, { cause: error });
      });
    } catch (error) {
      await this.discard(stored.key);
      if (originalKey) await this.discard(originalKey);
      throw error;
    }
    // The posts' markup named the old file's variants: it names the new file alone until the new ones are made.
    await this.variants.replaced(image.storageKey!, stored.key);
    if (postsChanged > 0) await this.changes.publish(POST_IMAGES_TOPIC);
    await this.storage.touch(image.storageKey!).catch((error: Error) => this.logger.warn(`Could not touch ${image.storageKey}: ${error.message}`));
    return { changed: true, bytesBefore: image.fileSizeBytes ?? 0, bytesAfter: file.bytes.length };
  }

  private originalColumns(image: ImageEntity, kept: KeptOriginal, newKey: string | undefined): OriginalColumns {
    switch (kept.kind) {
      case 'drop':
        return NO_ORIGINAL;
      case 'keep':
        return {
          originalStorageKey: image.originalStorageKey,
          originalSizeBytes: image.originalSizeBytes,
          originalWidth: image.originalWidth,
          originalHeight: image.originalHeight,
          originalMimeType: image.originalMimeType,
          compressedAt: new Date(),
        };
      case 'new':
        return {
          originalStorageKey: newKey!,
          originalSizeBytes: kept.original.bytes.length,
          originalWidth: kept.original.width,
          originalHeight: kept.original.height,
          originalMimeType: MIME_TYPES[kept.original.format],
          compressedAt: new Date(),
        };
    }
  }

  private async read(key: string): Promise<Buffer> {
    return readAll(await this.storage.open(key));
  }

  private discard(key: string): Promise<void> {
    return this.files.discard(key);
  }
}

import { readAtMost } from '../../common/streams/read-at-most.js';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ChangeFeed } from '../../database/change-feed.js';
import { UNEVENTFUL } from '../../jobs/job-definition.js';
import { JobRunner } from '../../jobs/job-runner.js';
import { POST_IMAGES_TOPIC } from '../post-images-topic.js';
import { StoredObjectMissingError } from '../../storage/storage.errors.js';
import { Storage } from '../../storage/storage.js';
import { EXTENSIONS } from '../image-type.js';
import { ImageWorkQueue } from '../image-work-queue.js';
import { media } from '../media.adapter.js';
import { PostImagesService } from '../post-images.service.js';
import { StoredFiles, type StoredFile } from '../stored-files.service.js';
import { PRESET_QUALITY } from '../upload-plan.js';
import { IMAGE_VARIANTS_BACKFILL_QUEUE, IMAGE_VARIANTS_QUEUE, type ImageVariantsJob } from './image-variant-queues.js';
import { type LadderUpload, ImageVariantsRepository } from './image-variants.repository.js';
import { formatOfMime, type MadeVariant, plannedVariants, type VariantSize } from './variant-ladder.js';

const BACKFILL_BATCH = 500;
/**
 * The compression settings' balanced quality, whatever they say now: copies depend on the stored
 * file alone, so one file always gives the same copies (a restore, another replica, a re-run), and a
 * change of the settings leaves no library of copies at mixed qualities.
 */
const QUALITY = PRESET_QUALITY.balanced;
/** What a stored image can weigh (uploads stop at 5 MB, a kept file may be re-encoded larger); past it no ladder is made. */
const MAX_SOURCE_BYTES = 40 * 1024 * 1024;

const ladderOf = (upload: LadderUpload): VariantSize[] => {
  const format = formatOfMime(upload.mimeType);
  return format ? plannedVariants({ format, width: upload.width }) : [];
};
const sizeName = ({ format, width }: VariantSize) => `${format} ${width}`;


/**
 * Each stored image's ladder of smaller copies (variant-ladder.ts), made in the background after the
 * image is stored and kept in the same store as public files; and the posts showing an image brought
 * up to date once its copies are there. See README.md in this folder, and docs/images.md ("Responsive images").
 */
@Injectable()
export class ImageVariantsService {
  private readonly logger = new Logger('Images');

  constructor(
    private readonly repository: ImageVariantsRepository,
    @Inject(Storage) private readonly storage: Storage,
    @Inject(ChangeFeed) private readonly changes: ChangeFeed,
    private readonly files: StoredFiles,
    private readonly work: ImageWorkQueue,
    private readonly postImages: PostImagesService,
    private readonly jobs: JobRunner,
  ) {}

  /**
   * Plans the ladder of a file just stored (the `image-variants` job). Never throws, and never keeps
   * an upload's answer waiting long: the daily backfill makes up for a job not stored.
   */
  async enqueue(storageKey: string): Promise<void> {
    try {
      await this.jobs.send<ImageVariantsJob>(IMAGE_VARIANTS_QUEUE, { storageKey }, { singletonKey: storageKey, withinMs: 3_000 });
    } catch (error) {
      this.logger.warn(`Could not plan the smaller copies of ${storageKey}: ${(error as Error).message}`);
    }
  }

  /**
   * Plans the backfill, which plans a ladder for each upload lacking one: after a bulk write of
   * images (an import), whose ladders would otherwise compete with it for the cores. Never throws.
   */
  async planMissing(): Promise<void> {
    try {
      await this.jobs.send(IMAGE_VARIANTS_BACKFILL_QUEUE, {}, { singletonKey: IMAGE_VARIANTS_BACKFILL_QUEUE, withinMs: 3_000 });
    } catch (error) {
      this.logger.warn(`Could not plan the image ladders' backfill: ${(error as Error).message}`);
    }
  }

  /**
   * The job: makes the variants an upload's file lacks, one per turn in the image lanes' line, then
   * rewrites the markup of the posts showing it. A file no upload has any more gets none.
   */
  async makeLadder(storageKey: string, signal?: AbortSignal): Promise<Record<string, unknown>> {
    const upload = await this.repository.findUpload(storageKey);
    if (!upload) return { [UNEVENTFUL]: true, skipped: 'not an upload' };
    const made = new Set(((await this.repository.variantsOf([storageKey])).get(storageKey) ?? []).map(sizeName));
    const missing = ladderOf(upload).filter((size) => !made.has(sizeName(size)));
    if (missing.length) {
      const source = await this.read(storageKey);
      // A row whose file is not in this store (removed by hand, or a replica with a store of its own):
      // trying again would not find it either. The daily backfill plans it again.
      if (!source) return { skipped: `${storageKey} is not in the store` };
      await this.make(upload, source, missing, signal);
    }
    const postsChanged = await this.refreshPostsShowing(storageKey);
    return missing.length || postsChanged ? { made: missing.length, postsChanged } : { [UNEVENTFUL]: true, made: 0 };
  }

  /**
   * The backfill (at start and daily): plans a ladder for each upload lacking part of its own (older
   * uploads, a crash mid-ladder, a ladder grown since), and forgets the variants of files no row names.
   */
  async enqueueMissing(): Promise<Record<string, unknown>> {
    let planned = 0;
    let after: string | null = null;
    for (;;) {
      const uploads = await this.repository.uploadsWithVariants(after, BACKFILL_BATCH);
      for (const upload of uploads) {
        const made = new Set(upload.made);
        if (ladderOf(upload).every((size) => made.has(sizeName(size)))) continue;
        await this.jobs.send<ImageVariantsJob>(IMAGE_VARIANTS_QUEUE, { storageKey: upload.storageKey }, { singletonKey: upload.storageKey });
        planned++;
      }
      if (uploads.length < BACKFILL_BATCH) break;
      after = uploads[uploads.length - 1]!.storageKey;
    }
    const orphans = await this.repository.orphanedOriginals();
    await this.forget(orphans, 'touch');
    return planned || orphans.length ? { planned, forgotten: orphans.length } : { [UNEVENTFUL]: true, planned };
  }

  /** With a deleted upload: its variants go too, rows and files (unless another row uses the same bytes). Never throws. */
  async removeWith(storageKey: string): Promise<void> {
    try {
      await this.forget([storageKey], 'discard');
    } catch (error) {
      this.logger.warn(`Kept the smaller copies of ${storageKey}: ${(error as Error).message}`);
    }
  }

  /**
   * After a re-compression or a revert gave an upload a new file: the posts showing it lose the old
   * file's srcsets at once (their markup names the new file alone), the old variants are forgotten
   * but left a while for pages still showing them (like the old file), and the new file's ladder is planned.
   */
  async replaced(oldKey: string, newKey: string): Promise<void> {
    try {
      await this.refreshPostsShowing(newKey);
      await this.forget([oldKey], 'touch');
    } catch (error) {
      this.logger.warn(`The smaller copies of ${oldKey} are left to the backfill: ${(error as Error).message}`);
    }
    await this.enqueue(newKey);
  }

  private async read(storageKey: string): Promise<Buffer | null> {
    try {
      return await readAtMost(await this.storage.open(storageKey), MAX_SOURCE_BYTES);
    } catch (error) {
      if (error instanceof StoredObjectMissingError) return null;
      throw error;
    }
  }

  private async make(upload: LadderUpload, source: Buffer, sizes: VariantSize[], signal?: AbortSignal): Promise<void> {
    const palette = sizes.some((size) => size.format === 'png') && (await this.work.run(() => media.probe(source))).isPalette;
    const stored: Array<MadeVariant & { bytes: number; file: StoredFile }> = [];
    try {
      // One copy per turn: an upload arriving meanwhile waits for one copy at most, never a whole ladder.
      for (const size of sizes) {
        signal?.throwIfAborted();
        const copy = await this.work.run(() =>
          media.encode(source, { format: size.format, quality: QUALITY, maxWidth: size.width, palette: size.format === 'png' && palette }),
        );
        const extension = EXTENSIONS[size.format];
        const { key } = await this.storage.put(copy.bytes, extension);
        stored.push({
          format: size.format,
          // As planned (the upload row's width), so that the backfill finds the ladder whole.
          width: size.width,
          height: copy.height,
          storageKey: key,
          bytes: copy.bytes.length,
          file: { key, write: () => this.storage.put(copy.bytes, extension) },
        });
      }
      const recorded = await this.files.record(
        stored.map((variant) => variant.file),
        (manager) => this.repository.record(upload.storageKey, stored.map(({ file: _file, ...variant }) => variant), manager),
      );
      if (!recorded) await this.discardAll(stored.map((variant) => variant.storageKey));
    } catch (error) {
      await this.discardAll(stored.map((variant) => variant.storageKey));
      throw error;
    }
  }

  /** Rewrites the markup of the posts showing this file; answers how many changed, after telling every replica's caches. */
  private async refreshPostsShowing(storageKey: string): Promise<number> {
    let changed = 0;
    for (const postId of await this.repository.postsShowing(storageKey)) {
      if ((await this.postImages.syncPost(postId)).markupChanged) changed++;
    }
    if (changed) await this.changes.publish(POST_IMAGES_TOPIC);
    return changed;
  }

  /**
   * Forgets the variants of these files. Their own files are discarded at once (a deleted image's), or
   * touched, so that the sweep removes them an hour from now, once pages showing them have moved on.
   */
  private async forget(originalKeys: string[], files: 'discard' | 'touch'): Promise<void> {
    const keys = await this.repository.removeOf(originalKeys);
    if (files === 'discard') return this.discardAll(keys);
    for (const key of keys) {
      await this.storage.touch(key).catch((error: Error) => this.logger.warn(`Could not touch ${key}: ${error.message}`));
    }
  }

  private async discardAll(keys: string[]): Promise<void> {
    for (const key of keys) await this.files.discard(key);
  }
}

/** Makes the ladder of one stored file; a second job for the same file while one waits is dropped. */
export const IMAGE_VARIANTS_QUEUE = 'image-variants';
/** Plans a ladder for every upload lacking part of its own (at start, and daily). */
export const IMAGE_VARIANTS_BACKFILL_QUEUE = 'image-variants-backfill';

export interface ImageVariantsJob {
  storageKey: string;
}

import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { ConcurrencyLimit, QueueFullError } from '../common/async/concurrency-limit.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';

/** Images waiting for their turn (an upload waits on disk, read when its turn comes; compress-by-URL holds its bytes, at most 5 MB). */
const MAX_WAITING = 32;
/** Background images (an import's) waiting for the spare lane; the import itself holds a few per post it prepares. */
const MAX_BACKGROUND_WAITING = 64;

export const IMAGES_BUSY = 'The server is busy processing other images; please try again shortly';

/**
 * Takes turns for sharp: at most IMAGE_CONCURRENCY images are decoded and encoded at once (one fewer
 * than the cores by default), the rest wait in order. Each image holds two of libuv's threads while
 * it runs, so PostgreSQL's password hashing and file writes, which need that pool too, are never
 * starved by a burst of large uploads.
 */
@Injectable()
export class ImageWorkQueue {
  private readonly limit: ConcurrencyLimit;
  /** One more image at a time, on the core kept for requests, for background work only (when libuv's pool has room). */
  private readonly spare?: ConcurrencyLimit;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.limit = new ConcurrencyLimit(config.imageConcurrency, MAX_WAITING);
    if (config.spareImageLane) this.spare = new ConcurrencyLimit(1, MAX_BACKGROUND_WAITING);
  }

  /**
   * Background work (an import's images): a free slot when there is one, else the spare lane. It
   * never waits in the uploads' line, so an upload waits at most for the images already running.
   */
  async runInBackground<T>(work: () => Promise<T>): Promise<T> {
    return this.limit.active < this.limit.slots || !this.spare ? this.run(work) : this.spare.run(work);
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await this.limit.run(work);
    } catch (error) {
      if (error instanceof QueueFullError) throw new ServiceUnavailableException(IMAGES_BUSY, { cause: error });
      throw error;
    }
  }
}

import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isDatabaseUnavailable } from '../common/filters/database-errors.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { Storage } from '../storage/storage.js';
import { collectPostImages, planPostImages, storageKeyResolver, type WantedImage } from './post-image-refs.js';
import { PostImagesRepository } from './post-images.repository.js';
import type { ReconcileStats } from './reconcile-run.entity.js';

/** What recording one post changed. */
export interface PostSyncResult {
  /** False when the post does not exist (any more): its rows were removed. */
  postExists: boolean;
  found: number;
  added: number;
  updated: number;
  removed: number;
}

/** An <img> tag as the sanitiser writes it: attributes in double quotes, self-closed. */
const IMG_TAG = /<img((?:\s+[a-z-]+="[^"]*")*)\s*\/?>/g;
const IMG_SRC = /\ssrc="([^"]*)"/;
const decodeEntities = (value: string) => value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/**
 * Keeps the library's post_cover and post_inline rows equal to what posts show. Post writes and
 * reconciliation both go through syncPost, so they cannot disagree.
 */
@Injectable()
export class PostImagesService {
  private readonly logger = new Logger('Images');
  private readonly storageKeyOf: (url: string) => string | null;

  constructor(
    private readonly repository: PostImagesRepository,
    @Inject(Storage) storage: Storage,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const prefix = storage.publicPrefix();
    // A site-relative prefix (local disk, /uploads/) is also written absolute, with SITE_URL.
    this.storageKeyOf = storageKeyResolver(prefix.startsWith('/') && !prefix.startsWith('//') ? [prefix, `${config.siteUrl}${prefix}`] : [prefix]);
  }

  /**
   * Gives the inline images that are this site's own uploads their width and height, so a page
   * does not shift as they load. Images of other sites stay as they are. The HTML comes back
   * unchanged when the sizes cannot be read, except when the database is unreachable: the write
   * this is for would fail next anyway, after another wait.
   */
  async withImageSizes(html: string): Promise<string> {
    const unsized = [...html.matchAll(IMG_TAG)].filter(([tag]) => !/\swidth="/.test(tag));
    const keyOf = (tag: string) => this.storageKeyOf(decodeEntities(IMG_SRC.exec(tag)?.[1] ?? ''));
    const keys = [...new Set(unsized.map(([tag]) => keyOf(tag)).filter((key): key is string => key !== null))];
    if (!keys.length) return html;
    try {
      const uploads = await this.repository.uploads(keys);
      return html.replace(IMG_TAG, (tag: string, attributes: string) => {
        const key = /\swidth="/.test(tag) ? null : keyOf(tag);
        const file = key ? uploads.get(key) : undefined;
        return file?.width && file.height ? `<img${attributes} width="${file.width}" height="${file.height}" />` : tag;
      });
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      this.logger.warn(`Could not read the sizes of a post's images: ${(error as Error).message}`);
      return html;
    }
  }

  /** Removes a post's image rows in the transaction that deletes the post (their files stay). */
  forgetPost(postId: string, transaction: EntityManager): Promise<void> {
    return this.repository.removeOfPost(postId, transaction);
  }

  /**
   * Makes the post's image rows what the post shows now: adds, updates and removes rows, never
   * files. In a transaction of its own, or in `transaction`: the one that writes the post, so that
   * a post is never there without its rows (when they cannot be written, neither is the post).
   */
  syncPost(postId: string, transaction?: EntityManager): Promise<PostSyncResult> {
    return this.repository.withPost(postId, async (post, rows) => {
      const refs = post ? collectPostImages(post) : [];
      const keys = refs.map((ref) => this.storageKeyOf(ref.url));
      const uploads = await rows.uploads([...new Set(keys.filter((key): key is string => key !== null))]);
      const wanted: WantedImage[] = refs.map((ref, index) => {
        const storageKey = keys[index] ?? null;
        const file = storageKey ? uploads.get(storageKey) : undefined;
        return {
          ...ref,
          storageKey,
          width: file?.width ?? null,
          height: file?.height ?? null,
          fileSizeBytes: file?.fileSizeBytes ?? null,
          mimeType: file?.mimeType ?? null,
        };
      });
      const plan = planPostImages(wanted, await rows.rows());
      await rows.apply(plan);
      return {
        postExists: post !== null,
        found: refs.length,
        added: plan.insert.length,
        updated: plan.update.length,
        removed: plan.remove.length,
      };
    }, transaction);
  }

  /** Every post, one at a time; `stats` is counted up as it goes, so a failed run still tells how far it got. */
  async syncAll(stats: ReconcileStats): Promise<void> {
    stats.images_removed += await this.repository.removeDetached();
    for (const postId of await this.repository.postIds()) {
      const result = await this.syncPost(postId);
      if (result.postExists) stats.posts_processed += 1;
      stats.images_found += result.found;
      stats.images_added += result.added;
      stats.images_updated += result.updated;
      stats.images_removed += result.removed;
    }
  }
}

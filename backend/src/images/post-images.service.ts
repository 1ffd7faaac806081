import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { ChangeFeed } from '../database/change-feed.js';
import { POST_IMAGES_TOPIC } from './post-images-topic.js';
import { Storage } from '../storage/storage.js';
import { collectPostImages, planPostImages, type PostImageInput, storageKeyResolver, type WantedImage } from './post-image-refs.js';
import { PostImagesRepository } from './post-images.repository.js';
import type { ReconcileStats } from './reconcile-run.entity.js';
import { type PostImageMarkup, ResponsiveImages } from './variants/responsive-images.js';

/** The storage keys found among a post's image addresses, once each (null: not this site's upload). */
const uploadKeys = (keys: Array<string | null>) => [...new Set(keys.filter((key): key is string => key !== null))];

/** What recording one post changed. */
export interface PostSyncResult {
  /** False when the post does not exist (any more): its rows were removed. */
  postExists: boolean;
  found: number;
  added: number;
  updated: number;
  removed: number;
  /** Its HTML or its cover's srcsets were written anew (the variants of an image were made since, or its cover changed). */
  markupChanged: boolean;
}

/**
 * Keeps the library's post_cover and post_inline rows equal to what posts show, and posts' markup of
 * this site's uploads up to date with the uploads' sizes and variants (variants/). Post writes,
 * reconciliation and newly made variants all go through syncPost, so they cannot disagree.
 */
@Injectable()
export class PostImagesService {
  private readonly storageKeyOf: (url: string) => string | null;

  constructor(
    private readonly repository: PostImagesRepository,
    private readonly responsive: ResponsiveImages,
    @Inject(Storage) storage: Storage,
    @Inject(ChangeFeed) private readonly changes: ChangeFeed,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const prefix = storage.publicPrefix();
    // A site-relative prefix (local disk, /uploads/) is also written absolute, with SITE_URL.
    this.storageKeyOf = storageKeyResolver(prefix.startsWith('/') && !prefix.startsWith('//') ? [prefix, `${config.siteUrl}${prefix}`] : [prefix]);
  }

  /** Removes a post's image rows in the transaction that deletes the post (their files stay). */
  forgetPost(postId: string, transaction: EntityManager): Promise<void> {
    return this.repository.removeOfPost(postId, transaction);
  }

  /**
   * Makes the post's image rows what the post shows now (adds, updates and removes rows, never
   * files), and writes its images' markup when that changed. In a transaction of its own, or in
   * `transaction`: the one that writes the post, so that a post is never there without its rows
   * (when they cannot be written, neither is the post).
   */
  syncPost(postId: string, transaction?: EntityManager): Promise<PostSyncResult> {
    return this.repository.withPost(postId, async (post, rows) => {
      const refs = post ? collectPostImages(post) : [];
      const keys = refs.map((ref) => this.storageKeyOf(ref.url));
      const uploads = await rows.uploads(uploadKeys(keys));
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
      let markupChanged = false;
      if (post) {
        const markup = await this.responsive.markupOf(post, this.storageKeyOf, uploads, rows.manager);
        markupChanged =
          markup.contentHtml !== post.contentHtml ||
          markup.coverImageSrcset !== post.coverImageSrcset ||
          markup.coverImageWebpSrcset !== post.coverImageWebpSrcset;
        if (markupChanged) await rows.writeMarkup(markup);
      }
      return {
        postExists: post !== null,
        markupChanged,
        found: refs.length,
        added: plan.insert.length,
        updated: plan.update.length,
        removed: plan.remove.length,
      };
    }, transaction);
  }

  /**
   * The markup a post showing `post` would be stored with now (syncPost's), worked out without
   * writing anything and without a post: the editor's preview.
   */
  async previewMarkup(post: PostImageInput): Promise<PostImageMarkup> {
    const keys = collectPostImages(post).map((ref) => this.storageKeyOf(ref.url));
    return this.responsive.markupOf(post, this.storageKeyOf, await this.repository.uploads(uploadKeys(keys)));
  }

  /**
   * Every post, one at a time; `stats` is counted up as it goes, so a failed run still tells how far
   * it got. Every replica's caches are told when a post's markup changed.
   */
  async syncAll(stats: ReconcileStats): Promise<void> {
    stats.images_removed += await this.repository.removeDetached();
    let markupChanged = false;
    try {
      for (const postId of await this.repository.postIds()) {
        const result = await this.syncPost(postId);
        if (result.postExists) stats.posts_processed += 1;
        stats.images_found += result.found;
        stats.images_added += result.added;
        stats.images_updated += result.updated;
        stats.images_removed += result.removed;
        markupChanged ||= result.markupChanged;
      }
    } finally {
      if (markupChanged) await this.changes.publish(POST_IMAGES_TOPIC);
    }
  }
}

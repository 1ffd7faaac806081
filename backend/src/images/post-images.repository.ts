import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In, type Repository } from 'typeorm';
import { ImageEntity } from './image.entity.js';
import { type FileFacts, POST_IMAGE_SOURCES, type PostImageInput, type PostImagePlan } from './post-image-refs.js';
import type { PostImageMarkup } from './variants/responsive-images.js';

/** A post as its images are recorded from: what it shows, and the markup last written for them. */
export type StoredPostImages = PostImageInput & Pick<PostImageMarkup, 'coverImageSrcset' | 'coverImageWebpSrcset'>;

/** What the upload rows of these stored files say about them, by storage key. */
async function findUploads(images: Repository<ImageEntity>, keys: string[], lock?: { mode: 'pessimistic_read' }): Promise<Map<string, FileFacts>> {
  if (!keys.length) return new Map();
  const rows = await images.find({
    where: { source: 'upload', storageKey: In(keys) },
    select: { storageKey: true, width: true, height: true, fileSizeBytes: true, mimeType: true },
    ...(lock ? { lock } : {}),
  });
  return new Map(rows.map((row) => [row.storageKey!, row]));
}

interface PostRow {
  cover_image_url: string | null;
  cover_image_alt: string | null;
  content_html: string;
  cover_image_srcset: string | null;
  cover_image_webp_srcset: string | null;
}

/** The rows of one post, read and written inside the transaction that holds the post's row lock. */
export class PostImagesTransaction {
  constructor(
    readonly manager: EntityManager,
    private readonly postId: string,
  ) {}

  private get images() {
    return this.manager.getRepository(ImageEntity);
  }

  rows(): Promise<ImageEntity[]> {
    return this.images.find({ where: { postId: this.postId, source: In([...POST_IMAGE_SOURCES]) }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /**
   * Held (FOR SHARE) until the post's transaction ends: variants of these files recorded meanwhile
   * wait for it (image-variants.repository's record), and then find this post among those showing
   * them; recorded before, they are seen by the markup written here. Without it, a post saved while
   * its image's copies were being recorded kept markup without them.
   */
  uploads(keys: string[]): Promise<Map<string, FileFacts>> {
    return findUploads(this.images, keys, { mode: 'pessimistic_read' });
  }

  /** Writes the post's image markup (not a change of the post: its version stays, see the image-variants migration). */
  async writeMarkup(markup: PostImageMarkup): Promise<void> {
    await this.manager.query('UPDATE posts SET content_html = $2, cover_image_srcset = $3, cover_image_webp_srcset = $4 WHERE id = $1', [
      this.postId,
      markup.contentHtml,
      markup.coverImageSrcset,
      markup.coverImageWebpSrcset,
    ]);
  }

  async apply(plan: PostImagePlan): Promise<void> {
    if (plan.remove.length) await this.images.delete({ id: In(plan.remove) });
    for (const { id, changes } of plan.update) await this.images.update({ id }, changes);
    if (plan.insert.length) {
      await this.images.insert(plan.insert.map((image) => ({ ...image, postId: this.postId, isPublic: true })));
    }
  }
}

@Injectable()
export class PostImagesRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * Runs `work` in a transaction holding the post's row lock, so that a write-time recording and a
   * reconciliation of the same post take turns and each reads the post as last committed (or as
   * written so far, inside the transaction that writes it: `within`).
   * The post is null when it does not exist (any more).
   */
  withPost<T>(
    postId: string,
    work: (post: StoredPostImages | null, rows: PostImagesTransaction) => Promise<T>,
    within?: EntityManager,
  ): Promise<T> {
    const run = async (manager: EntityManager) => {
      const [post]: PostRow[] = await manager.query(
        `SELECT cover_image_url, cover_image_alt, content_html, cover_image_srcset, cover_image_webp_srcset
         FROM posts WHERE id = $1 FOR NO KEY UPDATE`,
        [postId],
      );
      const input: StoredPostImages | null = post
        ? {
            coverImageUrl: post.cover_image_url,
            coverImageAlt: post.cover_image_alt,
            contentHtml: post.content_html,
            coverImageSrcset: post.cover_image_srcset,
            coverImageWebpSrcset: post.cover_image_webp_srcset,
          }
        : null;
      return work(input, new PostImagesTransaction(manager, postId));
    };
    return within ? run(within) : this.dataSource.transaction(run);
  }

  /** The post image rows of a post about to be deleted, in the transaction that deletes it. */
  async removeOfPost(postId: string, within: EntityManager): Promise<void> {
    await within.getRepository(ImageEntity).delete({ postId, source: In([...POST_IMAGE_SOURCES]) });
  }

  uploads(keys: string[]): Promise<Map<string, FileFacts>> {
    return findUploads(this.dataSource.getRepository(ImageEntity), keys);
  }

  async postIds(): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.dataSource.query('SELECT id FROM posts ORDER BY created_at, id');
    return rows.map((row) => row.id);
  }

  /** Post image rows whose post is gone (rows of posts deleted before they cascaded). */
  async removeDetached(): Promise<number> {
    const result = await this.dataSource
      .getRepository(ImageEntity)
      .createQueryBuilder()
      .delete()
      .where('source IN (:...sources) AND post_id IS NULL', { sources: POST_IMAGE_SOURCES })
      .execute();
    return result.affected ?? 0;
  }
}

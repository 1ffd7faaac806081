import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type ReleaseLock, tryAdvisoryLock } from '../database/advisory-lock.js';
import { ImageEntity } from './image.entity.js';

/** Held (on one connection) for a whole re-compress or revert run, so that one runs at a time across replicas. */
export const COMPRESSION_BULK_LOCK_KEY = 0x466f6c62;

export interface CompressionTotals {
  compressedImages: number;
  originalBytes: number;
  compressedBytes: number;
  revertibleImages: number;
}

/** The new stored file of an upload row, and what else the row says about its original. */
export type FileReplacement = Pick<ImageEntity, 'url' | 'storageKey' | 'width' | 'height' | 'fileSizeBytes' | 'mimeType'> &
  Pick<ImageEntity, 'originalStorageKey' | 'originalSizeBytes' | 'originalWidth' | 'originalHeight' | 'originalMimeType' | 'compressedAt'>;

export class ImageChangedError extends Error {}

@Injectable()
export class ImageCompressionRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  private get images() {
    return this.dataSource.getRepository(ImageEntity);
  }

  /** Sums over the rows themselves: no counter is kept apart, so none can drift. */
  async totals(): Promise<CompressionTotals> {
    const [row]: Array<Record<keyof CompressionTotals, string>> = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE compressed_at IS NOT NULL) AS "compressedImages",
              coalesce(sum(original_size_bytes) FILTER (WHERE compressed_at IS NOT NULL), 0) AS "originalBytes",
              coalesce(sum(file_size_bytes) FILTER (WHERE compressed_at IS NOT NULL), 0) AS "compressedBytes",
              count(*) FILTER (WHERE original_storage_key IS NOT NULL) AS "revertibleImages"
       FROM images WHERE source = 'upload'`,
    );
    return {
      compressedImages: Number(row!.compressedImages),
      originalBytes: Number(row!.originalBytes),
      compressedBytes: Number(row!.compressedBytes),
      revertibleImages: Number(row!.revertibleImages),
    };
  }

  /** Null when another session (this replica or another) holds the lock. */
  tryLock(): Promise<ReleaseLock | null> {
    return tryAdvisoryLock(this.dataSource, COMPRESSION_BULK_LOCK_KEY);
  }

  findUpload(id: string): Promise<ImageEntity | null> {
    return this.images.findOneBy({ id, source: 'upload' });
  }

  /** Uploads with a stored file, oldest first; only those with a kept original when `revertibleOnly`. */
  async uploadIds({ revertibleOnly }: { revertibleOnly: boolean }): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT id FROM images WHERE source = 'upload' AND storage_key IS NOT NULL
         AND ($1::boolean IS FALSE OR original_storage_key IS NOT NULL)
       ORDER BY created_at, id`,
      [revertibleOnly],
    );
    return rows.map((row) => row.id);
  }

  /**
   * In the files' lock transaction (`manager`): the upload row takes its new file, and every use of
   * the old url follows (posts' cover, Markdown and HTML; the post_cover / post_inline rows).
   * Answers how many posts changed. Throws ImageChangedError when the row no longer has the file
   * it was read with.
   */
  async replaceFile(image: ImageEntity, next: FileReplacement, manager: EntityManager): Promise<number> {
    const updated = await manager.getRepository(ImageEntity).update({ id: image.id, source: 'upload', storageKey: image.storageKey! }, next);
    if (updated.affected !== 1) throw new ImageChangedError(`The image ${image.id} changed while it was being processed`);
    // URLs are made of URL-safe characters only, so a plain string replace finds every use.
    const posts = await manager.queryRunner!.query(
      `UPDATE posts SET
         cover_image_url = replace(cover_image_url, $1, $2),
         content_text = replace(content_text, $1, $2),
         content_html = replace(content_html, $1, $2)
       WHERE strpos(cover_image_url, $1) > 0 OR strpos(content_text, $1) > 0 OR strpos(content_html, $1) > 0`,
      [image.url, next.url],
      true,
    );
    await manager.query(
      `UPDATE images SET
         url = replace(url, $1, $2),
         storage_key = CASE WHEN storage_key = $3 THEN $4 ELSE storage_key END,
         width = $5, height = $6, file_size_bytes = $7, mime_type = $8
       WHERE source <> 'upload' AND (storage_key = $3 OR strpos(url, $1) > 0)`,
      [image.url, next.url, image.storageKey, next.storageKey, next.width, next.height, next.fileSizeBytes, next.mimeType],
    );
    return posts.affected ?? 0;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In } from 'typeorm';
import { ImageEntity } from '../image.entity.js';
import { ImageVariantEntity } from './image-variant.entity.js';
import type { MadeVariant } from './variant-ladder.js';

/** An upload a ladder is made from: its file, and what its row says of it. */
export interface LadderUpload {
  storageKey: string;
  width: number;
  mimeType: string;
}

const toMade = (row: ImageVariantEntity): MadeVariant => ({ format: row.format, width: row.width, height: row.height, storageKey: row.storageKey });

@Injectable()
export class ImageVariantsRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** The upload whose file this is, if any (null: deleted, replaced, or never one). */
  async findUpload(storageKey: string, manager: EntityManager = this.dataSource.manager): Promise<LadderUpload | null> {
    const row = await manager.getRepository(ImageEntity).findOne({
      where: { source: 'upload', storageKey },
      select: { storageKey: true, width: true, mimeType: true },
    });
    return row?.storageKey && row.width && row.mimeType ? { storageKey: row.storageKey, width: row.width, mimeType: row.mimeType } : null;
  }

  /** The variants made of each of these files, by the file's key. */
  async variantsOf(originalKeys: string[], manager: EntityManager = this.dataSource.manager): Promise<Map<string, MadeVariant[]>> {
    const found = new Map<string, MadeVariant[]>();
    if (!originalKeys.length) return found;
    const rows = await manager.getRepository(ImageVariantEntity).find({ where: { originalKey: In(originalKeys) }, order: { width: 'ASC' } });
    for (const row of rows) found.set(row.originalKey, [...(found.get(row.originalKey) ?? []), toMade(row)]);
    return found;
  }

  /**
   * Records variants of an upload's file, in the transaction that holds their files' locks, while the
   * upload still has that file (its row is held until the record commits, so that a deletion waits,
   * and so does a post being saved with the file: see PostImagesTransaction.uploads). Answers false,
   * recording nothing, when it no longer has.
   */
  async record(originalKey: string, variants: Array<MadeVariant & { bytes: number }>, manager: EntityManager): Promise<boolean> {
    const held: unknown[] = await manager.query(`SELECT 1 FROM images WHERE source = 'upload' AND storage_key = $1 FOR NO KEY UPDATE`, [originalKey]);
    if (!held.length) return false;
    await manager
      .getRepository(ImageVariantEntity)
      .createQueryBuilder()
      .insert()
      .values(variants.map((variant) => ({ ...variant, originalKey })))
      .orUpdate(['height', 'storage_key', 'bytes'], ['original_key', 'format', 'width'])
      .execute();
    return true;
  }

  /** Forgets the variants of a file; answers their files, which other rows may still use. */
  async removeOf(originalKeys: string[]): Promise<string[]> {
    if (!originalKeys.length) return [];
    const removed = await this.dataSource
      .getRepository(ImageVariantEntity)
      .createQueryBuilder()
      .delete()
      .where('original_key = ANY(:originalKeys)', { originalKeys })
      .returning('storage_key')
      .execute();
    return (removed.raw as Array<{ storage_key: string }>).map((row) => row.storage_key);
  }

  /** Files that no image row names any more (a crash between replacing or deleting a file and forgetting its variants). */
  async orphanedOriginals(): Promise<string[]> {
    const rows: Array<{ original_key: string }> = await this.dataSource.query(
      `SELECT DISTINCT v.original_key FROM image_variants v
       WHERE NOT EXISTS (SELECT 1 FROM images i WHERE i.storage_key = v.original_key)`,
    );
    return rows.map((row) => row.original_key);
  }

  /** Uploads after `afterKey` (in key order), with the variants each has: what the backfill compares with their ladders. */
  async uploadsWithVariants(afterKey: string | null, limit: number): Promise<Array<LadderUpload & { made: string[] }>> {
    const rows: Array<{ storage_key: string; width: number; mime_type: string; made: string[] }> = await this.dataSource.query(
      `SELECT i.storage_key, i.width, i.mime_type,
         ARRAY(SELECT v.format || ' ' || v.width FROM image_variants v WHERE v.original_key = i.storage_key) AS made
       FROM images i
       WHERE i.source = 'upload' AND i.storage_key IS NOT NULL AND i.width IS NOT NULL AND i.mime_type IS NOT NULL
         AND ($1::text IS NULL OR i.storage_key > $1)
       ORDER BY i.storage_key LIMIT $2`,
      [afterKey, limit],
    );
    return rows.map((row) => ({ storageKey: row.storage_key, width: row.width, mimeType: row.mime_type, made: row.made }));
  }

  /** The posts that show this file, as their cover or inline, by the library's rows. */
  async postsShowing(storageKey: string): Promise<string[]> {
    const rows: Array<{ post_id: string }> = await this.dataSource.query(
      'SELECT DISTINCT post_id FROM images WHERE storage_key = $1 AND post_id IS NOT NULL',
      [storageKey],
    );
    return rows.map((row) => row.post_id);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ImageEntity } from './image.entity.js';
import { lockTransaction } from '../database/advisory-lock.js';

export type NewUpload = Pick<ImageEntity, 'url' | 'storageKey' | 'width' | 'height' | 'fileSizeBytes' | 'mimeType'> &
  Partial<Pick<ImageEntity, 'originalStorageKey' | 'originalSizeBytes' | 'originalWidth' | 'originalHeight' | 'originalMimeType' | 'compressedAt'>>;

@Injectable()
export class ImagesRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  private get images() {
    return this.dataSource.getRepository(ImageEntity);
  }

  findUpload(storageKey: string): Promise<ImageEntity | null> {
    return this.images.findOneBy({ source: 'upload', storageKey });
  }

  /**
   * Runs `work` in a transaction holding a lock on each of these stored files' names (across
   * replicas), so that "is it used? then delete it" and "store it, then record it" never
   * interleave on one file. Rows written through `manager` commit as the locks are let go.
   */
  withFileLocks<T>(keys: string[], work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      // Always in the same order, so that two holders of overlapping sets cannot deadlock.
      for (const key of [...new Set(keys)].sort()) {
        await lockTransaction(manager, { text: key });
      }
      return work(manager);
    });
  }

  /**
   * Used by an image row, by a variant of an image (variants/), or by a social card (social-cards/):
   * both keep their files in the same store.
   */
  async isReferenced(storageKey: string, manager: EntityManager): Promise<boolean> {
    if (await manager.getRepository(ImageEntity).existsBy([{ storageKey }, { originalStorageKey: storageKey }])) return true;
    const others: unknown[] = await manager.query(
      `SELECT 1 FROM image_variants WHERE storage_key = $1 UNION ALL SELECT 1 FROM social_cards WHERE storage_key = $1 LIMIT 1`,
      [storageKey],
    );
    return others.length > 0;
  }

  async hasUploads(): Promise<boolean> {
    return this.images.existsBy({ source: 'upload' });
  }

  /** Those of these stored files' names that no row uses, as its file or as its kept original, nor any variant or social card. */
  async unreferenced(keys: string[]): Promise<string[]> {
    if (!keys.length) return [];
    const rows: Array<{ key: string }> = await this.dataSource.query(
      `SELECT k.key FROM unnest($1::text[]) AS k(key)
       WHERE NOT EXISTS (SELECT 1 FROM images i WHERE i.storage_key = k.key)
         AND NOT EXISTS (SELECT 1 FROM images i WHERE i.original_storage_key = k.key)
         AND NOT EXISTS (SELECT 1 FROM image_variants v WHERE v.storage_key = k.key)
         AND NOT EXISTS (SELECT 1 FROM social_cards c WHERE c.storage_key = k.key)`,
      [keys],
    );
    return rows.map((row) => row.key);
  }

  /**
   * The row of this file: the same bytes uploaded twice (or at once) share one row, as they share one
   * file. `created`: this call inserted it (false when the row was already there).
   */
  async saveUpload(upload: NewUpload, manager: EntityManager): Promise<{ image: ImageEntity; created: boolean }> {
    const images = manager.getRepository(ImageEntity);
    const inserted = await images
      .createQueryBuilder()
      .insert()
      .values({ ...upload, source: 'upload' })
      .orIgnore()
      .returning('id')
      .execute();
    const saved = await images.findOneBy({ source: 'upload', storageKey: upload.storageKey! });
    if (!saved) throw new Error(`The upload row of ${upload.storageKey} vanished`);
    return { image: saved, created: (inserted.raw as unknown[]).length > 0 };
  }

  async update(image: ImageEntity, changes: Partial<ImageEntity>): Promise<ImageEntity> {
    if (Object.keys(changes).length > 0) await this.images.update({ id: image.id }, changes);
    return (await this.images.findOneBy({ id: image.id }))!;
  }
}

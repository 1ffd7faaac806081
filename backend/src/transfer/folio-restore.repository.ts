import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ImageEntity } from '../images/image.entity.js';
import type { ExportedImage } from './folio-archive/folio-archive-format.js';

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/** The image library rows a Folio archive brings back. */
@Injectable()
export class FolioRestoreRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async uploadExists(storageKey: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    return manager.getRepository(ImageEntity).existsBy({ source: 'upload', storageKey });
  }

  /** The library's upload rows of these stored files, by key: what an archive's identity names its images by. */
  async uploadIdsByKey(storageKeys: string[]): Promise<Map<string, string>> {
    if (!storageKeys.length) return new Map();
    const rows: Array<{ id: string; storage_key: string }> = await this.dataSource.query(
      `SELECT id, storage_key FROM images WHERE source = 'upload' AND is_public AND storage_key = ANY($1::text[])`,
      [storageKeys],
    );
    return new Map(rows.map((row) => [row.storage_key, row.id]));
  }

  /** Inserts the row unless this file already has one (a second import of the same archive); answers whether it did. Run it under the file's lock. */
  async insertUpload(row: ExportedImage, url: string, manager: EntityManager): Promise<boolean> {
    if (await this.uploadExists(row.storage_key, manager)) return false;
    await manager
      .getRepository(ImageEntity)
      .createQueryBuilder()
      .insert()
      .values({
        url,
        storageKey: row.storage_key,
        source: 'upload',
        postId: null,
        altText: row.alt_text,
        width: row.width,
        height: row.height,
        fileSizeBytes: row.file_size_bytes,
        mimeType: row.mime_type,
        isPublic: row.is_public,
        createdAt: new Date(row.created_at),
        originalStorageKey: row.original_storage_key,
        originalSizeBytes: row.original_size_bytes,
        originalWidth: row.original_width,
        originalHeight: row.original_height,
        originalMimeType: row.original_mime_type,
        compressedAt: dateOrNull(row.compressed_at),
      })
      .orIgnore()
      .execute();
    return true;
  }
}

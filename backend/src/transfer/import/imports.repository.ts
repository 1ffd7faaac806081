import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { JOBS_SCHEMA } from '../../jobs/jobs.repository.js';
import type { ImportFormat } from '../import-source.js';
import type { ImportReportBody, ImportStatus } from './import-report.js';

/** The job queue imports run on. */
export const IMPORT_QUEUE = 'import';

export interface ImportRow {
  id: string;
  status: ImportStatus;
  dry_run: boolean;
  format: ImportFormat | null;
  source_url: string | null;
  file_bytes: string;
  file_sha256: string;
  progress_done: number;
  progress_total: number;
  report: ImportReportBody | null;
  created_at: Date;
}

export interface ImportedItemRow {
  post_id: string;
  source_hash: string;
  post_version: number;
  import_id: string;
  outcome: 'created' | 'updated';
}

/** The imports table and what imports record: items by source key, images by source reference. */
@Injectable()
export class ImportsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Creates the import with its upload's chunks, in one transaction: a queued import always has its whole file. */
  async create(
    fields: { dryRun: boolean; format: ImportFormat; sourceUrl: string | null; bytes: number; sha256: string },
    chunks: AsyncIterable<Buffer>,
  ): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const [{ id }] = await manager.query(
        `INSERT INTO imports (dry_run, format, source_url, file_bytes, file_sha256) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [fields.dryRun, fields.format, fields.sourceUrl, fields.bytes, fields.sha256],
      );
      let seq = 0;
      for await (const chunk of chunks) await manager.query(`INSERT INTO import_upload_chunks (import_id, seq, bytes) VALUES ($1, $2, $3)`, [id, seq++, chunk]);
      return id as string;
    });
  }

  async find(id: string): Promise<ImportRow | null> {
    const rows: ImportRow[] = await this.dataSource.query(`SELECT * FROM imports WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** Whether the import's background job may still run it (waiting, to be retried, or running). */
  async hasLiveJob(id: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM ${JOBS_SCHEMA}.job WHERE name = $1 AND data->>'id' = $2 AND state IN ('created', 'retry', 'active') LIMIT 1`,
      [IMPORT_QUEUE, id],
    );
    return rows.length > 0;
  }

  async chunk(id: string, seq: number): Promise<Buffer | null> {
    const rows: Array<{ bytes: Buffer }> = await this.dataSource.query(`SELECT bytes FROM import_upload_chunks WHERE import_id = $1 AND seq = $2`, [id, seq]);
    return rows[0]?.bytes ?? null;
  }

  async started(id: string, total: number): Promise<void> {
    await this.dataSource.query(`UPDATE imports SET status = 'running', started_at = coalesce(started_at, now()), progress_total = $2 WHERE id = $1`, [id, total]);
  }

  async progress(id: string, done: number, report: ImportReportBody): Promise<void> {
    await this.dataSource.query(`UPDATE imports SET progress_done = $2, report = $3 WHERE id = $1`, [id, done, JSON.stringify(report)]);
  }

  /** Ends the import and lets its upload go. */
  async finished(id: string, status: 'completed' | 'failed', report: ImportReportBody): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`UPDATE imports SET status = $2, report = $3, finished_at = now() WHERE id = $1`, [id, status, JSON.stringify(report)]);
      await manager.query(`DELETE FROM import_upload_chunks WHERE import_id = $1`, [id]);
    });
  }

  async importedItem(sourceKey: string): Promise<ImportedItemRow | null> {
    const rows: ImportedItemRow[] = await this.dataSource.query(
      `SELECT post_id, source_hash, post_version, import_id, outcome FROM imported_items WHERE source_key = $1`,
      [sourceKey],
    );
    return rows[0] ?? null;
  }

  /** In the post's own transaction: the post and its record are there together or not at all. */
  async recordItem(
    manager: EntityManager,
    row: { sourceKey: string; postId: string; sourceHash: string; importId: string; outcome: 'created' | 'updated' },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO imported_items (source_key, post_id, source_hash, post_version, import_id, outcome)
       VALUES ($1, $2, $3, (SELECT version FROM posts WHERE id = $2), $4, $5)
       ON CONFLICT (source_key) DO UPDATE SET post_id = $2, source_hash = $3, post_version = EXCLUDED.post_version,
         import_id = $4, outcome = $5, imported_at = now()`,
      [row.sourceKey, row.postId, row.sourceHash, row.importId, row.outcome],
    );
  }

  /** The post's version as its record was written: the post changed in Folio since when they differ. */
  async currentVersion(postId: string): Promise<number | null> {
    const rows: Array<{ version: number }> = await this.dataSource.query(`SELECT version FROM posts WHERE id = $1`, [postId]);
    return rows[0]?.version ?? null;
  }

  /** The Folio address an image was imported to, while that image is still in the library. */
  async importedImage(sourceRef: string): Promise<string | null> {
    const rows: Array<{ url: string }> = await this.dataSource.query(
      `SELECT ii.url FROM imported_images ii WHERE ii.source_ref = $1 AND EXISTS (SELECT 1 FROM images i WHERE i.url = ii.url)`,
      [sourceRef],
    );
    return rows[0]?.url ?? null;
  }

  async recordImage(sourceRef: string, url: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO imported_images (source_ref, url) VALUES ($1, $2) ON CONFLICT (source_ref) DO UPDATE SET url = $2, imported_at = now()`,
      [sourceRef, url],
    );
  }
}

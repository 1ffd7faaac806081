import { Inject, Injectable } from '@nestjs/common';
import { DataSource, MoreThan } from 'typeorm';
import { ImageEntity } from '../../images/image.entity.js';
import { PostEntity } from '../../posts/post.entity.js';
import type { ExportablePost } from '../folio-archive/post-front-matter.js';

/** Posts read at once: their Markdown is in memory until written, so the batch bounds the export's memory. */
const POST_BATCH = 100;
const KEY_BATCH = 500;

/** What an export reads from the database, in batches so that memory does not grow with the site. */
@Injectable()
export class ExportRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async countPosts(): Promise<number> {
    return this.dataSource.getRepository(PostEntity).count();
  }

  /** Every post with its tags' names (in the order posts show them), by id, in batches. */
  async *posts(): AsyncIterable<ExportablePost[]> {
    let after: string | undefined;
    for (;;) {
      const rows = await this.dataSource.getRepository(PostEntity).find({
        where: after ? { id: MoreThan(after) } : {},
        order: { id: 'ASC' },
        take: POST_BATCH,
      });
      if (rows.length === 0) return;
      const tags = await this.tagNames(rows.map((row) => row.id));
      yield rows.map((row) => ({ ...row, tags: tags.get(row.id) ?? [] }));
      after = rows.at(-1)!.id;
    }
  }

  /** The library's uploads: the rows that say what each stored file is. */
  async uploads(): Promise<ImageEntity[]> {
    return this.dataSource.getRepository(ImageEntity).find({ where: { source: 'upload' }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** Every stored file a library row uses (public files and kept originals), in batches, by key. */
  async *storedKeys(): AsyncIterable<string[]> {
    let after = '';
    for (;;) {
      const rows: Array<{ key: string }> = await this.dataSource.query(
        `SELECT key FROM (
           SELECT storage_key AS key FROM images WHERE storage_key IS NOT NULL
           UNION SELECT original_storage_key FROM images WHERE original_storage_key IS NOT NULL
         ) keys WHERE key COLLATE "C" > $1 ORDER BY key COLLATE "C" LIMIT $2`,
        [after, KEY_BATCH],
      );
      if (rows.length === 0) return;
      yield rows.map((row) => row.key);
      after = rows.at(-1)!.key;
    }
  }

  private async tagNames(postIds: string[]): Promise<Map<string, string[]>> {
    const rows: Array<{ post_id: string; name: string }> = await this.dataSource.query(
      `SELECT pt.post_id, t.name FROM post_tags pt JOIN tags t ON t.id = pt.tag_id
       WHERE pt.post_id = ANY($1::uuid[]) ORDER BY lower(t.name), t.name`,
      [postIds],
    );
    const byPost = new Map<string, string[]>();
    for (const row of rows) byPost.set(row.post_id, [...(byPost.get(row.post_id) ?? []), row.name]);
    return byPost;
  }
}

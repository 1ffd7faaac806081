import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface TagWithCount {
  id: string;
  name: string;
  slug: string;
  posts: number;
}

/** The reads the Ghost routes need that Folio's own API has no call for: a post by slug in any status, tags by page. */
@Injectable()
export class GhostAdminRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async postIdBySlug(slug: string): Promise<string | undefined> {
    const [row]: Array<{ id: string }> = await this.dataSource.query(`SELECT id FROM posts WHERE slug = $1 AND type = 'post'`, [slug]);
    return row?.id;
  }

  /** One page of tags by name, each with how many posts carry it, and how many tags there are. */
  async tagsPage(offset: number, limit: number): Promise<[TagWithCount[], number]> {
    const rows: Array<TagWithCount & { total: number }> = await this.dataSource.query(
      `SELECT counted.total, page.id, page.name, page.slug, page.posts
       FROM (SELECT count(*)::int AS total FROM tags) counted
       LEFT JOIN (
         SELECT t.id, t.name, t.slug, (SELECT count(*)::int FROM post_tags pt WHERE pt.tag_id = t.id) AS posts
         FROM tags t ORDER BY lower(t.name), t.name, t.id LIMIT $1 OFFSET $2
       ) page ON true
       ORDER BY lower(page.name), page.name, page.id`,
      [limit, offset],
    );
    return [rows.filter((row) => row.id !== null).map(({ total: _total, ...tag }) => tag), rows[0]?.total ?? 0];
  }
}

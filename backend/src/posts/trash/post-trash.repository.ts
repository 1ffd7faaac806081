import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { TagInput } from '../posts.repository.js';

/** How long a deleted post can be brought back: the writer's session, and then some. */
export const TRASH_KEEP_HOURS = 24;

/** A deleted post as it was kept: its row and its revisions' rows by column name, and its tags. */
export interface KeptPost {
  post: Record<string, unknown> & { id: string; slug: string };
  tags: TagInput[];
  revisions: Array<Record<string, unknown>>;
}

/**
 * Deleted posts, kept whole for TRASH_KEEP_HOURS so that a delete can be undone: written in the
 * delete's own transaction, taken back out by a restore, purged by a job (PostTrashPurge).
 */
@Injectable()
export class PostTrashRepository {
  /** The columns an INSERT may write, per table: all but the generated ones (the schema is fixed while the app runs). */
  private readonly writable = new Map<string, Promise<string>>();

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** Called in a post's delete, before the row goes (a second delete of a restored post replaces what was kept). */
  async keep(manager: EntityManager, postId: string): Promise<void> {
    await manager.query(
      `INSERT INTO deleted_posts (post_id, post, tags, revisions)
       SELECT p.id, to_jsonb(p) - 'search_vector',
         coalesce((SELECT jsonb_agg(jsonb_build_object('name', t.name, 'slug', t.slug)) FROM post_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.post_id = p.id), '[]'),
         coalesce((SELECT jsonb_agg(to_jsonb(r)) FROM post_revisions r WHERE r.post_id = p.id), '[]')
       FROM posts p WHERE p.id = $1
       ON CONFLICT (post_id) DO UPDATE SET post = EXCLUDED.post, tags = EXCLUDED.tags, revisions = EXCLUDED.revisions, deleted_at = now()`,
      [postId],
    );
  }

  /** Takes a kept post out of the trash, in a restore's transaction (so a second restore finds nothing); null when none is kept. */
  async take(manager: EntityManager, postId: string): Promise<KeptPost | null> {
    // A DELETE answers its rows and their count.
    const [[row]]: [KeptPost[], number] = await manager.query(
      `DELETE FROM deleted_posts WHERE post_id = $1 AND deleted_at > now() - make_interval(hours => $2) RETURNING post, tags, revisions`,
      [postId, TRASH_KEEP_HOURS],
    );
    return row ?? null;
  }

  /** Writes kept rows back into `table` with their own ids and dates. */
  async insertRows(manager: EntityManager, table: 'posts' | 'post_revisions', rows: Array<Record<string, unknown>>): Promise<void> {
    if (!rows.length) return;
    const columns = await this.writableColumns(table);
    await manager.query(`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM jsonb_populate_recordset(null::${table}, $1::jsonb)`, [JSON.stringify(rows)]);
  }

  /** Forgets posts deleted longer ago than they may be restored; answers how many. */
  async purge(): Promise<number> {
    const [, affected]: [unknown, number] = await this.dataSource.query(`DELETE FROM deleted_posts WHERE deleted_at <= now() - make_interval(hours => $1)`, [
      TRASH_KEEP_HOURS,
    ]);
    return affected;
  }

  private writableColumns(table: string): Promise<string> {
    let columns = this.writable.get(table);
    if (!columns) {
      columns = this.dataSource
        .query(
          `SELECT string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position) AS list FROM information_schema.columns
           WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER'`,
          [table],
        )
        .then(([row]: Array<{ list: string }>) => row!.list);
      columns.catch(() => this.writable.delete(table));
      this.writable.set(table, columns);
    }
    return columns;
  }
}

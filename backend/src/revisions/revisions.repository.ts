import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { PostRevisionEntity } from './post-revision.entity.js';

/** The snapshot columns of post_revisions, in the order SNAPSHOT_OF_POST gives them. */
const SNAPSHOT_COLUMNS =
  'title, slug, content_text, excerpt, status, published_at, type, cover_image_url, cover_image_alt, tags, meta_title, meta_description, canonical_url, noindex, og_image_url';

/** The post `p` as a revision keeps it: its own excerpt only (null while automatic), its tags' names in the order posts show them. */
const SNAPSHOT_OF_POST = `
  p.title, p.slug, p.content_text, CASE WHEN p.excerpt_is_custom THEN p.excerpt END, p.status, p.published_at, p.type,
  p.cover_image_url, p.cover_image_alt,
  ARRAY(SELECT t.name FROM post_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.post_id = p.id ORDER BY lower(t.name), t.name),
  p.meta_title, p.meta_description, p.canonical_url, p.noindex, p.og_image_url`;

/** Newest first: the order of post_revisions_newest. */
const NEWEST_FIRST = 'created_at DESC, id DESC';

/** Every column of a revision under its property's name. */
const ALL_COLUMNS = `
  r.id, r.post_id AS "postId", r.created_at AS "createdAt", r.updated_at AS "updatedAt", r.autosave, r.title, r.slug,
  r.content_text AS "contentText", r.excerpt, r.status, r.published_at AS "publishedAt", r.type,
  r.cover_image_url AS "coverImageUrl", r.cover_image_alt AS "coverImageAlt", r.tags, r.meta_title AS "metaTitle",
  r.meta_description AS "metaDescription", r.canonical_url AS "canonicalUrl", r.noindex, r.og_image_url AS "ogImageUrl", r.words, r.chars`;

/** A revision in the History list: no Markdown. */
export type RevisionSummary = Pick<PostRevisionEntity, 'id' | 'createdAt' | 'updatedAt' | 'autosave' | 'title' | 'status' | 'words' | 'chars'>;

export interface RecordOptions {
  autosave: boolean;
  /** How long a run of autosaves keeps one revision, as a PostgreSQL interval ('10 minutes'). */
  autosaveRun: string;
  /** The newest this many are kept; 0 keeps all. */
  keep: number;
}

/**
 * Times come from the database's clock_timestamp() when the revision is written: inside a save that
 * already holds the post's row lock, so a post's revisions are in the order its saves committed.
 */
@Injectable()
export class RevisionsRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** Records the post as `manager`'s transaction sees it. Answers whether an autosave run's revision was overwritten. */
  async record(manager: EntityManager, postId: string, options: RecordOptions): Promise<'overwritten' | 'inserted'> {
    if (options.autosave && (await this.continueAutosaveRun(manager, postId, options.autosaveRun))) return 'overwritten';
    await manager.query(
      `INSERT INTO post_revisions (post_id, autosave, ${SNAPSHOT_COLUMNS})
       SELECT p.id, $2, ${SNAPSHOT_OF_POST} FROM posts p WHERE p.id = $1`,
      [postId, options.autosave],
    );
    if (options.keep > 0) {
      await manager.query(
        `DELETE FROM post_revisions WHERE id IN (
           SELECT id FROM post_revisions WHERE post_id = $1 ORDER BY ${NEWEST_FIRST} OFFSET $2)`,
        [postId, options.keep],
      );
    }
    return 'inserted';
  }

  /** Overwrites the post's newest revision when it is an autosave begun within `run`; false when there is none such. */
  private async continueAutosaveRun(manager: EntityManager, postId: string, run: string): Promise<boolean> {
    const [rows]: [Array<{ id: string }>, number] = await manager.query(
      `UPDATE post_revisions r SET (${SNAPSHOT_COLUMNS}, updated_at) = (SELECT ${SNAPSHOT_OF_POST}, clock_timestamp() FROM posts p WHERE p.id = r.post_id)
       WHERE r.id = (SELECT id FROM post_revisions WHERE post_id = $1 ORDER BY ${NEWEST_FIRST} LIMIT 1)
         AND r.autosave AND r.created_at > clock_timestamp() - $2::interval
       RETURNING r.id`,
      [postId, run],
    );
    return rows.length > 0;
  }

  /** The post's revisions newest first, without their text, in one statement; null when there is no such post. */
  async list(postId: string): Promise<RevisionSummary[] | null> {
    const rows: Array<RevisionSummary | { id: null }> = await this.dataSource.query(
      `SELECT r.id, r.created_at AS "createdAt", r.updated_at AS "updatedAt", r.autosave, r.title, r.status, r.words, r.chars
       FROM posts p LEFT JOIN post_revisions r ON r.post_id = p.id
       WHERE p.id = $1
       ORDER BY r.created_at DESC, r.id DESC`,
      [postId],
    );
    if (!rows.length) return null;
    return rows.filter((row): row is RevisionSummary => row.id !== null);
  }

  /** One revision of the post: 'no post', 'no revision' (none of this post's has that id) or the revision. */
  async find(postId: string, revisionId: string): Promise<PostRevisionEntity | 'no post' | 'no revision'> {
    const [row]: Array<Partial<PostRevisionEntity> & { post: string }> = await this.dataSource.query(
      `SELECT p.id AS post, ${ALL_COLUMNS}
       FROM posts p LEFT JOIN post_revisions r ON r.id = $2 AND r.post_id = p.id
       WHERE p.id = $1`,
      [postId, revisionId],
    );
    if (!row) return 'no post';
    if (!row.id) return 'no revision';
    const { post: _post, ...columns } = row;
    return Object.assign(new PostRevisionEntity(), columns);
  }
}

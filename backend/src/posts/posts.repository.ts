import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In, Raw } from 'typeorm';
import { PostEntity, type PostStatus, type PostType } from './post.entity.js';
import { TagEntity } from './tag.entity.js';
import { orderBy, type PostOrder } from './post-order.js';
import { FOLDED_TITLE, titleContainsPattern } from './text/title-search.js';

export interface PostQuery {
  status?: PostStatus;
  type?: PostType;
  search?: string;
  /** Words in the title, any case and accents (the admin's list). */
  titleContains?: string;
  tagSlug?: string;
  offset: number;
  limit: number;
  /** Visitors read newest published first; the admin chooses, newest written first unless told. */
  order: PostOrder;
  /** Summaries leave the Markdown and the HTML in the database (visitors' lists show neither). */
  columns: 'summary' | 'all';
}

/** The columns of a post in a list without its text. */
const SUMMARY_COLUMNS: ReadonlyArray<keyof PostEntity> = [
  'id', 'title', 'slug', 'excerpt', 'status', 'type', 'coverImageUrl', 'coverImageAlt', 'coverImageSrcset', 'coverImageWebpSrcset',
  'readingTimeMinutes', 'createdAt', 'updatedAt', 'publishedAt', 'version',
];

/** Work done inside a post's write transaction. */
export type InTransaction = (manager: EntityManager, postId: string) => Promise<unknown>;

/** What one save writes: changed columns only, and the tags when they were sent. */
export interface PlannedChange {
  columns: Partial<Omit<PostEntity, 'id' | 'tags' | 'version' | 'createdAt' | 'updatedAt'>>;
  tags?: TagInput[];
}

export interface TagInput {
  name: string;
  slug: string;
}

/** The order of posts_public_order, so that feeds walk the index too. */
const PUBLIC_ORDER = { publishedAt: { direction: 'DESC', nulls: 'LAST' }, createdAt: 'DESC', id: 'DESC' } as const;

/** The tags of the page's row, in the order posts show them; none for the row of a page past the end. */
const TAGS_OF_PAGE_ROW = `(
  SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'slug', t.slug) ORDER BY lower(t.name), t.name), '[]')
  FROM post_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.post_id = page.id)`;

/** A row of findPage's statement: a post's columns (all null past the end), its tags and the total. */
type PageRow = Omit<Partial<PostEntity>, 'id' | 'tags'> & { id: string | null; total: number; tags: Array<Pick<TagEntity, 'id' | 'name' | 'slug'>> };

const MAX_SEARCH_WORDS = 10;

/**
 * The words of a search, each matching itself or any longer word it begins ('walk' finds 'walking'),
 * all required. Only letters and digits reach to_tsquery, so its syntax cannot be injected.
 * Undefined when the search has no words at all.
 */
export function searchTerms(search: string): string | undefined {
  const all = search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  // A stray letter ("tide's" gives "s") would match half the blog; it counts only when alone.
  const longer = all.filter((word) => word.length > 1);
  const words = (longer.length ? longer : all).slice(0, MAX_SEARCH_WORDS);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : undefined;
}

@Injectable()
export class PostsRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  private get posts() {
    return this.dataSource.getRepository(PostEntity);
  }

  /**
   * One page of posts with their tags, and how many posts the filters match, in one statement: the
   * count and the page are two subqueries that PostgreSQL plans apart (the page of an unfiltered list
   * walks its index and stops; a visitor's search reads its matches through posts_search_published),
   * joined so that a page past the end still answers one row carrying the total. Tags are read for the
   * page's rows only. A title filter reads its matches once instead (findPageCountedOnce).
   */
  async findPage(query: PostQuery): Promise<[PostEntity[], number]> {
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const filters: string[] = [];
    if (query.status) filters.push(`post.status = ${param(query.status)}`);
    if (query.type) filters.push(`post.type = ${param(query.type)}`);
    if (query.search !== undefined) {
      const terms = searchTerms(query.search);
      if (!terms) return [[], 0];
      filters.push(`post.search_vector @@ to_tsquery('simple', ${param(terms)})`);
    }
    if (query.titleContains) filters.push(`${FOLDED_TITLE} ILIKE ${param(titleContainsPattern(query.titleContains))}`);
    if (query.tagSlug) {
      filters.push(
        `EXISTS (SELECT 1 FROM post_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.post_id = post.id AND t.slug = ${param(query.tagSlug)})`,
      );
    }
    const where = filters.length ? `WHERE ${filters.join(' AND ')}` : '';
    const rows = query.titleContains
      ? await this.findPageCountedOnce(query, where, params, param)
      : await this.findPageCountedApart(query, where, params, param);
    const posts = rows
      .filter((row) => row.id !== null)
      .map(({ total: _total, tags, ...columns }) =>
        Object.assign(new PostEntity(), columns, { tags: tags.map((tag) => Object.assign(new TagEntity(), tag)) }),
      );
    return [posts, rows[0]?.total ?? 0];
  }

  /** The count and the page as two subqueries (see findPage). */
  private findPageCountedApart(query: PostQuery, where: string, params: unknown[], param: (value: unknown) => string): Promise<PageRow[]> {
    return this.dataSource.query(
      `SELECT counted.total, page.*, ${TAGS_OF_PAGE_ROW} AS tags
       FROM (SELECT count(*)::int AS total FROM posts post ${where}) counted
       LEFT JOIN (
         SELECT ${this.listColumns(query.columns)} FROM posts post ${where}
         ORDER BY ${orderBy(query.order, 'post', 'column')} LIMIT ${param(query.limit)} OFFSET ${param(query.offset)}
       ) page ON true
       ORDER BY ${orderBy(query.order, 'page', 'property')}`,
      params,
    );
  }

  /**
   * The count and the page from one reading of the matches (a window count), for a title filter:
   * each title is folded and matched once, not once for the count and again for the page (a quarter
   * less work for the admin's filtered list). A page past the end has no row to carry the total: it
   * is then counted apart.
   */
  private async findPageCountedOnce(query: PostQuery, where: string, params: unknown[], param: (value: unknown) => string): Promise<PageRow[]> {
    const filterParams = params.length;
    const rows: PageRow[] = await this.dataSource.query(
      `SELECT page.*, ${TAGS_OF_PAGE_ROW} AS tags
       FROM (
         SELECT ${this.listColumns(query.columns)}, count(*) OVER ()::int AS total FROM posts post ${where}
         ORDER BY ${orderBy(query.order, 'post', 'column')} LIMIT ${param(query.limit)} OFFSET ${param(query.offset)}
       ) page
       ORDER BY ${orderBy(query.order, 'page', 'property')}`,
      params,
    );
    if (rows.length || query.offset === 0) return rows;
    const counted: Array<{ total: number }> = await this.dataSource.query(`SELECT count(*)::int AS total FROM posts post ${where}`, params.slice(0, filterParams));
    const total = counted[0]!.total;
    return [{ id: null, total, tags: [] }];
  }

  /** The select list of a page: each column under its property's name, so that a row is an entity's fields. */
  private listColumns(columns: PostQuery['columns']): string {
    const metadata = this.posts.metadata.columns;
    const chosen = columns === 'all' ? metadata : metadata.filter((column) => SUMMARY_COLUMNS.includes(column.propertyName as keyof PostEntity));
    return chosen.map((column) => `post.${column.databaseName} AS "${column.propertyName}"`).join(', ');
  }

  /** Newest published posts (never pages) first, tags attached, of one tag when given: for feeds. */
  async findLatestPublished(limit: number, tagSlug?: string): Promise<PostEntity[]> {
    const tagged = Raw((id) => `${id} IN (SELECT pt.post_id FROM post_tags pt JOIN tags t ON t.id = pt.tag_id WHERE t.slug = :tagSlug)`, { tagSlug });
    const posts = await this.posts.find({
      where: { status: 'published', type: 'post', ...(tagSlug === undefined ? {} : { id: tagged }) },
      order: PUBLIC_ORDER,
      take: limit,
    });
    await this.attachTags(posts);
    return posts;
  }

  /** Every published post's and page's address and last change, but those asking not to be indexed: for the sitemap. */
  async findPublishedSlugs(): Promise<Array<Pick<PostEntity, 'slug' | 'type' | 'updatedAt'>>> {
    return this.posts.find({
      where: { status: 'published', noindex: false },
      select: { slug: true, type: true, updatedAt: true },
      order: PUBLIC_ORDER,
    });
  }

  async findTagBySlug(slug: string): Promise<{ name: string; slug: string } | null> {
    const [row]: Array<{ name: string; slug: string }> = await this.dataSource.query('SELECT name, slug FROM tags WHERE slug = $1', [slug]);
    return row ?? null;
  }

  async findById(id: string): Promise<PostEntity | null> {
    return this.withTags(await this.posts.findOneBy({ id }));
  }

  async findPublishedBySlug(slug: string): Promise<PostEntity | null> {
    return this.withTags(await this.posts.findOneBy({ slug, status: 'published' }));
  }

  /**
   * Publishes every scheduled post whose time has come, inside `alongside`'s transaction, and answers
   * them. Of two replicas running this at once, the second waits on the rows the first changed and then
   * finds them published: each post goes live once.
   */
  async publishDue(now: Date, alongside: (posts: PostEntity[], manager: EntityManager) => Promise<void>): Promise<PostEntity[]> {
    return this.dataSource.transaction(async (manager) => {
      const rows: Array<{ id: string }> = await manager.query(
        // The job that brought us here was due by the database's clock: an app clock a little behind it must not miss the post.
        `WITH due AS (UPDATE posts SET status = 'published' WHERE status = 'scheduled' AND published_at <= greatest($1::timestamptz, now()) RETURNING id) SELECT id FROM due`,
        [now],
      );
      if (!rows.length) return [];
      const posts = await manager.getRepository(PostEntity).findBy({ id: In(rows.map((row) => row.id)) });
      await alongside(posts, manager);
      return posts;
    });
  }

  /** Whether another post has this slug; `manager`: seen from inside a write's transaction. */
  async slugTaken(slug: string, exceptId?: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const found = await manager.getRepository(PostEntity).findOne({ where: { slug }, select: { id: true } });
    return found !== null && found.id !== exceptId;
  }

  /**
   * Writes the post and, when given, replaces its tags, then runs `alongside` (what else the post
   * carries: its image rows), all in one transaction: a post is there whole or not at all.
   */
  async save(post: PostEntity, tags: TagInput[] | undefined, alongside: InTransaction): Promise<PostEntity> {
    const id = await this.dataSource.transaction(async (manager) => {
      const { tags: _loaded, ...columns } = post;
      const saved = await manager.save(PostEntity, columns);
      if (tags) await this.replaceTags(manager, saved.id, tags);
      await alongside(manager, saved.id);
      return saved.id;
    });
    return (await this.findById(id))!;
  }

  /**
   * Changes a post under a row lock, so that saves of one post happen one after another: `plan` sees
   * the row as it is now (a save that began earlier has committed), answers the columns to write and
   * the tags when they change, or throws to change nothing. Only those columns are written, and the
   * row is updated even when there are none: the database raises the version on every save.
   * Null when there is no such post.
   */
  async updateLocked(id: string, plan: (current: PostEntity, manager: EntityManager) => Promise<PlannedChange>, alongside: InTransaction): Promise<PostEntity | null> {
    return this.dataSource.transaction(async (manager) => {
      const posts = manager.getRepository(PostEntity);
      const current = await posts.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!current) return null;
      const { columns, tags } = await plan(current, manager);
      if (Object.keys(columns).length) {
        await manager.createQueryBuilder().update(PostEntity).set(columns).where('id = :id', { id }).execute();
      } else {
        // Nothing to change but the version: updated_at stays, as the post did.
        await manager.query('UPDATE posts SET id = id WHERE id = $1', [id]);
      }
      if (tags) await this.replaceTags(manager, id, tags);
      await alongside(manager, id);
      // Read back in the transaction: the answer is this save, whatever is saved right after it.
      return this.withTags((await posts.findOneBy({ id }))!, manager);
    });
  }

  /** Runs `before` (removing what the post carries), then deletes the post, in one transaction. */
  delete(id: string, before: InTransaction): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      await before(manager, id);
      const result = await manager.getRepository(PostEntity).delete({ id });
      return (result.affected ?? 0) > 0;
    });
  }

  /**
   * Brings a deleted post back as it was: `restoreRows` (in the transaction) writes its row back and
   * answers its tags, or null when there is nothing to restore; then its tags and `alongside`, all in
   * one transaction. Null when nothing was restored.
   */
  async restore(restoreRows: (manager: EntityManager) => Promise<TagInput[] | null>, postId: string, alongside: InTransaction): Promise<PostEntity | null> {
    const restored = await this.dataSource.transaction(async (manager) => {
      const tags = await restoreRows(manager);
      if (!tags) return false;
      await this.replaceTags(manager, postId, tags);
      await alongside(manager, postId);
      return true;
    });
    return restored ? this.findById(postId) : null;
  }

  private async replaceTags(manager: EntityManager, postId: string, unordered: TagInput[]): Promise<void> {
    await manager.query('DELETE FROM post_tags WHERE post_id = $1', [postId]);
    if (!unordered.length) return;
    // Tag rows are taken in one order by every save, so that two saves sharing tags cannot deadlock.
    const tags = [...unordered].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
    const rows: Array<{ id: string }> = await manager.query(
      `INSERT INTO tags (name, slug) SELECT * FROM unnest($1::text[], $2::text[])
       ON CONFLICT (slug) DO UPDATE SET slug = EXCLUDED.slug RETURNING id`,
      [tags.map((tag) => tag.name), tags.map((tag) => tag.slug)],
    );
    await manager.query('INSERT INTO post_tags (post_id, tag_id) SELECT $1, unnest($2::uuid[])', [
      postId,
      rows.map((row) => row.id),
    ]);
  }

  /** The post with its tags; `manager`: read inside a write's transaction. */
  async withTags<P extends PostEntity | null>(post: P, manager?: EntityManager): Promise<P> {
    if (post) await this.attachTags([post], manager);
    return post;
  }

  private async attachTags(posts: PostEntity[], manager: EntityManager = this.dataSource.manager): Promise<void> {
    if (!posts.length) return;
    const rows: Array<{ post_id: string; id: string; name: string; slug: string }> = await manager.query(
      `SELECT pt.post_id, t.id, t.name, t.slug FROM post_tags pt JOIN tags t ON t.id = pt.tag_id
       WHERE pt.post_id = ANY($1::uuid[]) ORDER BY lower(t.name), t.name`,
      [posts.map((post) => post.id)],
    );
    for (const post of posts) {
      post.tags = rows
        .filter((row) => row.post_id === post.id)
        .map((row) => Object.assign(new TagEntity(), { id: row.id, name: row.name, slug: row.slug }));
    }
  }
}

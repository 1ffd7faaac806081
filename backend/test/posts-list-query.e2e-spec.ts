import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { PostEntity } from '../src/posts/post.entity.js';
import type { PostOrder } from '../src/posts/post-order.js';
import { type PostQuery, PostsRepository, searchTerms } from '../src/posts/posts.repository.js';
import { TagEntity } from '../src/posts/tag.entity.js';
import { FOLDED_TITLE, titleContainsPattern } from '../src/posts/text/title-search.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * PostsRepository.findPage reads a page, its tags and the total in one hand-written statement. The
 * reference here is the query it replaced, built by TypeORM (rows and count apart, then the tags):
 * both must answer the same posts, in the same order, with the same columns, tags and total.
 */
async function referencePage(dataSource: DataSource, query: PostQuery): Promise<[PostEntity[], number]> {
  const builder = dataSource.getRepository(PostEntity).createQueryBuilder('post');
  if (query.columns === 'summary') {
    builder.select(
      [
        'id', 'title', 'slug', 'excerpt', 'status', 'type', 'coverImageUrl', 'coverImageAlt', 'coverImageSrcset', 'coverImageWebpSrcset',
        'readingTimeMinutes', 'createdAt', 'updatedAt', 'publishedAt', 'version',
      ].map(
        (column) => `post.${column}`,
      ),
    );
  }
  if (query.status) builder.andWhere('post.status = :status', { status: query.status });
  if (query.search !== undefined) {
    const terms = searchTerms(query.search);
    if (!terms) return [[], 0];
    builder.andWhere(`post.search_vector @@ to_tsquery('simple', :terms)`, { terms });
  }
  if (query.titleContains) builder.andWhere(`${FOLDED_TITLE} ILIKE :title`, { title: titleContainsPattern(query.titleContains) });
  if (query.tagSlug) {
    builder.andWhere('EXISTS (SELECT 1 FROM post_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.post_id = post.id AND t.slug = :tagSlug)', {
      tagSlug: query.tagSlug,
    });
  }
  if (query.order.by === 'published') builder.orderBy('post.published_at', 'DESC', 'NULLS LAST').addOrderBy('post.created_at', 'DESC');
  else builder.orderBy('post.created_at', 'DESC');
  const [posts, total] = await builder.addOrderBy('post.id', 'DESC').offset(query.offset).limit(query.limit).getManyAndCount();
  const rows: Array<{ post_id: string; id: string; name: string; slug: string }> = posts.length
    ? await dataSource.query(
        `SELECT pt.post_id, t.id, t.name, t.slug FROM post_tags pt JOIN tags t ON t.id = pt.tag_id
         WHERE pt.post_id = ANY($1::uuid[]) ORDER BY lower(t.name), t.name`,
        [posts.map((post) => post.id)],
      )
    : [];
  for (const post of posts) {
    post.tags = rows.filter((row) => row.post_id === post.id).map(({ id, name, slug }) => Object.assign(new TagEntity(), { id, name, slug }));
  }
  return [posts, total];
}

const PUBLISHED: PostOrder = { by: 'published', direction: 'desc' };
const CREATED: PostOrder = { by: 'created', direction: 'desc' };

const TAGS = [
  ['Walks', 'walks'],
  ['apple', 'apple'],
  ['Apple pie', 'apple-pie'],
  ['news', 'news'],
  ['Zebra', 'zebra'],
];

/**
 * 37 posts made to trip an ordering: many share one creation time (the id breaks the tie), drafts
 * have no publication date (last in visitors' order), some published posts share a publication
 * date, tags in mixed case, posts with no tag, with one, with several.
 */
async function seed(dataSource: DataSource): Promise<void> {
  const tagIds: string[] = [];
  for (const [name, slug] of TAGS) {
    const [{ id }] = await dataSource.query(`INSERT INTO tags (name, slug) VALUES ($1, $2) RETURNING id`, [name, slug]);
    tagIds.push(id);
  }
  for (let index = 0; index < 37; index++) {
    const draft = index % 5 === 0;
    const words = ['harbour lantern', 'lantern', 'willow tide', 'harbour'][index % 4];
    const [{ id }] = await dataSource.query(
      `INSERT INTO posts (title, slug, content_text, content_html, excerpt, status, reading_time_minutes, created_at, published_at, cover_image_url)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        `Post ${index}`,
        `post-${index}`,
        `Some ${words} text ${index}`,
        `<p>Some ${words} text ${index}</p>`,
        `Some ${words}`,
        draft ? 'draft' : 'published',
        1 + (index % 3),
        new Date(Date.UTC(2025, 0, 1 + Math.floor(index / 4))),
        draft ? null : new Date(Date.UTC(2025, 5, 1 + Math.floor(index / 3))),
        index % 7 === 0 ? `/uploads/${index}.webp` : null,
      ],
    );
    const tagged =
      index % 8 === 7 ? [] : tagIds.filter((_, tag) => (index + tag) % 3 === 0 || (index % 6 === 0 && tag === 4) || (index % 5 === 1 && (tag === 1 || tag === 2)));
    for (const tagId of tagged) await dataSource.query(`INSERT INTO post_tags (post_id, tag_id) VALUES ($1, $2)`, [id, tagId]);
  }
}

describe('PostsRepository.findPage', () => {
  let folio: TestApp;
  let repository: PostsRepository;
  let dataSource: DataSource;

  beforeAll(async () => {
    folio = await startTestApp();
    repository = folio.app.get(PostsRepository);
    dataSource = folio.app.get(DataSource);
    await seed(dataSource);
  });
  afterAll(() => folio.close());

  const filters: Array<Pick<PostQuery, 'status' | 'search' | 'tagSlug' | 'titleContains'>> = [
    {},
    { status: 'published' },
    { status: 'draft' },
    { search: 'lantern' },
    { search: 'HARB lant' },
    { search: 'nothing-like-it' },
    { search: '%&|' },
    { tagSlug: 'apple' },
    { tagSlug: 'no-such-tag' },
    { status: 'published', search: 'harbour', tagSlug: 'walks' },
    { search: 'tide', tagSlug: 'zebra' },
    { titleContains: 'POST 1' },
    { status: 'draft', titleContains: 'post 2' },
    { titleContains: 'no such title' },
  ];
  const pages = [
    { offset: 0, limit: 10 },
    { offset: 10, limit: 10 },
    { offset: 3, limit: 1 },
    { offset: 30, limit: 100 },
    { offset: 37, limit: 5 },
    { offset: 5000, limit: 10 },
  ];
  const cases = filters.flatMap((filter) =>
    pages.flatMap((page) =>
      ([PUBLISHED, CREATED] as const).flatMap((order) =>
        (['summary', 'all'] as const).map((columns): PostQuery => ({ ...filter, ...page, order, columns })),
      ),
    ),
  );

  it(`answers as the TypeORM query it replaced, for ${cases.length} filters, pages, orders and column sets`, async () => {
    for (const query of cases) {
      const [posts, total] = await repository.findPage(query);
      const [expectedPosts, expectedTotal] = await referencePage(dataSource, query);
      expect({ query, total }).toEqual({ query, total: expectedTotal });
      expect({ query, posts }).toEqual({ query, posts: expectedPosts });
    }
  });

  it('answers the total with an empty page past the end', async () => {
    const [posts, total] = await repository.findPage({ status: 'published', offset: 1000, limit: 10, order: PUBLISHED, columns: 'summary' });
    expect(posts).toEqual([]);
    expect(total).toBe(29);
    // With a title filter the total comes with the page's rows: past the end, it is counted apart.
    expect(await repository.findPage({ titleContains: 'post 1', offset: 1000, limit: 10, order: CREATED, columns: 'summary' })).toEqual([[], 11]);
  });

  it("gives each row its own tags, sorted by name whatever the case, and untagged posts none", async () => {
    const [posts] = await repository.findPage({ offset: 0, limit: 100, order: CREATED, columns: 'summary' });
    const byTitle = new Map(posts.map((post) => [post.title, post.tags!.map((tag) => tag.name)]));
    expect(byTitle.get('Post 0')).toEqual(['news', 'Walks', 'Zebra']);
    expect(byTitle.get('Post 1')).toEqual(['apple', 'Apple pie']);
    expect(byTitle.get('Post 7')).toEqual([]);
    expect(posts[0]!.tags![0]).toBeInstanceOf(TagEntity);
    expect(posts[0]).toBeInstanceOf(PostEntity);
  });
});

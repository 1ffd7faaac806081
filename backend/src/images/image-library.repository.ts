import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PostEntity } from '../posts/post.entity.js';
import { ImageEntity } from './image.entity.js';
import type { LibraryFilter } from './image-library.dto.js';

export interface LibraryQuery {
  filter?: LibraryFilter;
  /** Case-insensitive text in the post title or the alt text. */
  text?: string;
  offset: number;
  limit: number;
}

export interface LibraryRow {
  image: ImageEntity;
  postTitle: string | null;
}

export interface LibraryCounters {
  total_images: number;
  uploaded_files: number;
  cover_images: number;
  inline_images: number;
  external_urls: number;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

@Injectable()
export class ImageLibraryRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  private get images() {
    return this.dataSource.getRepository(ImageEntity);
  }

  async findPage(query: LibraryQuery): Promise<[LibraryRow[], number]> {
    const builder = this.images
      .createQueryBuilder('image')
      .leftJoin(PostEntity, 'post', 'post.id = image.post_id')
      .addSelect('post.title', 'post_title');
    if (query.filter === 'external') builder.andWhere('image.storage_key IS NULL');
    else if (query.filter) builder.andWhere('image.source = :source', { source: query.filter });
    if (query.text) {
      builder.andWhere('(post.title ILIKE :pattern OR image.alt_text ILIKE :pattern)', { pattern: likePattern(query.text) });
    }
    const total = await builder.getCount();
    const { entities, raw } = await builder
      .orderBy('image.created_at', 'DESC')
      .addOrderBy('image.id', 'DESC')
      .offset(query.offset)
      .limit(query.limit)
      .getRawAndEntities<{ image_id: string; post_title: string | null }>();
    const titles = new Map(raw.map((row) => [row.image_id, row.post_title]));
    return [entities.map((image) => ({ image, postTitle: titles.get(image.id) ?? null })), total];
  }

  async counters(): Promise<LibraryCounters> {
    const [row]: LibraryCounters[] = await this.dataSource.query(`
      SELECT count(*)::int AS total_images,
             count(*) FILTER (WHERE source = 'upload')::int AS uploaded_files,
             count(*) FILTER (WHERE source = 'post_cover')::int AS cover_images,
             count(*) FILTER (WHERE source = 'post_inline')::int AS inline_images,
             count(*) FILTER (WHERE storage_key IS NULL)::int AS external_urls
      FROM images`);
    return row!;
  }

  findById(id: string): Promise<ImageEntity | null> {
    return this.images.findOneBy({ id });
  }

  /**
   * Titles of the posts whose cover or HTML mention the image, by its URL or by its storage key
   * (a content hash: any URL spelling of the file contains it). Read from the posts themselves,
   * not from the library's rows, which may be behind.
   */
  async titlesOfPostsUsing(url: string, storageKey: string | null): Promise<string[]> {
    const rows: Array<{ title: string }> = await this.dataSource.query(
      `SELECT title FROM posts
       WHERE cover_image_url = $1 OR strpos(content_html, $1) > 0
          OR ($2::text IS NOT NULL AND (strpos(cover_image_url, $2) > 0 OR strpos(content_html, $2) > 0))
       ORDER BY created_at, id`,
      [url, storageKey],
    );
    return rows.map((row) => row.title);
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.images.delete({ id });
    return (result.affected ?? 0) > 0;
  }

  /** Whether any row still points at this object, as its file or as its kept original. */}

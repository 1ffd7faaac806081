import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { TagEntity } from './tag.entity.js';

export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** A page (About, Now) lives at `/{slug}` and stays out of every list and feed. */
export const POST_TYPES = ['post', 'page'] as const;
export type PostType = (typeof POST_TYPES)[number];

@Entity({ name: 'posts' })
export class PostEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', unique: true })
  slug: string;

  /** The Markdown the author wrote. */
  @Column({ name: 'content_text', type: 'text' })
  contentText: string;

  /** Rendered and sanitised once, on write. */
  @Column({ name: 'content_html', type: 'text' })
  contentHtml: string;

  @Column({ type: 'text' })
  excerpt: string;

  /** False while the excerpt follows the content; true once the author wrote one. */
  @Column({ name: 'excerpt_is_custom', type: 'boolean', default: false })
  excerptIsCustom: boolean;

  @Column({ type: 'text', default: 'published' })
  status: PostStatus;

  @Column({ type: 'text', default: 'post' })
  type: PostType;

  /** Search and social fields: null (or false) falls back to the post's own title, excerpt, address and image. */
  @Column({ name: 'meta_title', type: 'text', nullable: true })
  metaTitle: string | null;

  @Column({ name: 'meta_description', type: 'text', nullable: true })
  metaDescription: string | null;

  @Column({ name: 'canonical_url', type: 'text', nullable: true })
  canonicalUrl: string | null;

  @Column({ type: 'boolean', default: false })
  noindex: boolean;

  @Column({ name: 'og_image_url', type: 'text', nullable: true })
  ogImageUrl: string | null;

  /** Emailed to confirmed subscribers when it goes live, once (newsletters/). */
  @Column({ name: 'send_email', type: 'boolean', default: false })
  sendEmail: boolean;

  @Column({ name: 'cover_image_url', type: 'text', nullable: true })
  coverImageUrl: string | null;

  @Column({ name: 'cover_image_alt', type: 'text', nullable: true })
  coverImageAlt: string | null;

  /**
   * The cover's smaller copies, when it is this site's upload and they are made (images/variants/):
   * in its own format, and in WebP when that is another. Written with the post's image rows, never by the author.
   */
  @Column({ name: 'cover_image_srcset', type: 'text', nullable: true })
  coverImageSrcset: string | null;

  @Column({ name: 'cover_image_webp_srcset', type: 'text', nullable: true })
  coverImageWebpSrcset: string | null;

  @Column({ name: 'reading_time_minutes', type: 'integer' })
  readingTimeMinutes: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /** When it went (or, scheduled, goes) live; the author may set it, to backdate a post or to schedule one. */
  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  /** Raised by the database on every update of the row (a trigger): the post's ETag. Never written here. */
  @Column({ type: 'integer', default: 1, insert: false, update: false })
  version: number;

  /** Loaded and written by PostsRepository through post_tags, never by TypeORM's relation sync. */
  tags?: TagEntity[];
}

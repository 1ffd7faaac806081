import type { EntityManager } from 'typeorm';
import type { RenderedMarkdown } from '../render/markdown-renderer.js';
import { PostEntity, type PostStatus, type PostType } from './post.entity.js';
import { makeExcerpt } from './text/excerpt.js';
import { readingTimeMinutes } from './text/reading-time.js';

/** A post as an import writes it: every date given, not "now". */
export interface ImportedPost {
  title: string;
  /** The slug wanted; the post gets the first free one from it. */
  slug: string;
  markdown: string;
  status: PostStatus;
  publishedAt: Date | null;
  createdAt: Date | null;
  updatedAt: Date | null;
  tags: string[];
  /** Null: made from the text, as for a post whose author wrote none. */
  excerpt: string | null;
  coverImageUrl: string | null;
  coverImageAlt: string | null;
  /** Absent: a post. */
  type?: PostType;
  /** Search and social fields, as the editor would accept them; absent: none (the post's own title, excerpt, address and image stand in). */
  metaTitle?: string | null;
  metaDescription?: string | null;
  canonicalUrl?: string | null;
  noindex?: boolean;
  ogImageUrl?: string | null;
}

/** Runs in the post's own transaction: what the import records beside it (its source key). */
export type AlongsideImported = (manager: EntityManager, postId: string) => Promise<void>;

/** The post an import writes: rendered and sanitised as the editor's, with the source's dates rather than now. */
export function importedEntity(input: ImportedPost, rendered: RenderedMarkdown): PostEntity {
  const post = new PostEntity();
  post.title = input.title;
  post.status = input.status;
  post.type = input.type ?? 'post';
  post.metaTitle = input.metaTitle ?? null;
  post.metaDescription = input.metaDescription ?? null;
  post.canonicalUrl = input.canonicalUrl ?? null;
  post.noindex = input.noindex ?? false;
  post.ogImageUrl = input.ogImageUrl ?? null;
  post.contentText = input.markdown;
  // Its images' markup is written with their rows (syncPost).
  post.contentHtml = rendered.html;
  post.readingTimeMinutes = readingTimeMinutes(rendered.text);
  post.excerptIsCustom = Boolean(input.excerpt);
  post.excerpt = input.excerpt || makeExcerpt(rendered.text);
  post.coverImageUrl = input.coverImageUrl;
  post.coverImageAlt = input.coverImageAlt;
  const now = new Date();
  post.publishedAt = input.status === 'published' ? (input.publishedAt ?? input.createdAt ?? now) : input.publishedAt;
  post.createdAt = input.createdAt ?? post.publishedAt ?? now;
  post.updatedAt = input.updatedAt ?? post.createdAt;
  return post;
}

import type { UpdatePostDto } from '../posts/posts.dto.js';
import type { PostRevisionEntity } from './post-revision.entity.js';

/**
 * The save that brings a post back to a revision: every field the revision keeps. A scheduled
 * revision whose time has passed cannot be scheduled again; it leaves the post's status and date as
 * they are now (it neither publishes the post behind the author's back nor takes it down).
 */
export function restoreRequest(revision: PostRevisionEntity, now: Date): UpdatePostDto {
  const request: UpdatePostDto = {
    title: revision.title,
    content_text: revision.contentText,
    excerpt: revision.excerpt,
    slug: revision.slug,
    type: revision.type,
    tags: revision.tags,
    cover_image_url: revision.coverImageUrl,
    cover_image_alt: revision.coverImageAlt,
    meta_title: revision.metaTitle,
    meta_description: revision.metaDescription,
    canonical_url: revision.canonicalUrl,
    noindex: revision.noindex,
    og_image_url: revision.ogImageUrl,
  };
  const timePassed = revision.status === 'scheduled' && (!revision.publishedAt || revision.publishedAt.getTime() <= now.getTime());
  if (!timePassed) {
    request.status = revision.status;
    request.published_at = revision.publishedAt ? revision.publishedAt.toISOString() : null;
  }
  return request;
}

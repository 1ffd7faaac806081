import type { UpdatePostDto } from '../posts/posts.dto.js';
import type { PostRevisionEntity } from './post-revision.entity.js';

/**
 * The save that brings a post's writing back to a revision: title, text, excerpt, tags, cover and the
 * search and social fields. Where and whether it is read (its status, date, address and type) stay as
 * they are now: bringing back last week's paragraph must not take a live post down, publish a
 * scheduled one, or move it to the address it had as a draft.
 */
export function restoreRequest(revision: PostRevisionEntity): UpdatePostDto {
  return {
    title: revision.title,
    content_text: revision.contentText,
    excerpt: revision.excerpt,
    tags: revision.tags,
    cover_image_url: revision.coverImageUrl,
    cover_image_alt: revision.coverImageAlt,
    meta_title: revision.metaTitle,
    meta_description: revision.metaDescription,
    canonical_url: revision.canonicalUrl,
    noindex: revision.noindex,
    og_image_url: revision.ogImageUrl,
  };
}

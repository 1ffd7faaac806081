import type { PostRevisionEntity } from './post-revision.entity.js';
import type { RevisionDto, RevisionSummaryDto } from './revisions.dto.js';
import type { RevisionSummary } from './revisions.repository.js';

export function mapRevisionSummary(revision: RevisionSummary): RevisionSummaryDto {
  return {
    id: revision.id,
    created_at: revision.createdAt.toISOString(),
    updated_at: revision.updatedAt.toISOString(),
    autosave: revision.autosave,
    title: revision.title,
    status: revision.status,
    words: revision.words,
    chars: revision.chars,
  };
}

export function mapRevision(revision: PostRevisionEntity): RevisionDto {
  return {
    ...mapRevisionSummary(revision),
    post_id: revision.postId,
    slug: revision.slug,
    content_text: revision.contentText,
    excerpt: revision.excerpt,
    published_at: revision.publishedAt ? revision.publishedAt.toISOString() : null,
    type: revision.type,
    cover_image_url: revision.coverImageUrl,
    cover_image_alt: revision.coverImageAlt,
    tags: revision.tags,
    meta_title: revision.metaTitle,
    meta_description: revision.metaDescription,
    canonical_url: revision.canonicalUrl,
    noindex: revision.noindex,
    og_image_url: revision.ogImageUrl,
  };
}

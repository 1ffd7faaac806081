import type { PostEntity } from './post.entity.js';
import type { AdminPostDto, AdminPostSummaryDto, PublicPostDto, PublicPostSummaryDto } from './posts.dto.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A post's ETag: its version, which the database raises on every save. */
export const postEtag = (version: number) => `"${version}"`;

export function mapPublicPostSummary(post: PostEntity): PublicPostSummaryDto {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    created_at: post.createdAt.toISOString(),
    published_at: iso(post.publishedAt),
    updated_at: post.updatedAt.toISOString(),
    tags: (post.tags ?? []).map((tag) => tag.name),
    image_url: post.coverImageUrl,
    image_alt: post.coverImageAlt,
    image_srcset: post.coverImageSrcset ?? null,
    image_webp_srcset: post.coverImageWebpSrcset ?? null,
    reading_time_minutes: post.readingTimeMinutes,
  };
}

export function mapAdminPostSummary(post: PostEntity): AdminPostSummaryDto {
  return { ...mapPublicPostSummary(post), type: post.type, status: post.status, version: post.version };
}

export function mapPublicPost(post: PostEntity): PublicPostDto {
  return {
    ...mapPublicPostSummary(post),
    content: post.contentHtml,
    type: post.type,
    meta_title: post.metaTitle,
    meta_description: post.metaDescription,
    canonical_url: post.canonicalUrl,
    noindex: post.noindex,
    og_image_url: post.ogImageUrl,
  };
}

export function mapAdminPost(post: PostEntity): AdminPostDto {
  return {
    ...mapPublicPost(post),
    content_text: post.contentText,
    content_html: post.contentHtml,
    status: post.status,
    cover_image_url: post.coverImageUrl,
    cover_image_alt: post.coverImageAlt,
    send_email: post.sendEmail,
    labels: (post.tags ?? []).map((tag) => ({ id: tag.id, name: tag.name })),
    version: post.version,
  };
}

import type { PostEntity } from '../posts/post.entity.js';
import type { TagEntity } from '../posts/tag.entity.js';
import { tagSlug } from '../posts/text/tag-slug.js';
import { postPath } from '../site/article.markup.js';

/** Ghost's answers carry absolute addresses: a site-relative one (an upload) gets the site's URL. */
export function absoluteUrl(siteUrl: string, url: string | null): string | null {
  return url && url.startsWith('/') && !url.startsWith('//') ? `${siteUrl}${url}` : url;
}

/** The other way: this site's own upload sent back by an app is stored as the /uploads/ path Folio's pipeline knows. */
export function siteRelativeUpload(siteUrl: string, url: string): string {
  return url.startsWith(`${siteUrl}/uploads/`) ? url.slice(siteUrl.length) : url;
}

/** Every address of this site's uploads in a body of HTML made site-relative. */
export function siteRelativeUploadsIn(siteUrl: string, html: string): string {
  return html.split(`${siteUrl}/uploads/`).join('/uploads/');
}

export interface GhostTag {
  id: string;
  name: string;
  slug: string;
  description: null;
  feature_image: null;
  visibility: 'public';
  meta_title: null;
  meta_description: null;
  url: string;
  count?: { posts: number };
}

export function toGhostTag(siteUrl: string, tag: Pick<TagEntity, 'id' | 'name'> & { slug?: string }, posts?: number): GhostTag {
  const slug = tag.slug ?? tagSlug(tag.name);
  return {
    id: tag.id,
    name: tag.name,
    slug,
    description: null,
    feature_image: null,
    visibility: 'public',
    meta_title: null,
    meta_description: null,
    url: `${siteUrl}/tag/${encodeURIComponent(slug)}`,
    ...(posts !== undefined && { count: { posts } }),
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A Folio post as Ghost 5's Admin API shows one (the fields writing apps read; the rest at Ghost's defaults). */
export function toGhostPost(siteUrl: string, post: PostEntity) {
  const tags = (post.tags ?? []).map((tag) => toGhostTag(siteUrl, tag));
  const path = post.type === 'page' ? `/${encodeURIComponent(post.slug)}` : postPath(post.slug);
  return {
    id: post.id,
    uuid: post.id,
    title: post.title,
    slug: post.slug,
    html: post.contentHtml ?? null,
    lexical: null,
    mobiledoc: null,
    comment_id: post.id,
    feature_image: absoluteUrl(siteUrl, post.coverImageUrl),
    feature_image_alt: post.coverImageAlt,
    feature_image_caption: null,
    featured: false,
    status: post.status,
    visibility: 'public',
    created_at: post.createdAt.toISOString(),
    updated_at: post.updatedAt.toISOString(),
    published_at: iso(post.publishedAt),
    custom_excerpt: post.excerptIsCustom ? post.excerpt : null,
    excerpt: post.excerpt,
    reading_time: post.readingTimeMinutes,
    codeinjection_head: null,
    codeinjection_foot: null,
    custom_template: null,
    canonical_url: post.canonicalUrl ?? null,
    tags,
    primary_tag: tags[0] ?? null,
    authors: [],
    url: `${siteUrl}${path}`,
    meta_title: post.metaTitle ?? null,
    meta_description: post.metaDescription ?? null,
    og_image: absoluteUrl(siteUrl, post.ogImageUrl ?? null),
    og_title: null,
    og_description: null,
    twitter_image: null,
    twitter_title: null,
    twitter_description: null,
    email_only: false,
    email_subject: null,
    type: post.type,
  };
}

export type GhostPost = ReturnType<typeof toGhostPost>;

import { COVER_SIZES, type CoverLayout, coverSrcset } from '../images/sizes/cover-sizes.js';
import type { PublicPostDto, PublicPostSummaryDto } from '../posts/posts.dto.js';
import { absoluteUrl, escapeHtml, jsonForScript, longDate } from './html.js';

export interface SiteInfo {
  siteName: string;
  siteUrl: string;
  authorName: string;
}

export const postPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

const meta = (attribute: 'name' | 'property', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;

/**
 * Covers have no stored size: the SPA's 1200×630 box (CoverImage), so that nothing shifts. A cover
 * in the local store is offered in the widths screens need (srcset, sizes by where it is drawn). The
 * first cover a reader sees is fetched at once and first; the others wait until they come near the screen.
 */
export function coverMarkup(post: PublicPostSummaryDto, className: string, eager: boolean, layout: CoverLayout): string {
  if (!post.image_url) return '';
  const srcset = coverSrcset(post.image_url);
  const sources = srcset ? `srcset="${escapeHtml(srcset)}" sizes="${COVER_SIZES[layout]}" ` : '';
  const loading = eager ? 'loading="eager" fetchpriority="high"' : 'loading="lazy" decoding="async"';
  return (
    `<div class="cover ${className}"><img ${sources}src="${escapeHtml(post.image_url)}" alt="${escapeHtml(post.image_alt ?? '')}" ` +
    `width="1200" height="630" ${loading}></div>`
  );
}

/** Date (en-US, long month) and reading time, as the SPA's PostMeta writes them. */
export function postMetaMarkup(post: PublicPostSummaryDto): string {
  const date = post.published_at ?? post.created_at;
  const reading = post.reading_time_minutes > 0 ? `<span aria-hidden="true"> · </span><span>${post.reading_time_minutes} min read</span>` : '';
  return `<p class="post-meta"><time datetime="${escapeHtml(date)}">${longDate(date)}</time>${reading}</p>`;
}

/** Each tag a link to the stories browser filtered by it. */
export function tagListMarkup(tags: string[]): string {
  if (!tags.length) return '';
  const items = tags.map((tag) => `<li><a class="tag" href="/stories?tag=${escapeHtml(encodeURIComponent(tag))}">${escapeHtml(tag)}</a></li>`);
  return `<ul class="tag-list" aria-label="Tags">${items.join('')}</ul>`;
}

/**
 * The article as a reader sees it, in the elements and classes of the SPA's PostArticle, so that
 * the SPA's first render (from the initial data) changes nothing on screen. The body is the HTML
 * sanitised when the post was written.
 */
export function articleMarkup(post: PublicPostDto, section: 'blog' | 'stories'): string {
  const back = section === 'blog' ? '<a href="/blog">Back to Blog</a>' : '<a href="/stories">Back to Stories</a>';
  return (
    '<article class="post" aria-labelledby="post-title">' +
    coverMarkup(post, 'post__cover', true, 'article') +
    '<header class="post__header">' +
    `<h1 id="post-title">${escapeHtml(post.title)}</h1>` +
    postMetaMarkup(post) +
    tagListMarkup(post.tags) +
    '</header>' +
    `<div class="prose">${post.content}</div>` +
    `<footer class="post__footer">${back}</footer>` +
    '</article>'
  );
}

/** Canonical link, Open Graph, Twitter card and JSON-LD BlogPosting, every URL absolute. */
export function articleHead(post: PublicPostDto, site: SiteInfo): string {
  const url = `${site.siteUrl}${postPath(post.slug)}`;
  const image = absoluteUrl(site.siteUrl, post.image_url);
  const published = post.published_at ?? post.created_at;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: published,
    dateModified: post.updated_at,
    author: { '@type': 'Person', name: site.authorName },
    ...(image ? { image: [image] } : {}),
    ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  };
  return [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', site.siteName),
    meta('property', 'og:title', post.title),
    meta('property', 'og:description', post.excerpt),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image)] : []),
    ...(image && post.image_alt ? [meta('property', 'og:image:alt', post.image_alt)] : []),
    meta('property', 'article:published_time', published),
    meta('property', 'article:modified_time', post.updated_at),
    meta('property', 'article:author', site.authorName),
    ...post.tags.map((tag) => meta('property', 'article:tag', tag)),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', post.title),
    meta('name', 'twitter:description', post.excerpt),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
  ].join('');
}

/** The public post exactly as GET /api/posts/{slug} answers it, for the SPA's first render. */
export function initialData(postJson: string): string {
  return `<script id="folio-initial-data" type="application/json">{"post":${jsonForScript(postJson)}}</script>`;
}

import type { PublicPostSummaryDto } from '../posts/posts.dto.js';
import type { SiteInfo } from './article.markup.js';
import { escapeHtml } from './html.js';
import { card, pagerMarkup } from './list.markup.js';
import { tagFeedPath, tagPageHref } from './tag-addresses.js';

/** One page of a tag's published posts, as `/tag/{slug}` lists them. */
export interface TagView {
  tag: { name: string; slug: string };
  page: number;
  limit: number;
  total: number;
  items: PublicPostSummaryDto[];
}

const pageCount = (view: TagView) => Math.max(1, Math.ceil(view.total / view.limit));

/** What the tag page says under its heading (the SPA's TagPage writes the same). */
export const tagLead = (name: string) => `Every post tagged “${name}”, newest first.`;

/**
 * A tag's page in the elements and classes the SPA's TagPage renders (the blog list's, with the tag
 * as heading and a link to its feed), so that the app's first render changes nothing on screen.
 */
export function tagMarkup(view: TagView, timeZone = 'UTC'): string {
  const firstCover = view.items.findIndex((post) => post.image_url);
  const posts = view.items.length
    ? `<div class="post-grid" aria-busy="false">${view.items.map((post, index) => card(post, 'blog', index === firstCover, timeZone)).join('')}</div>`
    : '<p class="status-line">No stories found</p>';
  return (
    '<section class="listing" aria-labelledby="tag-title">' +
    `<header class="page-header"><h1 id="tag-title" tabindex="-1">${escapeHtml(view.tag.name)}</h1>` +
    `<p class="lead">${escapeHtml(tagLead(view.tag.name))} <a href="${escapeHtml(tagFeedPath(view.tag.slug))}">RSS feed</a></p></header>` +
    posts +
    pagerMarkup(view.page, pageCount(view), (page) => tagPageHref(view.tag.slug, page)) +
    '</section>'
  );
}

/** Canonical, rel prev/next, the tag's feed and Open Graph for a tag page. */
export function tagHead(view: TagView, site: SiteInfo, title: string, description: string): string {
  const pages = pageCount(view);
  const absolute = (page: number) => escapeHtml(site.siteUrl + tagPageHref(view.tag.slug, page));
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}">`;
  return [
    `<link rel="canonical" href="${absolute(view.page)}">`,
    ...(view.page > 1 ? [`<link rel="prev" href="${absolute(Math.min(view.page - 1, pages))}">`] : []),
    ...(view.page < pages ? [`<link rel="next" href="${absolute(view.page + 1)}">`] : []),
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${site.siteName}: ${view.tag.name}`)}" href="${escapeHtml(site.siteUrl + tagFeedPath(view.tag.slug))}">`,
    meta('og:type', 'website'),
    meta('og:site_name', site.siteName),
    meta('og:title', title),
    meta('og:description', description),
    meta('og:url', site.siteUrl + tagPageHref(view.tag.slug, view.page)),
    '<meta name="twitter:card" content="summary">',
  ].join('');
}

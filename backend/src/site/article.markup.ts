import type { SiteIdentity } from '../identity/site-identity.js';
import { COVER_SIZES, type CoverLayout } from '../images/variants/responsive-markup.js';
import type { PublicPostDto, PublicPostSummaryDto } from '../posts/posts.dto.js';
import { CODE_HIGHLIGHT_STYLESHEET_URL, katexStylesheetUrl, usesHighlightedCode, usesMaths } from '../render/render-assets.js';
import { socialCardPath } from '../social-cards/social-card-url.js';
import { subscribeMarkup } from './chrome.markup.js';
import { absoluteUrl, escapeHtml, jsonForScript, longDate } from './html.js';
import { tagPathOfName } from './tag-addresses.js';

export interface SiteInfo {
  siteName: string;
  siteUrl: string;
  authorName: string;
  /** The whole identity where the page has it: the author's bio, picture and links, the logo, the time zone. */
  identity?: SiteIdentity;
}

/** What pages say of the site: its identity, at SITE_URL. */
export const siteInfo = (identity: SiteIdentity, siteUrl: string): SiteInfo => ({ siteName: identity.title, siteUrl, authorName: identity.authorName, identity });

export const postPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

/** Where readers find it: a page at the root, a post in the blog. */
export const addressOf = (post: Pick<PublicPostDto, 'slug' | 'type'>) =>
  post.type === 'page' ? `/${encodeURIComponent(post.slug)}` : postPath(post.slug);

const meta = (attribute: 'name' | 'property', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;

/**
 * Covers have no stored size: the SPA's 1200×630 box (CoverImage), so that nothing shifts. A cover
 * that is this site's upload is offered in the widths made of it (srcset, sizes by where it is drawn;
 * WebP first in a <picture> when the cover is another format). The first cover a reader sees is
 * fetched at once and first; the others wait until they come near the screen.
 */
export function coverMarkup(post: PublicPostSummaryDto, className: string, eager: boolean, layout: CoverLayout): string {
  if (!post.image_url) return '';
  const sizes = COVER_SIZES[layout];
  const srcset = post.image_srcset ? `srcset="${escapeHtml(post.image_srcset)}" sizes="${sizes}" ` : '';
  const loading = eager ? 'loading="eager" fetchpriority="high"' : 'loading="lazy" decoding="async"';
  const img =
    `<img ${srcset}src="${escapeHtml(post.image_url)}" alt="${escapeHtml(post.image_alt ?? '')}" ` +
    `width="1200" height="630" ${loading}>`;
  const webp = post.image_webp_srcset ? `<source type="image/webp" srcset="${escapeHtml(post.image_webp_srcset)}" sizes="${sizes}">` : '';
  return `<div class="cover ${className}">${webp ? `<picture>${webp}${img}</picture>` : img}</div>`;
}

/** Date (en-US, long month) and reading time, as the SPA's PostMeta writes them. */
export function postMetaMarkup(post: PublicPostSummaryDto, timeZone = 'UTC'): string {
  const date = post.published_at ?? post.created_at;
  const reading = post.reading_time_minutes > 0 ? `<span aria-hidden="true"> · </span><span>${post.reading_time_minutes} min read</span>` : '';
  return `<p class="post-meta"><time datetime="${escapeHtml(date)}">${longDate(date, timeZone)}</time>${reading}</p>`;
}

/** Each tag a link to its page (`/tag/{slug}`), as the SPA's TagList writes it. */
export function tagListMarkup(tags: string[]): string {
  if (!tags.length) return '';
  const items = tags.map((tag) => `<li><a class="tag" href="${escapeHtml(tagPathOfName(tag))}">${escapeHtml(tag)}</a></li>`);
  return `<ul class="tag-list" aria-label="Tags">${items.join('')}</ul>`;
}

/**
 * The article as a reader sees it, in the elements and classes of the SPA's PostArticle, so that
 * the SPA's first render (from the initial data) changes nothing on screen. The body is the HTML
 * sanitised when the post was written.
 */
export function articleMarkup(post: PublicPostDto, section: 'blog' | 'stories', identity?: SiteIdentity): string {
  const back = section === 'blog' ? '<a href="/blog">Back to Blog</a>' : '<a href="/stories">Back to Stories</a>';
  return (
    '<article class="post" aria-labelledby="post-title">' +
    coverMarkup(post, 'post__cover', true, 'article') +
    '<header class="post__header">' +
    `<h1 id="post-title">${escapeHtml(post.title)}</h1>` +
    postMetaMarkup(post, identity?.timeZone) +
    tagListMarkup(post.tags) +
    '</header>' +
    `<div class="prose">${post.content}</div>` +
    `<footer class="post__footer">${identity ? authorMarkup(identity) : ''}${back}</footer>` +
    '</article>' +
    subscribeMarkup('article')
  );
}

/** The author under an article, as the SPA's AuthorCard draws it: picture, name, short bio, links (http(s) only, checked on save). */
export function authorMarkup(identity: SiteIdentity): string {
  const avatar = identity.authorAvatar ? `<img class="author-card__avatar" src="${escapeHtml(identity.authorAvatar.url)}" alt="" width="56" height="56" loading="lazy">` : '';
  const bio = identity.authorBio ? `<p class="author-card__bio">${escapeHtml(identity.authorBio)}</p>` : '';
  const links = identity.authorLinks.length
    ? `<ul class="author-card__links">${identity.authorLinks.map(({ label, url }) => `<li><a href="${escapeHtml(url)}" rel="me noopener">${escapeHtml(label)}</a></li>`).join('')}</ul>`
    : '';
  return `<section class="author-card" aria-label="About the author">${avatar}<div><p class="author-card__name">${escapeHtml(identity.authorName)}</p>${bio}${links}</div></section>`;
}

/** JSON-LD's author: the identity's name, bio, picture and other places (sameAs). */
function authorJsonLd(site: SiteInfo) {
  const identity = site.identity;
  const image = absoluteUrl(site.siteUrl, identity?.authorAvatar?.url);
  return {
    '@type': 'Person',
    name: site.authorName,
    url: `${site.siteUrl}/`,
    ...(identity?.authorBio ? { description: identity.authorBio } : {}),
    ...(image ? { image } : {}),
    ...(identity?.authorLinks.length ? { sameAs: identity.authorLinks.map((link) => link.url) } : {}),
  };
}

/** JSON-LD's publisher: the site, with its logo. */
function publisherJsonLd(site: SiteInfo) {
  const logo = absoluteUrl(site.siteUrl, site.identity?.logo?.url);
  return { '@type': 'Organization', name: site.siteName, url: `${site.siteUrl}/`, ...(logo ? { logo: { '@type': 'ImageObject', url: logo } } : {}) };
}

/** A page (About, Now) as the SPA's PageArticle draws it: no date, tags or way back to a list. */
export function pageMarkup(post: PublicPostDto): string {
  return (
    '<article class="post post--page" aria-labelledby="post-title">' +
    coverMarkup(post, 'post__cover', true, 'article') +
    `<header class="post__header"><h1 id="post-title">${escapeHtml(post.title)}</h1></header>` +
    `<div class="prose">${post.content}</div>` +
    '</article>'
  );
}

/** The title and description search results and shares show: the author's own for them, else the post's. */
export const searchTitle = (post: PublicPostDto) => post.meta_title || post.title;
export const searchDescription = (post: PublicPostDto) => post.meta_description || post.excerpt;

/**
 * The image shares show: the author's choice, else the card drawn from the post (published posts
 * only: a card is never made of a draft), else the cover.
 */
function shareImage(post: PublicPostDto, site: SiteInfo, published: boolean): { url?: string; alt?: string | null } {
  if (post.og_image_url) return { url: absoluteUrl(site.siteUrl, post.og_image_url) };
  if (!published) return { url: absoluteUrl(site.siteUrl, post.image_url), alt: post.image_alt };
  const card = socialCardPath({ postId: post.id, title: post.title, siteName: site.siteName, date: post.published_at, coverUrl: post.image_url });
  return { url: `${site.siteUrl}${card}`, alt: post.title };
}

/**
 * KaTeX's fonts a post's formulas are drawn in, by the classes KaTeX's stylesheet gives them: the
 * commonest, preloaded with the stylesheet so that the formulas are not laid out once in a
 * fallback font and again when the font arrives, moving the text around them.
 */
const KATEX_FONTS: Array<[string, RegExp]> = [
  ['KaTeX_Main-Regular', /class="katex"/],
  ['KaTeX_Math-Italic', /\bmathnormal\b/],
  ['KaTeX_Size1-Regular', /\bsmall-op\b/],
  ['KaTeX_Size2-Regular', /\blarge-op\b/],
];

/**
 * The stylesheets the post's HTML needs beyond the site's own: the token colours of highlighted code
 * and KaTeX's (with its main fonts), each only when the post has some. The SPA keeps the same links
 * while it shows the post (frontend/src/components/post-stylesheets.ts) and drops them when it leaves.
 */
export function postStylesheets(content: string): string {
  const links = usesHighlightedCode(content) ? [`<link rel="stylesheet" href="${CODE_HIGHLIGHT_STYLESHEET_URL}">`] : [];
  if (usesMaths(content)) {
    const stylesheet = katexStylesheetUrl();
    links.push(`<link rel="stylesheet" href="${stylesheet}">`);
    for (const [font, used] of KATEX_FONTS) {
      if (used.test(content)) links.push(`<link rel="preload" href="${stylesheet.replace('katex.min.css', `fonts/${font}.woff2`)}" as="font" type="font/woff2" crossorigin>`);
    }
  }
  return links.join('');
}

/**
 * The post's stylesheets (postStylesheets), canonical link, robots, Open Graph, Twitter card and
 * JSON-LD (BlogPosting, or WebPage for a page), every URL absolute. `shared`: read through a share
 * link, so never indexed and its own address not canonical (the post may not be public yet).
 */
export function articleHead(post: PublicPostDto, site: SiteInfo, { shared = false }: { shared?: boolean } = {}): string {
  const ownUrl = `${site.siteUrl}${addressOf(post)}`;
  const url = post.canonical_url || ownUrl;
  const { url: image, alt: imageAlt } = shareImage(post, site, !shared);
  const published = post.published_at ?? post.created_at;
  const title = searchTitle(post);
  const description = searchDescription(post);
  const isPage = post.type === 'page';
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': isPage ? 'WebPage' : 'BlogPosting',
    headline: title,
    description,
    datePublished: published,
    dateModified: post.updated_at,
    author: authorJsonLd(site),
    publisher: publisherJsonLd(site),
    inLanguage: site.identity?.language ?? 'en',
    // The share image, and the cover (which a generated card only shows blended).
    ...(image ? { image: [...new Set([image, absoluteUrl(site.siteUrl, post.image_url)].filter(Boolean))] } : {}),
    ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
    ...(isPage ? {} : { mainEntityOfPage: { '@type': 'WebPage', '@id': url } }),
    url,
  };
  const noindex = shared || post.noindex;
  const article = !isPage;
  return [
    postStylesheets(post.content),
    ...(shared ? [] : [`<link rel="canonical" href="${escapeHtml(url)}">`]),
    ...(noindex ? [meta('name', 'robots', shared ? 'noindex, nofollow' : 'noindex')] : []),
    meta('property', 'og:type', article ? 'article' : 'website'),
    meta('property', 'og:site_name', site.siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', shared ? ownUrl : url),
    ...(image ? [meta('property', 'og:image', image)] : []),
    ...(image && imageAlt ? [meta('property', 'og:image:alt', imageAlt)] : []),
    ...(article
      ? [
          meta('property', 'article:published_time', published),
          meta('property', 'article:modified_time', post.updated_at),
          meta('property', 'article:author', site.authorName),
          ...post.tags.map((tag) => meta('property', 'article:tag', tag)),
        ]
      : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
  ].join('');
}

/** The post a share link opens, as GET /api/share/{token} answers it, for the SPA's first render of /share/{token}. */
export function sharedInitialData(token: string, postJson: string): string {
  return `<script id="folio-initial-data" type="application/json">{"shared":{"token":${jsonForScript(JSON.stringify(token))},"post":${jsonForScript(postJson)}}}</script>`;
}

/** The public post exactly as GET /api/posts/{slug} answers it, for the SPA's first render. */
export function initialData(postJson: string): string {
  return `<script id="folio-initial-data" type="application/json">{"post":${jsonForScript(postJson)}}</script>`;
}

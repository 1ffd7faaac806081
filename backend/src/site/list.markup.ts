import type { PublicPostSummaryDto } from '../posts/posts.dto.js';
import { coverMarkup, postMetaMarkup, type SiteInfo, tagListMarkup } from './article.markup.js';
import type { Section } from './chrome.markup.js';
import { escapeHtml, longDate } from './html.js';

/** One page of published posts as the server lists them for `/`, `/blog` or `/stories`. */
export interface ListView {
  section: Section;
  page: number;
  limit: number;
  total: number;
  q?: string;
  tag?: string;
  items: PublicPostSummaryDto[];
}

export const LIST_TITLES: Record<Section, string> = { home: 'Home', blog: 'Blog', stories: 'Stories' };

const pageCount = (view: ListView) => Math.max(1, Math.ceil(view.total / view.limit));

const postHref = (section: Section, slug: string) => `/${section === 'stories' ? 'stories' : 'blog'}/${encodeURIComponent(slug)}`;

/** The address of another page of the same list, keeping the stories filters. */
export function listHref(view: ListView, page: number): string {
  if (view.section === 'home') return '/';
  const query = new URLSearchParams();
  if (view.q) query.set('q', view.q);
  if (view.tag) query.set('tag', view.tag);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `/${view.section}${search ? `?${search}` : ''}`;
}

/** One post as the SPA's PostCard draws it: cover, title linking to the post, date, excerpt, tags. */
function card(post: PublicPostSummaryDto, section: Section, eager: boolean): string {
  const id = `post-card-${escapeHtml(post.id)}`;
  return (
    `<article class="post-card" aria-labelledby="${id}">` +
    coverMarkup(post, 'post-card__cover', eager) +
    '<div class="post-card__body">' +
    `<h2 id="${id}" class="post-card__title"><a href="${escapeHtml(postHref(section, post.slug))}">${escapeHtml(post.title)}</a></h2>` +
    postMetaMarkup(post) +
    (post.excerpt ? `<p class="post-card__excerpt">${escapeHtml(post.excerpt)}</p>` : '') +
    tagListMarkup(post.tags) +
    '</div></article>'
  );
}

/** Previous / 'Page X of Y' / Next as links (the SPA's Pager uses buttons), only when there is more than one page. */
function pager(view: ListView): string {
  const pages = pageCount(view);
  if (pages <= 1) return '';
  const link = (rel: string, page: number, label: string) =>
    `<a class="button button--secondary" rel="${rel}" href="${escapeHtml(listHref(view, page))}">${label}</a>`;
  return (
    '<nav class="pager" aria-label="Pagination">' +
    (view.page > 1 ? link('prev', Math.min(view.page - 1, pages), 'Previous') : '') +
    `<span class="pager__status">Page ${view.page} of ${pages}</span>` +
    (view.page < pages ? link('next', view.page + 1, 'Next') : '') +
    '</nav>'
  );
}

/** The home page: a welcome heading, then the latest posts as plain links with date and excerpt. */
function homeMarkup(view: ListView, site: SiteInfo & { siteDescription: string }): string {
  const items = view.items.map((post) => {
    const date = post.published_at ?? post.created_at;
    return (
      '<li class="latest__item">' +
      `<time datetime="${escapeHtml(date)}">${longDate(date)}</time>` +
      `<a href="${escapeHtml(postHref('home', post.slug))}">${escapeHtml(post.title)}</a>` +
      (post.excerpt ? `<p>${escapeHtml(post.excerpt)}</p>` : '') +
      '</li>'
    );
  });
  const latest = items.length
    ? '<section class="latest" aria-labelledby="latest-title"><h2 id="latest-title">Latest posts</h2>' +
      `<ul class="latest__list">${items.join('')}</ul><p class="latest__more"><a href="/blog">All posts</a></p></section>`
    : '';
  return (
    '<div class="home"><section class="hero" aria-labelledby="home-title">' +
    `<h1 id="home-title">Welcome to ${escapeHtml(site.siteName)}</h1><p class="lead">${escapeHtml(site.siteDescription)}</p>` +
    `</section>${latest}</div>`
  );
}

/** Plain links to every listed post, and Previous / Next to the list's other pages. */
export function listMarkup(view: ListView, site: SiteInfo & { siteDescription: string }): string {
  if (view.section === 'home') return homeMarkup(view, site);
  const titleId = `${view.section}-title`;
  const posts = view.items.length
    ? `<div class="post-grid">${view.items.map((post, index) => card(post, view.section, index === 0)).join('')}</div>`
    : view.section === 'stories'
      ? '<section class="screen-message" aria-labelledby="no-stories"><h2 id="no-stories">No stories found</h2></section>'
      : '<p class="status-line">No stories found</p>';
  return (
    `<section class="listing" aria-labelledby="${titleId}">` +
    `<header class="page-header"><h1 id="${titleId}" tabindex="-1">${LIST_TITLES[view.section]}</h1></header>` +
    posts +
    pager(view) +
    '</section>'
  );
}

/** Canonical, rel prev/next and Open Graph for a list page. */
export function listHead(view: ListView, site: SiteInfo, title: string, description: string): string {
  const pages = pageCount(view);
  const url = `${site.siteUrl}${listHref(view, view.page)}`;
  const paged = view.section !== 'home';
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}">`;
  return [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...(paged && view.page > 1 ? [`<link rel="prev" href="${escapeHtml(site.siteUrl + listHref(view, Math.min(view.page - 1, pages)))}">`] : []),
    ...(paged && view.page < pages ? [`<link rel="next" href="${escapeHtml(site.siteUrl + listHref(view, view.page + 1))}">`] : []),
    meta('og:type', 'website'),
    meta('og:site_name', site.siteName),
    meta('og:title', title),
    meta('og:description', description),
    meta('og:url', url),
    '<meta name="twitter:card" content="summary">',
  ].join('');
}

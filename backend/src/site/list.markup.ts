import { micropubLinks } from '../micropub/micropub-addresses.js';
import type { PublicPostSummaryDto } from '../posts/posts.dto.js';
import { coverMarkup, postMetaMarkup, type SiteInfo, tagListMarkup } from './article.markup.js';
import type { Section } from './chrome.markup.js';
import { escapeHtml, jsonForScript, longDate } from './html.js';

/** One page of published posts as the server lists them for `/`, `/blog` or `/stories`. */
export interface ListView {
  section: Section;
  page: number;
  limit: number;
  total: number;
  /** The search as the reader typed it (trimmed): shown in the search field and kept in links. */
  q?: string;
  tag?: string;
  items: PublicPostSummaryDto[];
}

/** The stories browser's tag buttons (spec section 2), as the SPA's StoriesFiltersBar draws them. */
const STORY_TAGS = ['personal', 'insight', 'community', 'news'];
/** The home page shows the newest few of the blog's first page (the SPA's LatestPosts). */
const LATEST_SHOWN = 3;
const BLURBS = [
  { title: 'Stories', text: 'Personal essays and notes, searchable and grouped by tag.' },
  { title: 'The blog', text: 'Every post in one place, newest first, readable on any screen.' },
  { title: 'One author', text: 'Written, illustrated and published by one person, without noise.' },
];

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
export function card(post: PublicPostSummaryDto, section: Section, eager: boolean, timeZone = 'UTC'): string {
  const id = `post-card-${escapeHtml(post.id)}`;
  return (
    `<article class="post-card" aria-labelledby="${id}">` +
    coverMarkup(post, 'post-card__cover', eager, 'card') +
    '<div class="post-card__body">' +
    `<h2 id="${id}" class="post-card__title"><a href="${escapeHtml(postHref(section, post.slug))}">${escapeHtml(post.title)}</a></h2>` +
    postMetaMarkup(post, timeZone) +
    (post.excerpt ? `<p class="post-card__excerpt">${escapeHtml(post.excerpt)}</p>` : '') +
    tagListMarkup(post.tags) +
    '</div></article>'
  );
}

/**
 * Previous / 'Page X of Y' / Next as the SPA's Pager draws them for a list in the URL: links to the
 * other pages, and a disabled button at the end the reader is at; only when there is more than one page.
 */
export function pagerMarkup(page: number, pages: number, hrefFor: (page: number) => string): string {
  if (pages <= 1) return '';
  const control = (rel: string, to: number, enabled: boolean, label: string) =>
    enabled
      ? `<a class="button button--secondary" rel="${rel}" href="${escapeHtml(hrefFor(to))}">${label}</a>`
      : `<button type="button" class="button button--secondary" disabled="">${label}</button>`;
  return (
    '<nav class="pager" aria-label="Pagination">' +
    control('prev', Math.min(page - 1, pages), page > 1, 'Previous') +
    `<span class="pager__status" aria-live="polite">Page ${page} of ${pages}</span>` +
    control('next', page + 1, page < pages, 'Next') +
    '</nav>'
  );
}

const pager = (view: ListView) => pagerMarkup(view.page, pageCount(view), (page) => listHref(view, page));

/** The home page as the SPA's HomePage draws it: the identity's heading and introduction, the way to the lists, three blurbs (unless turned off), the latest posts. */
function homeMarkup(view: ListView, site: SiteInfo): string {
  const identity = site.identity;
  const items = view.items.slice(0, LATEST_SHOWN).map((post) => {
    const date = post.published_at ?? post.created_at;
    return (
      '<li class="latest__item">' +
      `<time datetime="${escapeHtml(date)}">${longDate(date, identity?.timeZone)}</time>` +
      `<a href="${escapeHtml(postHref('home', post.slug))}">${escapeHtml(post.title)}</a>` +
      (post.excerpt ? `<p>${escapeHtml(post.excerpt)}</p>` : '') +
      '</li>'
    );
  });
  const latest = items.length
    ? '<section class="latest" aria-labelledby="latest-title"><h2 id="latest-title">Latest posts</h2>' +
      `<ul class="latest__list">${items.join('')}</ul><p class="latest__more"><a href="/blog">All posts</a></p></section>`
    : '';
  const blurbs = identity?.homeCards === false ? '' : BLURBS.map(({ title, text }) => `<article class="blurb"><h2>${title}</h2><p>${text}</p></article>`).join('');
  const heading = identity?.homeHeading ?? `Welcome to ${site.siteName}`;
  const introduction = identity?.homeIntroduction ?? 'A personal blog of stories, insights and news.';
  return (
    '<div class="home"><section class="hero" aria-labelledby="home-title">' +
    `<h1 id="home-title">${escapeHtml(heading)}</h1><p class="lead">${escapeHtml(introduction)}</p>` +
    '<div class="button-row"><a class="button button--primary" href="/blog">Read the Blog</a>' +
    '<a class="button button--secondary" href="/stories">Browse Stories</a></div>' +
    `</section>${blurbs ? `<section class="blurbs" aria-label="What you will find here">${blurbs}</section>` : ''}${latest}</div>`
  );
}

/**
 * The stories browser's search form and tag filters, both working without JavaScript: the form is a
 * GET to the same address, the tags are links to `/stories?tag=x` (the search kept; the active tag's
 * link clears it), as the SPA's StoriesFiltersBar draws them.
 */
function storiesFilters(view: ListView): string {
  const filterHref = (tag?: string) => listHref({ ...view, tag }, 1);
  const tags = STORY_TAGS.map((tag) => {
    const active = view.tag === tag;
    return `<a class="tag tag--button"${active ? ' aria-current="true"' : ''} href="${escapeHtml(filterHref(active ? undefined : tag))}">${tag}</a>`;
  }).join('');
  const clear = view.tag ? `<a class="button button--ghost button--small" href="${escapeHtml(filterHref())}">Clear filter</a>` : '';
  return (
    '<div class="filters"><form role="search" class="search-form">' +
    '<label for="stories-search" class="visually-hidden">Search stories</label>' +
    `<input id="stories-search" class="input" type="search" name="q" placeholder="Search stories..." value="${escapeHtml(view.q ?? '')}">` +
    '<button type="submit" class="button button--primary">Search</button></form>' +
    `<div class="tag-filter" role="group" aria-label="Filter by tag">${tags}${clear}</div></div>`
  );
}

/** What a list without posts says, as the blog and the stories browser of the SPA say it. */
function emptyList(view: ListView): string {
  if (view.section !== 'stories') return '<p class="status-line">No stories found</p>';
  const filtered = Boolean(view.q || view.tag);
  return (
    '<section class="screen-message" aria-labelledby="no-stories"><h2 id="no-stories">No stories found</h2>' +
    (filtered
      ? '<p>Try other words or another tag.</p><div class="button-row"><a class="button button--primary" href="/stories">Clear all filters</a></div>'
      : '') +
    '</section>'
  );
}

const LEADS: Record<Exclude<Section, 'home'>, string> = {
  blog: 'Every post, newest first.',
  stories: 'Personal essays and notes, searchable and grouped by tag.',
};

/**
 * A list page in the elements and classes the SPA renders for it (BlogListPage, StoriesPage, HomePage),
 * so that the app's first render, from the same list (listInitialData), changes nothing on screen.
 */
export function listMarkup(view: ListView, site: SiteInfo): string {
  if (view.section === 'home') return homeMarkup(view, site);
  const section = view.section;
  const titleId = `${section}-title`;
  // The first cover is the one a reader sees first, whichever card carries it.
  const firstCover = view.items.findIndex((post) => post.image_url);
  const posts = view.items.length
    ? `<div class="post-grid" aria-busy="false">${view.items.map((post, index) => card(post, section, index === firstCover, site.identity?.timeZone)).join('')}</div>`
    : emptyList(view);
  return (
    `<section class="listing" aria-labelledby="${titleId}">` +
    `<header class="page-header"><h1 id="${titleId}" tabindex="-1">${LIST_TITLES[section]}</h1><p class="lead">${LEADS[section]}</p></header>` +
    (section === 'stories' ? storiesFilters(view) : '') +
    posts +
    pager(view) +
    '</section>'
  );
}

/** The query a list page answered, as the SPA's usePublicPostsQuery asks it (no empty q or tag). */
export interface ListQueryArgs {
  page: number;
  limit: number;
  q?: string;
  tag?: string;
}

/**
 * The list exactly as GET /api/posts answered it, under the query it answers, for the SPA's first
 * render (frontend/src/api/initial-data.ts): a page that asks the same query needs no request.
 */
export function listInitialData(args: ListQueryArgs, listJson: string): string {
  const query: ListQueryArgs = { page: args.page, limit: args.limit, ...(args.q ? { q: args.q } : {}), ...(args.tag ? { tag: args.tag } : {}) };
  return `<script id="folio-initial-data" type="application/json">{"posts":{"args":${jsonForScript(query)},"list":${jsonForScript(listJson)}}}</script>`;
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
    // Writing apps find where to post from the home page (W3C Micropub 5.3).
    ...(view.section === 'home' ? [micropubLinks(site.siteUrl)] : []),
  ].join('');
}

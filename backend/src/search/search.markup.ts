import { tagListMarkup } from '../site/article.markup.js';
import { pagerMarkup } from '../site/list.markup.js';
import { escapeHtml, jsonForScript, longDate } from '../site/html.js';
import { QUERY_MAX_LENGTH, RANKED_MAX } from './search-query.js';
import type { SearchResultDto, SearchResultsDto } from './search.dto.js';

export const SEARCH_PATH = '/search';

/** What one drawing of /search shows: the query as typed, and its answer or why there is none. */
export interface SearchView {
  q: string;
  page: number;
  limit: number;
  results?: SearchResultsDto;
  /** A query the API refuses (too long): said on the page, nothing searched. */
  problem?: string;
}

export const searchHref = (q: string, page = 1) => {
  const query = new URLSearchParams({ q });
  if (page > 1) query.set('page', String(page));
  return `${SEARCH_PATH}?${query.toString()}`;
};

const plural = (count: number) => (count === 1 ? '1 result' : `${count.toLocaleString('en-US')} results`);

function resultMarkup(result: SearchResultDto, timeZone: string): string {
  const date = result.published_at ? `<p class="post-meta"><time datetime="${escapeHtml(result.published_at)}">${longDate(result.published_at, timeZone)}</time></p>` : '';
  return (
    '<li class="search-result">' +
    `<h2 class="search-result__title"><a href="${escapeHtml(result.url)}">${escapeHtml(result.title)}</a></h2>` +
    date +
    // Escaped by snippetHtml, but for its <mark> elements.
    (result.snippet ? `<p class="search-result__snippet">${result.snippet}</p>` : '') +
    tagListMarkup(result.tags) +
    '</li>'
  );
}

function statusMarkup(view: SearchView): string {
  if (view.problem) return `<p class="search-page__status" role="alert">${escapeHtml(view.problem)}</p>`;
  if (!view.results) return '<p class="search-page__status" role="status">Type a few words to search every post.</p>';
  const { total, corrected_query: corrected } = view.results;
  if (total === 0) return `<p class="search-page__status" role="status">Nothing found for “${escapeHtml(view.q)}”.</p>`;
  const answered = corrected ? `Showing ${plural(total)} for “${escapeHtml(corrected)}” (nothing matched “${escapeHtml(view.q)}”).` : `${plural(total)} for “${escapeHtml(view.q)}”.`;
  return `<p class="search-page__status" role="status">${answered}</p>`;
}

/**
 * The search page as the SPA's SearchPage draws it (frontend/src/features/search): a GET form that
 * works without JavaScript, what was found, and a pager of links.
 */
export function searchMarkup(view: SearchView, timeZone = 'UTC'): string {
  const results = view.results;
  const list = results?.items.length ? `<ol class="search-results">${results.items.map((result) => resultMarkup(result, timeZone)).join('')}</ol>` : '';
  // Pages reach as far as matches are ranked.
  const pages = results ? Math.max(1, Math.ceil(Math.min(results.total, RANKED_MAX) / view.limit)) : 1;
  return (
    '<section class="listing search-page" aria-labelledby="search-title">' +
    '<header class="page-header"><h1 id="search-title" tabindex="-1">Search</h1></header>' +
    `<form role="search" class="search-form" method="get" action="${SEARCH_PATH}">` +
    '<label for="site-search" class="visually-hidden">Search the site</label>' +
    `<input id="site-search" class="input" type="search" name="q" maxlength="${QUERY_MAX_LENGTH}" value="${escapeHtml(view.q)}">` +
    '<button type="submit" class="button button--primary">Search</button></form>' +
    statusMarkup(view) +
    list +
    (results ? pagerMarkup(view.page, pages, (page) => searchHref(view.q, page)) : '') +
    '</section>'
  );
}

/** The answer the page was drawn from, for the SPA's first render (features/search reads it): no second request. */
export function searchInitialData(view: SearchView): string {
  if (!view.results) return '';
  const data = { args: { q: view.q, page: view.page, limit: view.limit }, results: view.results };
  return `<script id="folio-search-data" type="application/json">${jsonForScript(data)}</script>`;
}

import type { IncomingHttpHeaders } from 'node:http';
import { isValidSlug } from '../posts/text/slug.js';

/** What a sent path is cut to before anything else looks at it: room for a slug of 80 letters of any script, percent-encoded. */
export const MAX_PATH_CHARS = 1024;
/** A referrer host longer than this is left out. */
export const MAX_HOST_CHARS = 100;

/**
 * Robots that say who they are: a few common names, then the words crawlers, link previews and
 * headless browsers put in their user agents. A robot that poses as a browser is counted; the
 * per-address limit bounds what it can add.
 */
const BOT_USER_AGENT =
  /bot|crawl|spider|slurp|preview|headless|lighthouse|pagespeed|facebookexternalhit|embedly|bingpreview|whatsapp|telegram|discord|mastodon|pleroma|curl|wget|python-requests|httpclient|okhttp|go-http|java\/|node-fetch|undici|axios|feed|rss|monitor|uptime|pingdom|phantomjs|selenium|puppeteer|playwright/i;

/** Whether a user agent is a robot's, or missing (no browser sends none). */
export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.length < 10 || BOT_USER_AGENT.test(userAgent);
}

/** Whether the reader asked not to be tracked: Global Privacy Control or Do Not Track. */
export function optedOut(headers: IncomingHttpHeaders): boolean {
  return headers['sec-gpc'] === '1' || headers.dnt === '1';
}

/**
 * Whether a page request is a browser's navigation: every current browser sends these two Fetch
 * Metadata headers when a reader opens a page (over https or on localhost); simple scrapers, feed
 * readers and link checkers send neither. A script that fetches the page (Sec-Fetch-Mode: cors) is
 * not a view either.
 */
export function isNavigation(headers: IncomingHttpHeaders): boolean {
  return headers['sec-fetch-dest'] === 'document' && headers['sec-fetch-mode'] === 'navigate';
}

/** Whether the browser is fetching ahead of the reader (a prefetch or a prerender nobody has looked at yet). */
export function isPrefetch(headers: IncomingHttpHeaders): boolean {
  // Asked of every page's request: most have none of these headers, and then nothing is built.
  const ahead = (value: string | string[] | undefined) => value !== undefined && AHEAD.test(String(value));
  return ahead(headers['sec-purpose']) || ahead(headers.purpose) || ahead(headers['x-purpose']) || ahead(headers['x-moz']);
}

const AHEAD = /prefetch|preview|prerender/i;

/** A public page a view may be counted for: a list, or the post or page a slug names (checked against the posts when written). */
export type CountedPage = { path: string; slug: null; type: null } | { path: string; slug: string; type: 'post' | 'page' };

const LISTS = new Set(['/', '/blog', '/stories']);

/**
 * The public page a beacon's path names, in its one spelling (`/blog/{slug}`, `/{slug}`, `/`,
 * `/blog`, `/stories`: lower case, no trailing slash, query or fragment), or null for anything else.
 * Whatever is sent is cut to MAX_PATH_CHARS first, so no input costs more than that.
 */
export function countedPage(sent: string): CountedPage | null {
  let path = sent.slice(0, MAX_PATH_CHARS).split(/[?#]/)[0]!;
  try {
    path = decodeURIComponent(path);
  } catch {
    return null;
  }
  path = path.normalize('NFC').toLowerCase();
  if (path.length > 1) path = path.replace(/\/$/, '');
  if (LISTS.has(path)) return { path, slug: null, type: null };
  const parts = /^\/(?:(blog|stories)\/)?([^/]+)$/.exec(path);
  if (!parts) return null;
  const slug = parts[2]!;
  if (!isValidSlug(slug)) return null;
  // A post is counted under /blog/, whichever section it was read in.
  return parts[1] ? { path: `/blog/${slug}`, slug, type: 'post' } : { path: `/${slug}`, slug, type: 'page' };
}

const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/**
 * The host of the page that sent the reader here: only the host (no path, no query), lower case,
 * punycode, without `www.`; null for none, this site itself, anything not http(s), or a host that
 * is not a plain DNS name (an address, a malformed one).
 */
export function referrerHost(referrer: string | undefined, siteHost: string | undefined): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer.slice(0, 2048));
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^www\./, '');
  if (!host || host.length > MAX_HOST_CHARS || !HOST.test(host) || /^[\d.]+$/.test(host)) return null;
  const site = siteHost?.split(':')[0]?.toLowerCase().replace(/^www\./, '');
  return host === site ? null : host;
}

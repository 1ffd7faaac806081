import { escapeHtml } from '../html.js';

/** The three feeds: where each is served and as what, for the routes, the feeds' self links and every page's head. */
export const FEED_FORMATS = {
  rss: { path: '/rss.xml', mediaType: 'application/rss+xml', name: 'RSS' },
  atom: { path: '/atom.xml', mediaType: 'application/atom+xml', name: 'Atom' },
  json: { path: '/feed.json', mediaType: 'application/feed+json', name: 'JSON Feed' },
} as const;

export type FeedFormat = keyof typeof FEED_FORMATS;

/** The Content-Type each is sent with (JSON is UTF-8 by definition; the parameter is for readers that guess otherwise). */
export const feedContentType = (format: FeedFormat) => `${FEED_FORMATS[format].mediaType}; charset=utf-8`;

/** The site's language, as the pages' `<html lang>` says. */
export const FEED_LANGUAGE = 'en';

/** How many of the latest posts each feed carries. */
export const FEED_SIZE = 20;

/**
 * The `<link rel="alternate">` of each feed, for every page's head: readers discover the feeds from
 * them. RSS, the one most readers pick first, carries the site's name alone; the others say their format.
 */
export function feedLinks(siteName: string): string {
  return (Object.keys(FEED_FORMATS) as FeedFormat[])
    .map((format) => {
      const { path, mediaType, name } = FEED_FORMATS[format];
      const title = format === 'rss' ? siteName : `${siteName} (${name})`;
      return `<link rel="alternate" type="${mediaType}" title="${escapeHtml(title)}" href="${path}">`;
    })
    .join('');
}

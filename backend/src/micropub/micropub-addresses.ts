import { escapeHtml } from '../site/html.js';
import { MicropubError } from './micropub-error.js';

export const MICROPUB_PATH = '/micropub';
export const MEDIA_PATH = '/micropub/media';

/** The home page's discovery links (W3C Micropub 5.3). */
export function micropubLinks(siteUrl: string): string {
  return `<link rel="micropub" href="${escapeHtml(siteUrl + MICROPUB_PATH)}"><link rel="micropub_media" href="${escapeHtml(siteUrl + MEDIA_PATH)}">`;
}

export interface PostAddress {
  slug: string;
  type: 'post' | 'page';
}

/**
 * The post a URL of this site names: `/blog/{slug}` (or `/stories/{slug}`) a post, `/{slug}` a page,
 * on SITE_URL's origin (the Location Folio answered with).
 */
export function postAddressOf(url: string, siteUrl: string): PostAddress {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw MicropubError.invalid(`url must be an absolute URL, not "${url.slice(0, 100)}"`);
  }
  const site = new URL(siteUrl);
  const base = site.pathname.replace(/\/$/, '');
  const path = parsed.pathname.replace(/\/$/, '');
  const match = parsed.origin === site.origin && path.startsWith(`${base}/`) ? /^\/(?:(blog|stories)\/)?([^/]+)$/.exec(path.slice(base.length)) : null;
  if (!match) throw MicropubError.invalid(`${url.slice(0, 200)} is not the address of a post on this site (${siteUrl}/blog/{slug}, or /{slug} for a page)`);
  let slug: string;
  try {
    slug = decodeURIComponent(match[2]!);
  } catch {
    throw MicropubError.invalid(`${url.slice(0, 200)} is not a valid address`);
  }
  return { slug: slug.normalize('NFC').toLowerCase(), type: match[1] ? 'post' : 'page' };
}

/** Longest `from` or `to` accepted, in characters. */
export const REDIRECT_ADDRESS_MAX = 2000;

/** Only used to parse paths: never part of an answer. */
const PARSE_BASE = 'http://folio.invalid';

/** Addresses that belong to the server, never to a page: a redirect there would break the site or the API. */
const SERVER_PREFIXES = ['/api', '/uploads', '/assets', '/docs', '/__debug', '/healthz', '/dashboard'];
const SERVER_PATHS = ['/docs-json'];
/** The site's own fixed pages: a `from` without a query may not hide them. */
const SITE_PAGES = ['/', '/blog', '/stories', '/admin', '/posts', '/rss.xml', '/sitemap.xml', '/robots.txt'];

/** A request whose query has more parameters than this is matched on its whole query and its path only. */
const MAX_SINGLE_PARAMS = 20;

export type Checked<T> = { value: T; problem?: undefined } | { problem: string; value?: undefined };

export interface Target {
  /** As stored and sent in Location: a path (percent-encoded) or an absolute URL. */
  value: string;
  /** The path and query it leads to when that is on this site (a path, or an absolute URL of the site's origin). */
  local?: string;
}

/** Path and query of a parsed URL, the path's escapes upper-cased (`%c3%a9` and `%C3%A9` are one address). */
const upperEscapes = (text: string) => text.replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase());

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);

/** Common checks of a `from` or a `to`: a string of printable characters, not too long. */
function textProblem(field: string, raw: unknown): string | undefined {
  if (typeof raw !== 'string') return `${field} must be a string`;
  if (!raw.length) return `${field} must not be empty`;
  if (raw.length > REDIRECT_ADDRESS_MAX) return `${field} must be at most ${REDIRECT_ADDRESS_MAX} characters`;
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(raw)) return `${field} must not contain spaces or control characters (percent-encode them)`;
  if (raw.includes('\\')) return `${field} must not contain a backslash`;
  return undefined;
}

function serverArea(path: string): string | undefined {
  const lower = path.toLowerCase();
  if (SERVER_PATHS.includes(lower)) return lower;
  return SERVER_PREFIXES.find((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
}

/**
 * A path on this site as a redirect's `from`, in the one form it is stored and looked up by: the
 * path with escapes upper-cased and no trailing slash (`/old/` is `/old`), then the query, if any,
 * with its parameters sorted (`/?b=2&a=1` is `/?a=1&b=2`).
 */
export function checkFrom(raw: unknown): Checked<string> {
  const problem = textProblem('from', raw);
  if (problem) return { problem };
  const text = raw as string;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('//')) {
    return { problem: `from must be a path on this site such as /old-post, not a URL: leave out the scheme and the host (${text.slice(0, 100)})` };
  }
  if (!text.startsWith('/')) return { problem: 'from must be a path starting with /' };
  if (text.includes('#')) return { problem: 'from must not carry a #fragment: browsers never send it to the server' };
  const key = requestKey(new URL(text, PARSE_BASE));
  if (key.length > REDIRECT_ADDRESS_MAX) return { problem: `from must be at most ${REDIRECT_ADDRESS_MAX} characters once percent-encoded` };
  const path = key.split('?')[0]!;
  const area = serverArea(path);
  if (area) return { problem: `from must not be under ${area}: that address belongs to the server, and only the site's pages can be redirected` };
  if (!key.includes('?') && SITE_PAGES.includes(path.toLowerCase())) {
    return { problem: `from must not be ${path}: it is a page of this site, and a redirect would hide it` };
  }
  return { value: key };
}

/**
 * A redirect's `to`: a path on this site (kept relative, so it follows the site to any address) or
 * an absolute http(s) URL. `siteOrigin` tells which absolute URLs lead back to this site.
 */
export function checkTarget(raw: unknown, siteOrigin?: string): Checked<Target> {
  const problem = textProblem('to', raw);
  if (problem) return { problem };
  const checked = parseTarget(raw as string, siteOrigin);
  if (checked.value && checked.value.value.length > REDIRECT_ADDRESS_MAX) {
    return { problem: `to must be at most ${REDIRECT_ADDRESS_MAX} characters once percent-encoded` };
  }
  return checked;
}

function parseTarget(text: string, siteOrigin?: string): Checked<Target> {
  if (text.startsWith('/') && !text.startsWith('//')) {
    const url = new URL(text, PARSE_BASE);
    const local = upperEscapes(url.pathname) + url.search;
    return { value: { value: local + url.hash, local } };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { problem: 'to must be a path starting with / or an absolute http(s) URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { problem: `to must be an http(s) URL, not ${url.protocol}` };
  if (!url.hostname) return { problem: 'to must name a host' };
  if (url.username || url.password) return { problem: 'to must not carry a user name or password' };
  const local = url.origin === siteOrigin ? upperEscapes(url.pathname) + url.search : undefined;
  return { value: { value: upperEscapes(url.href), local } };
}

/** The stored form of a `from` for a parsed request address (see checkFrom). */
function requestKey(url: URL): string {
  const path = withoutTrailingSlash(upperEscapes(url.pathname));
  url.searchParams.sort();
  const query = url.searchParams.toString();
  return query ? `${path}?${query}` : path;
}

/** The path of a stored `from`, without its query. */
export const pathOfKey = (key: string) => key.split('?')[0]!;

/** The path a target leads to, in the form of a `from` without query, for finding which `from` could catch it. */
export const targetPath = (local: string) => withoutTrailingSlash(upperEscapes(new URL(local, PARSE_BASE).pathname));

/** How a stored target (without its query or fragment) may spell a path: with or without a trailing slash, relative or as a URL of this site. */
export function storedTargetForms(path: string, siteOrigin: string): string[] {
  const paths = path === '/' ? ['/'] : [path, `${path}/`];
  return [...paths, ...paths.map((item) => `${siteOrigin}${item}`)];
}

/**
 * Every stored `from` that would catch a request for `address` (path and query), best first: the
 * whole query, then each of its parameters alone (`/?p=12&utm_source=x` is caught by `/?p=12`),
 * then the path alone (a `from` without a query catches any query).
 */
export function requestKeys(address: string): string[] {
  let url: URL;
  try {
    url = new URL(address, PARSE_BASE);
  } catch {
    return [];
  }
  if (url.origin !== PARSE_BASE) return [];
  const path = withoutTrailingSlash(upperEscapes(url.pathname));
  const params = [...url.searchParams];
  if (!params.length) return [path];
  const keys = [requestKey(url)];
  if (params.length > 1 && params.length <= MAX_SINGLE_PARAMS) {
    for (const [name, value] of params) keys.push(`${path}?${new URLSearchParams([[name, value]])}`);
  }
  keys.push(path);
  return [...new Set(keys)];
}

/** Whether a request for this address could be redirected at all (the server's own areas never are). */
export function mayRedirect(address: string): boolean {
  return serverArea(address.split('?')[0]!) === undefined;
}

import { URL_MAX } from './navigation.js';

/**
 * What is wrong with a navigation link's URL, in words starting with the field's name, or undefined.
 * Allowed: a path of this site (`/stories`, `/blog?page=2`), an absolute http(s) URL, a mailto: address.
 * Nothing that a browser could run (`javascript:`, `data:`, `vbscript:`), and nothing it could read
 * two ways: no whitespace or control characters anywhere (` javascript:`, `java\tscript:`), no
 * backslashes, no protocol-relative `//host`.
 */
export function urlProblem(field: string, value: unknown): string | undefined {
  if (typeof value !== 'string') return `${field} must be a string`;
  if (!value.length) return `${field} must not be empty`;
  if (value.length > URL_MAX) return `${field} must be at most ${URL_MAX} characters`;
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f-\u009f]/.test(value)) return `${field} must not contain spaces or control characters (percent-encode them)`;
  if (value.includes('\\')) return `${field} must not contain a backslash`;
  if (value.startsWith('/')) return sitePathProblem(field, value);
  if (/^https?:/i.test(value)) return webUrlProblem(field, value);
  if (/^mailto:/i.test(value)) return value.length > 'mailto:'.length ? undefined : `${field} must name an address after mailto:`;
  return `${field} must be a path on this site starting with /, an absolute http(s) URL or a mailto: address`;
}

function sitePathProblem(field: string, value: string): string | undefined {
  const path = value.split(/[?#]/, 1)[0]!;
  if (path.includes('//')) return `${field} must not contain // in its path (a path starting with // leads to another site)`;
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return `${field} must not contain . or .. segments`;
  return undefined;
}

function webUrlProblem(field: string, value: string): string | undefined {
  if (!/^https?:\/\/[^/?#]/i.test(value)) return `${field} must be an absolute http(s) URL such as https://example.org/`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${field} must be an absolute http(s) URL such as https://example.org/`;
  }
  if (url.username || url.password) return `${field} must not carry a user name or password`;
  return undefined;
}

/** Whether the link stays on this site (the SPA follows it itself), as opposed to a URL or a mailto: address. */
export function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

const comparable = (path: string) => {
  const lower = path.split(/[?#]/, 1)[0]!.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
};

/**
 * Whether a link leads to the page at `currentPath` or to the part of the site it is in (`/blog` for
 * `/blog/a-post`); `/` only for the home page itself. The SPA marks its links by the same rule
 * (frontend/src/app/layout/navigation-links.ts), so that a page the server drew does not change when
 * the app takes it over.
 */
export function linkIsCurrent(url: string, currentPath: string): boolean {
  if (!isSitePath(url)) return false;
  const link = comparable(url);
  const current = comparable(currentPath);
  return current === link || (link !== '/' && current.startsWith(`${link}/`));
}

const ANY_ORIGIN = 'http://old.invalid';

/**
 * An old address as one canonical path (with its query): host dropped, `..` resolved, non-ASCII and
 * spaces percent-encoded, escapes in upper case. Redirects should compare request paths in this form
 * too, since `/%e6%97%a5/`, `/%E6%97%A5/` and `/日/` are one address.
 */
export function normalizeOldPath(pathOrUrl: string): string | null {
  const text = pathOrUrl.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = /^[a-z][a-z0-9+.-]*:/i.test(text) ? new URL(text) : new URL(text.startsWith('/') ? text : `/${text}`, ANY_ORIGIN);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const path = `${url.pathname}${url.search}`.replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase());
  return path.length > 2000 ? null : path;
}

/** The distinct canonical forms of the given old addresses, dropping any that are not paths. */
export function oldPathsOf(candidates: readonly (string | null | undefined)[]): string[] {
  const paths = new Set<string>();
  for (const candidate of candidates) {
    const path = candidate ? normalizeOldPath(candidate) : null;
    if (path) paths.add(path);
  }
  return [...paths];
}

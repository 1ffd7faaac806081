/*
 * The rules the server draws its chrome by (backend/src/navigation/navigation-urls.ts): the same
 * link must be marked on both sides, or the page would change when the app takes it over.
 */

/** Whether the link stays on this site (the router follows it), as opposed to a URL elsewhere or a mailto: address. */
export function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

const comparable = (path: string) => {
  const lower = path.split(/[?#]/, 1)[0].toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
};

/** Whether a link leads to the page at `pathname` or to the part of the site it is in (`/blog` for `/blog/a-post`); `/` only on the home page. */
export function linkIsCurrent(url: string, pathname: string): boolean {
  if (!isSitePath(url)) return false;
  const link = comparable(url);
  const current = comparable(pathname);
  return current === link || (link !== '/' && current.startsWith(`${link}/`));
}

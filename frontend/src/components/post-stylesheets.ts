import { useLayoutEffect } from 'react';

/** Set by the build (frontend/vite.config.ts) from the installed KaTeX, as the server names it, and by the unit tests (jest.config.js). */
declare const __FOLIO_KATEX_STYLESHEET__: string | undefined;

/** The server's addresses and tests (backend/src/render/render-assets.ts), for posts the app shows after a navigation. */
const CODE_HIGHLIGHT_STYLESHEET = '/code-highlight.css';
const KATEX_STYLESHEET = typeof __FOLIO_KATEX_STYLESHEET__ === 'string' ? __FOLIO_KATEX_STYLESHEET__ : undefined;

/** The stylesheets a post's HTML needs beyond the site's own: the token colours with highlighted code, KaTeX's with maths. */
export function postStylesheetUrls(html: string): string[] {
  const urls: string[] = [];
  if (html.includes('<span class="hl-')) urls.push(CODE_HIGHLIGHT_STYLESHEET);
  if (KATEX_STYLESHEET && html.includes('<span class="katex')) urls.push(KATEX_STYLESHEET);
  return urls;
}

/** How many posts on screen use each stylesheet. */
const users = new Map<string, number>();

const linkTo = (url: string) =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).find((link) => link.getAttribute('href') === url);

function hold(url: string): void {
  users.set(url, (users.get(url) ?? 0) + 1);
  // A page the server drew links it already: kept as it is, so hydrating changes nothing.
  if (linkTo(url)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = url;
  document.head.append(link);
}

function release(url: string): void {
  users.set(url, (users.get(url) ?? 1) - 1);
  // Dropped a moment later, so that going from one post with maths to the next keeps the link.
  setTimeout(() => {
    if (users.get(url)) return;
    users.delete(url);
    linkTo(url)?.remove();
  }, 0);
}

/**
 * Links the stylesheets the post needs into the page's head while it is shown (the server's page
 * does the same in its head for the first one), and removes them when no post on screen needs them.
 */
export function usePostStylesheets(html: string): void {
  const key = postStylesheetUrls(html).join(' ');
  useLayoutEffect(() => {
    const urls = key ? key.split(' ') : [];
    urls.forEach(hold);
    return () => urls.forEach(release);
  }, [key]);
}

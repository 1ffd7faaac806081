import { escapeHtml } from './html.js';

export type Section = 'home' | 'blog' | 'stories';

const LINKS: Array<{ section: Section; label: string; href: string }> = [
  { section: 'home', label: 'Home', href: '/' },
  { section: 'stories', label: 'Stories', href: '/stories' },
  { section: 'blog', label: 'Blog', href: '/blog' },
];

const links = (current: Section | undefined, marked: boolean) =>
  LINKS.map(({ section, label, href }) =>
    marked && section === current
      ? `<li><a href="${href}" class="active" aria-current="page">${label}</a></li>`
      : `<li><a href="${href}">${label}</a></li>`,
  ).join('');

/**
 * The SPA's chrome (app/layout: skip link, top navigation, main landmark, footer) written with the
 * same elements and classes, so that nothing moves when React replaces it, and so that a reader
 * without JavaScript can still get around (on a narrow screen through the footer: the menu toggle,
 * kept so that the header keeps its height, only works once the SPA runs).
 */
export function siteChrome(siteName: string, current: Section | undefined, main: string): string {
  const name = escapeHtml(siteName);
  return (
    '<div class="app-shell"><a class="skip-link" href="#main-content">Skip to content</a>' +
    `<header class="site-header"><div class="site-header__inner"><a class="brand" draggable="false" href="/">${name}</a>` +
    '<button type="button" class="menu-toggle" aria-expanded="false" aria-controls="primary-menu"><span class="menu-toggle__icon" aria-hidden="true"></span>Menu</button>' +
    `<nav aria-label="Main" class="site-nav"><ul id="primary-menu" class="site-nav__list" data-open="false">${links(current, true)}</ul></nav>` +
    '</div></header>' +
    `<main id="main-content" class="main" tabindex="-1">${main}</main>` +
    '<footer class="site-footer"><div class="site-footer__inner">' +
    `<nav aria-label="Footer"><ul class="site-footer__links">${links(current, false)}</ul></nav>` +
    `<p class="site-footer__copyright">© ${new Date().getUTCFullYear()} ${name}</p>` +
    '</div></footer></div>'
  );
}

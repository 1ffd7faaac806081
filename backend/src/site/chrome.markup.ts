import type { Navigation, NavigationLink } from '../navigation/navigation.js';
import { isSitePath, linkIsCurrent } from '../navigation/navigation-urls.js';
import { defaultFooterText, type SiteIdentity } from '../identity/site-identity.js';
import { escapeHtml, jsonForScript } from './html.js';

export type Section = 'home' | 'blog' | 'stories';

/** The page being drawn: one of the site's sections, or its own path (`/blog/a-post`, `/about`). */
export type CurrentPage = Section | `/${string}`;

const SECTION_PATHS: Record<Section, string> = { home: '/', blog: '/blog', stories: '/stories' };

const pathOf = (current: CurrentPage | undefined) => (current === undefined || current.startsWith('/') ? current : SECTION_PATHS[current as Section]);

/** As the SPA writes them (app/layout/chrome-link.component.tsx): a link away from the site gets rel="noopener". */
function linkMarkup({ label, url }: NavigationLink, currentPath: string | undefined): string {
  const href = escapeHtml(url);
  const text = escapeHtml(label);
  if (!isSitePath(url)) return `<li><a href="${href}" rel="noopener">${text}</a></li>`;
  if (currentPath !== undefined && linkIsCurrent(url, currentPath)) return `<li><a href="${href}" class="active" aria-current="page">${text}</a></li>`;
  return `<li><a href="${href}">${text}</a></li>`;
}

/** Where a subscribe box is drawn: each place has its own ids, so that both can be on one page. */
export type SubscribePlace = 'footer' | 'article';

const SUBSCRIBE_TITLES: Record<SubscribePlace, string> = { article: 'Get new posts by email', footer: 'Subscribe by email' };

/**
 * The readers' subscribe box as the SPA's SubscribeForm (frontend/src/components/subscribe-form.component.tsx)
 * draws it: a plain form that posts to /subscribe without JavaScript, taken over by the SPA, which
 * posts JSON instead and writes the answer in the message line kept empty here.
 */
export function subscribeMarkup(place: SubscribePlace): string {
  const id = `subscribe-${place}`;
  const hint = place === 'article' ? '<p class="subscribe__hint">One email for each new post. Unsubscribe in one click.</p>' : '';
  return (
    `<div class="subscribe subscribe--${place}"><h2 id="${id}-title" class="subscribe__title">${SUBSCRIBE_TITLES[place]}</h2>${hint}` +
    `<form class="subscribe__form" method="post" action="/subscribe" aria-labelledby="${id}-title">` +
    `<label for="${id}-email" class="subscribe__label">Email address</label>` +
    `<div class="subscribe__row"><input id="${id}-email" class="input subscribe__input" type="email" name="email" autocomplete="email" required aria-describedby="${id}-message">` +
    '<button type="submit" class="button button--primary subscribe__button">Subscribe</button></div>' +
    `<p id="${id}-message" class="subscribe__message" aria-live="polite"></p>` +
    '</form></div>'
  );
}

/** The id of the chrome's last element, the footer's copyright line (the SPA's SiteFooter gives it too). */
const CHROME_END_ID = 'site-footer-end';

/**
 * For the <head> of a page whose #root holds the chrome: no frame is painted before the footer is
 * parsed. On a page shorter than the screen the footer stands at the bottom, so a frame painted
 * while the parser is halfway through it (Chromium yields mid-document, and a slow network stops it
 * anywhere) shows a short footer that then grows upwards: a layout shift. Browsers without
 * `rel=expect` ignore it and paint as before.
 */
export const CHROME_RENDER_BLOCK = `<link rel="expect" href="#${CHROME_END_ID}" blocking="render">`;

/** What the chrome shows of the site's identity: the name (and logo) in the header, the footer's line. */
export type ChromeIdentity = Pick<SiteIdentity, 'title' | 'logo' | 'footerText'>;

/**
 * The SPA's chrome (app/layout: skip link, top navigation, main landmark, footer) written with the
 * same elements and classes, so that nothing moves when React replaces it. The menu toggle works
 * before the SPA runs through the inline script of first-tap-script.ts (a reader without JavaScript
 * gets around through the footer's links). The top navigation marks the link of the current page or section.
 */
export function siteChrome(site: ChromeIdentity | string, navigation: Navigation, current: CurrentPage | undefined, main: string): string {
  const { title, logo, footerText } = typeof site === 'string' ? { title: site, logo: null, footerText: defaultFooterText(site) } : site;
  const name = escapeHtml(title);
  const currentPath = pathOf(current);
  const primary = navigation.primary.map((link) => linkMarkup(link, currentPath)).join('');
  const footer = navigation.footer.map((link) => linkMarkup(link, undefined)).join('');
  // The logo is beside the name, which stays the link's text: alt="" so that it is not read twice.
  const brand = logo ? `<img class="brand__logo" src="${escapeHtml(logo.url)}" alt="" width="32" height="32">${name}` : name;
  return (
    '<div class="app-shell"><a class="skip-link" href="#main-content">Skip to content</a>' +
    `<header class="site-header"><div class="site-header__inner"><a class="brand" draggable="false" href="/">${brand}</a>` +
    '<button type="button" class="menu-toggle" aria-expanded="false" aria-controls="primary-menu"><span class="menu-toggle__icon" aria-hidden="true"></span>Menu</button>' +
    `<nav aria-label="Main" class="site-nav"><ul id="primary-menu" class="site-nav__list" data-open="false">${primary}</ul></nav>` +
    // Beside the menu, not in it: search is one tap away on a phone too, whatever links the author chose.
    '<a class="site-search-link" href="/search">Search</a>' +
    '</div></header>' +
    `<main id="main-content" class="main" tabindex="-1">${main}</main>` +
    '<footer class="site-footer"><div class="site-footer__inner">' +
    subscribeMarkup('footer') +
    `<nav aria-label="Footer"><ul class="site-footer__links">${footer}</ul></nav>` +
    `<p id="${CHROME_END_ID}" class="site-footer__copyright">${escapeHtml(footerText)}</p>` +
    '</div></footer></div>'
  );
}

/** Which links of the top navigation are marked at this path ("0,2"): pages that differ only in their path can share one drawing. */
export function currentLinksKey(navigation: Navigation, path: string): string {
  return navigation.primary.flatMap((link, index) => (linkIsCurrent(link.url, path) ? [index] : [])).join(',');
}

/** The navigation as JSON for the SPA's first render, in every page's head (read by frontend/src/api/navigation-data.ts). */
export function navigationData(navigation: Navigation): string {
  return `<script id="folio-navigation" type="application/json">${jsonForScript(navigation)}</script>`;
}

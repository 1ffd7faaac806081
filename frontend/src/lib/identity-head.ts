import type { SiteIdentity } from '../api/site-identity.api';
import { formatPageTitle } from './page-title';
import { SITE_NAME_META } from './site-name';

const ACCENT_STYLE_ID = 'folio-accent';
const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** The same rules the server writes into every <head> (backend/src/site/identity.markup.ts, accentStyle). */
function accentRules(light: string | null, dark: string | null): string {
  const rule = (color: string) => `:root{--color-accent:${color};--color-accent-hover:${color};--color-tag-text:${color}}`;
  return (
    (light && HEX_COLOR.test(light) ? `@media (prefers-color-scheme:light){${rule(light)}}` : '') +
    (dark && HEX_COLOR.test(dark) ? `@media (prefers-color-scheme:dark){${rule(dark)}}` : '')
  );
}

/**
 * Brings what the server wrote into the page's <head> from the identity (the accents, the theme
 * colour, the site's name and so the tab's title) up to date with it, so that a change made in
 * Settings → Site shows without a reload.
 */
export function applyIdentityToHead(identity: Pick<SiteIdentity, 'title' | 'accent_color' | 'accent_color_dark'>, doc: Document = document): void {
  const rules = accentRules(identity.accent_color, identity.accent_color_dark);
  let style = doc.getElementById(ACCENT_STYLE_ID);
  if (!rules) style?.remove();
  else {
    if (!style) {
      style = doc.createElement('style');
      style.id = ACCENT_STYLE_ID;
      doc.head.append(style);
    }
    if (style.textContent !== rules) style.textContent = rules;
  }
  const themeColor = doc.querySelector('meta[name="theme-color"]');
  if (identity.accent_color && HEX_COLOR.test(identity.accent_color)) {
    const meta = themeColor ?? doc.head.appendChild(Object.assign(doc.createElement('meta'), { name: 'theme-color' }));
    meta.setAttribute('content', identity.accent_color);
  } else themeColor?.remove();

  const siteName = doc.querySelector(`meta[name="${SITE_NAME_META}"]`);
  const before = siteName?.getAttribute('content')?.trim();
  if (!siteName || !before || before === identity.title) return;
  siteName.setAttribute('content', identity.title);
  // The tab says 'Page - Site' (usePageTitle): the page's part stays.
  const suffix = formatPageTitle('x', before).slice(1);
  if (doc.title === before) doc.title = identity.title;
  else if (doc.title.endsWith(suffix)) doc.title = formatPageTitle(doc.title.slice(0, -suffix.length), identity.title);
}

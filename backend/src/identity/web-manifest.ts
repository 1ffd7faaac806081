import { THEME_BACKGROUNDS } from './contrast.js';
import type { SiteIdentity } from './site-identity.js';

/** The theme's own accent (tokens.css), the browser's theme colour until the author picks one. */
const THEME_ACCENT = '#9a3412';
/** Home screens cut longer names. */
const SHORT_NAME_MAX = 12;

/** `/icon-192.png?v=3`: a stable address, and a new one after each save so that caches fetch the new icon. */
export const iconHref = (identity: SiteIdentity, file: string) => `/${file}?v=${identity.version}`;

/** The web app manifest (https://www.w3.org/TR/appmanifest/), as JSON; JSON.stringify escapes whatever the author wrote. */
export function webManifest(identity: SiteIdentity): string {
  const short = Array.from(identity.title);
  return JSON.stringify({
    name: identity.title,
    short_name: short.length > SHORT_NAME_MAX ? `${short.slice(0, SHORT_NAME_MAX - 1).join('').trimEnd()}…` : identity.title,
    description: identity.description,
    lang: identity.language,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: THEME_BACKGROUNDS.light,
    theme_color: identity.accentColor ?? THEME_ACCENT,
    icons: [
      { src: iconHref(identity, 'icon-192.png'), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: iconHref(identity, 'icon-512.png'), sizes: '512x512', type: 'image/png', purpose: 'any' },
    ],
  });
}

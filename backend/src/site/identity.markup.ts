import { HEX_COLOR } from '../identity/contrast.js';
import type { SiteIdentity } from '../identity/site-identity.js';
import { mapIdentity } from '../identity/site-identity.service.js';
import { iconHref } from '../identity/web-manifest.js';
import { escapeHtml, jsonForScript } from './html.js';

/** Read by the SPA before its first render (frontend/src/api/site-identity-data.ts). */
export const IDENTITY_DATA_ID = 'folio-site';

/** Custom properties of the theme (frontend/src/app/styles/tokens.css) that carry the accent. */
const accentRule = (color: string) => `:root{--color-accent:${color};--color-accent-hover:${color};--color-tag-text:${color}}`;

/**
 * The author's accent as custom properties, each in its scheme (the CSP allows inline styles). Only
 * checked `#rrggbb` values are written, so nothing the author typed can end the style element.
 */
export function accentStyle(identity: SiteIdentity): string {
  const light = identity.accentColor && HEX_COLOR.test(identity.accentColor) ? `@media (prefers-color-scheme:light){${accentRule(identity.accentColor)}}` : '';
  const dark = identity.accentColorDark && HEX_COLOR.test(identity.accentColorDark) ? `@media (prefers-color-scheme:dark){${accentRule(identity.accentColorDark)}}` : '';
  return light || dark ? `<style id="folio-accent">${light}${dark}</style>` : '';
}

/** The identity for the SPA's first render of a page the server drew (its chrome, home page, author card and dates). */
export function identityData(identity: SiteIdentity): string {
  return `<script id="${IDENTITY_DATA_ID}" type="application/json">${jsonForScript(mapIdentity(identity))}</script>`;
}

/** Icons, manifest, theme colour and accent: the identity's part of every page's <head>. */
export function identityHead(identity: SiteIdentity): string {
  const favicon = identity.icon
    ? `<link rel="icon" type="image/png" sizes="32x32" href="${iconHref(identity, 'favicon.png')}">`
    : '<link rel="icon" type="image/svg+xml" href="/favicon.svg">';
  return (
    favicon +
    `<link rel="apple-touch-icon" sizes="180x180" href="${iconHref(identity, 'apple-touch-icon.png')}">` +
    `<link rel="manifest" href="${iconHref(identity, 'manifest.webmanifest')}">` +
    (identity.accentColor ? `<meta name="theme-color" content="${escapeHtml(identity.accentColor)}">` : '') +
    accentStyle(identity)
  );
}

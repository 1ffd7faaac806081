/**
 * Calls the server keeps open while Coming Soon is on (DESIGN "Coming Soon"): health checks, the
 * compression settings, the site's identity (the Coming Soon page shows its name) and the admin API.
 * Only the other /api calls say anything about the switch.
 */
const OPEN_PATHS = ['/api/admin', '/api/db/health', '/api/hello', '/api/site'];

function pathOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0];
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Whether Coming Soon would turn this call away from a visitor, so that its success means the site is open to them. */
export function isGatedByComingSoon(url: string, method = 'GET'): boolean {
  const path = pathOf(url);
  if (!under(path, '/api')) return false;
  if (OPEN_PATHS.some((prefix) => under(path, prefix))) return false;
  return !(method.toUpperCase() === 'GET' && path === '/api/compression/settings');
}

/** The server marks the pages it sends while Coming Soon is on (backend/src/site/spa.service.ts). */
export const COMING_SOON_META = 'folio:coming-soon';

export function pageSaysComingSoon(doc: Document = document): boolean {
  return doc.querySelector(`meta[name="${COMING_SOON_META}"]`)?.getAttribute('content') === 'true';
}

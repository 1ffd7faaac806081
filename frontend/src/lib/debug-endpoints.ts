/** The server marks the pages it sends when its debug endpoints are off (backend/src/site/spa.service.ts). */
export const DEBUG_ENDPOINTS_META = 'folio:debug-endpoints';

/**
 * Whether the page says GET /__debug/db would answer 404. Without the mark (the Vite dev server's
 * shell, an older server) the endpoint is asked, and a 404 still means it is absent.
 */
export function pageSaysDebugEndpointsOff(doc: Document = document): boolean {
  return doc.querySelector(`meta[name="${DEBUG_ENDPOINTS_META}"]`)?.getAttribute('content') === 'off';
}

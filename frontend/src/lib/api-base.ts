/**
 * The API base the admin console shows (overview, settings). The SPA is served by the API's own
 * server and calls it with relative URLs, so the page's origin is the API base.
 */
export function apiBase(): string {
  return window.location.origin;
}

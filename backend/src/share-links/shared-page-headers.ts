/** A shared post is for the link's holders: not stored by caches, not indexed, and the token not sent on as a Referer. */
export const SHARED_PAGE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
} as const;

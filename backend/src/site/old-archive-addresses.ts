/** Where an old archive address of WordPress or Ghost leads on Folio, before checking that it exists. */
export type ArchiveTarget =
  | { kind: 'tag'; slug: string; page: number }
  | { kind: 'tag-feed'; slug: string }
  | { kind: 'blog'; page: number }
  | { kind: 'site-feed' };

const FEED_SEGMENTS = new Set(['feed', 'rss', 'rss2', 'atom']);
const PAGE_NUMBER = /^[1-9]\d{0,5}$/;

/**
 * Reads the segments after `/tag/`, `/category/` or `/author/` (a trailing slash leaves an empty
 * last one): `travel`, `travel/feed`, `travel/page/2`; a category's parents before it
 * (`/category/a/b/` is `b`, as WordPress's last segment is the category). An author leads to the
 * blog (Folio has one author). Undefined for anything else.
 */
export function archiveTarget(area: 'tag' | 'category' | 'author', segments: string[]): ArchiveTarget | undefined {
  const parts = segments.filter(Boolean).map((part) => part.toLowerCase());
  let page = 1;
  let feed = false;
  if (parts.length >= 3 && parts[parts.length - 2] === 'page' && PAGE_NUMBER.test(parts[parts.length - 1]!)) {
    page = Number(parts.pop());
    parts.pop();
  } else if (parts.length >= 2 && FEED_SEGMENTS.has(parts[parts.length - 1]!)) {
    feed = true;
    parts.pop();
  }
  if (!parts.length) return undefined;
  if (area === 'author') return feed ? { kind: 'site-feed' } : { kind: 'blog', page };
  if (area === 'tag' && parts.length !== 1) return undefined;
  const slug = parts[parts.length - 1]!;
  return feed ? { kind: 'tag-feed', slug } : { kind: 'tag', slug, page };
}

/** `/page/N/` and Ghost's `/blog/page/N/`: the blog's page N; undefined for anything but a page number. */
export function blogPageTarget(segment: string): ArchiveTarget | undefined {
  return PAGE_NUMBER.test(segment) ? { kind: 'blog', page: Number(segment) } : undefined;
}

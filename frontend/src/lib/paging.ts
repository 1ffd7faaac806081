/** Spec section 9: the stories browser shows nine stories a page. */
export const STORIES_PAGE_SIZE = 9;

/** ceil(total / size), and at least 1 so that an empty result is still 'page 1 of 1'. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** A `page` query parameter as a page number: anything but a positive integer is page 1. */
export function parsePage(value: string | null): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The blog list (and the home page's latest posts, which reuse its first page). */
export const BLOG_PAGE_SIZE = 10;

import type { AdminPost } from '../api';

/**
 * Roughly what the server makes a slug from: lowercase Latin letters and digits joined by dashes
 * (it may add a number when the slug is taken).
 */
export function slugPreview(title: string): string {
  return title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/**
 * The slug the post has or will have: a saved post keeps its own, except a draft being retitled
 * (a draft's slug follows its title; a published or scheduled post's stays).
 */
export function expectedSlug(title: string, saved?: AdminPost): string {
  if (saved && (saved.status !== 'draft' || title.trim() === saved.title)) return saved.slug;
  return slugPreview(title);
}

/** Where readers find it: a page at /{slug}, a post at /blog/{slug}. */
export function publicPath(type: AdminPost['type'], slug: string): string {
  return type === 'page' ? `/${slug}` : `/blog/${slug}`;
}

import type { AdminPost } from '../api';
import type { PostFormValues } from '../post-form-values';
import { expectedSlug, publicPath } from '../post-type/page-address';

/** About what search results show of a title and a description; the server keeps up to the maxima. */
export const TITLE_GUIDE = 60;
export const DESCRIPTION_GUIDE = 160;
export const META_TITLE_MAX = 300;
export const META_DESCRIPTION_MAX = 500;

/** Text a preview shows: the author's own, or what the post gives when that is blank. */
export interface PreviewText {
  text: string;
  fromPost: boolean;
}

/** Markdown as words (what the server's automatic excerpt is made of), roughly. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cut at the end of a word with '…', as search engines shorten what does not fit. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const words = space > max / 2 ? cut.slice(0, space) : cut;
  return `${words.replace(/[\s.,;:!?-]+$/, '')}…`;
}

export function previewTitle(values: PostFormValues): PreviewText {
  const own = values.metaTitle.trim();
  return own ? { text: own, fromPost: false } : { text: values.title.trim() || 'Untitled Post', fromPost: true };
}

/** The description, else the excerpt, else the start of the text (which is what a blank excerpt becomes). */
export function previewDescription(values: PostFormValues): PreviewText {
  const own = values.metaDescription.trim();
  if (own) return { text: own, fromPost: false };
  return { text: values.excerpt.trim() || truncate(plainText(values.content), DESCRIPTION_GUIDE * 2), fromPost: true };
}

/** The canonical address, else the post's own on this site. */
export function previewAddress(values: PostFormValues, origin: string, saved?: AdminPost): PreviewText {
  const own = values.canonicalUrl.trim();
  if (own) return { text: own, fromPost: false };
  const slug = expectedSlug(values.title, saved) || 'post';
  return { text: `${origin}${publicPath(values.type, slug)}`, fromPost: true };
}

/** 'https://example.com/blog/a-walk' → 'example.com › blog › a-walk', as search results write addresses. */
export function breadcrumb(address: string): string {
  try {
    const url = new URL(address);
    return [url.host, ...url.pathname.split('/').filter(Boolean).map(decodeURIComponent)].join(' › ');
  } catch {
    return address;
  }
}

/** The host a shared link shows: 'example.com'. */
export function domainOf(address: string): string {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
}

/**
 * The share image: the author's, else the card the site generates, which exists for a published
 * post only (null before: nothing to show yet). `v` makes a changed post's card load anew.
 */
export function previewImage(ogImageUrl: string, saved?: AdminPost): { src: string; fromPost: boolean } | null {
  const own = ogImageUrl.trim();
  if (own) return { src: own, fromPost: false };
  if (saved?.status !== 'published') return null;
  return { src: `/social-cards/${encodeURIComponent(saved.id)}.png?v=${saved.version}`, fromPost: true };
}

export type CountLevel = 'fits' | 'long' | 'too-long';

/** How a length compares with what search results show (`guide`) and what can be saved (`max`). */
export function characterCount(length: number, guide: number, max: number): { text: string; level: CountLevel } {
  const count = `${length} ${length === 1 ? 'character' : 'characters'}`;
  if (length > max) return { text: `${count}: at most ${max} can be saved.`, level: 'too-long' };
  if (length > guide) return { text: `${count}: search results cut it at about ${guide}.`, level: 'long' };
  return { text: `${count}; about ${guide} fit in search results.`, level: 'fits' };
}

import { tagSlug } from '../posts/text/tag-slug.js';

/** A tag's page, `/tag/{slug}` (the slug percent-encoded, as WordPress writes a non-Latin one). */
export const tagPath = (slug: string) => `/tag/${encodeURIComponent(slug)}`;

/** The tag's page for a tag known by its name (a post's tags are names). */
export const tagPathOfName = (name: string) => tagPath(tagSlug(name));

export const tagFeedPath = (slug: string) => `${tagPath(slug)}/rss.xml`;

/** Another page of a tag's list, as the blog's are addressed (`?page=N`, none for the first). */
export const tagPageHref = (slug: string, page: number) => (page > 1 ? `${tagPath(slug)}?page=${page}` : tagPath(slug));

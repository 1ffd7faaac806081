import type { PostEntity } from '../../posts/post.entity.js';
import type { Sized } from '../../posts/posts-cache.js';
import { postPath } from '../article.markup.js';
import { absoluteUrl } from '../html.js';
import { feedReadyHtml, withoutControlCharacters } from './feed-html.js';

/** One post as every feed carries it; each format only writes it out. */
export interface FeedItem {
  /** The post's id: RSS's guid (as it always was), Atom's `urn:uuid:`, JSON Feed's id. Never changes with the address. */
  id: string;
  /** On this site, whatever the post's canonical_url: a feed reader reads it here. */
  url: string;
  title: string;
  /** The excerpt, as lists show it (meta_description is written for search engines). */
  summary: string;
  /** The full post, made feed-ready (feed-html.ts). */
  contentHtml: string;
  published: Date;
  /** Never before `published`: a backdated post was still written when it was. */
  updated: Date;
  tags: string[];
  /** The cover, absolute; undefined when the post has none. */
  image?: string;
}

/** What the site's settings give every feed. */
export interface FeedChannel {
  siteUrl: string;
  title: string;
  description: string;
  authorName: string;
  /** A BCP 47 tag (checked on save); FEED_LANGUAGE when absent. */
  language?: string;
  /** The page the feed follows, absolute: the home page when absent (a tag's feed: the tag's page). */
  link?: string;
  /** The feed's own address, absolute: the site's feed of its format when absent. */
  self?: string;
}

export function toFeedItem(post: PostEntity, siteUrl: string): FeedItem {
  const url = `${siteUrl}${postPath(post.slug)}`;
  const published = post.publishedAt ?? post.createdAt;
  return {
    id: post.id,
    url,
    title: withoutControlCharacters(post.title),
    summary: withoutControlCharacters(post.excerpt),
    contentHtml: feedReadyHtml(post.contentHtml, { siteUrl, pageUrl: url }),
    published,
    updated: post.updatedAt > published ? post.updatedAt : published,
    tags: (post.tags ?? []).map((tag) => withoutControlCharacters(tag.name)),
    image: absoluteUrl(siteUrl, post.coverImageUrl),
  };
}

/** The newest change among the items: the feed's own date (the epoch for an empty feed, the same on every replica). */
export function lastUpdated(items: readonly FeedItem[]): Date {
  return items.reduce((latest, item) => (item.updated > latest ? item.updated : latest), new Date(0));
}

/** The items of the feeds, built once per change of the posts and shared by the three formats (kept in PostsCache). */
export class FeedItems implements Sized {
  readonly bytes: number;

  constructor(readonly items: readonly FeedItem[]) {
    const text = items.reduce(
      (sum, item) => sum + item.id.length + item.url.length + item.title.length + item.summary.length + item.contentHtml.length + (item.image?.length ?? 0) + item.tags.join('').length,
      0,
    );
    this.bytes = text * 2 + items.length * 200;
  }
}

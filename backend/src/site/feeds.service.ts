import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { EncodedBody } from '../common/http/encoded-body.js';
import { SiteIdentityService } from '../identity/site-identity.service.js';
import { PostsCache } from '../posts/posts-cache.js';
import { PostsService } from '../posts/posts.service.js';
import { atomFeed } from './feeds/atom-feed.js';
import { FEED_SIZE, type FeedFormat, feedContentType } from './feeds/feed-formats.js';
import { type FeedChannel, type FeedItem, FeedItems, toFeedItem } from './feeds/feed-item.js';
import { jsonFeed } from './feeds/json-feed.js';
import { rssFeed } from './feeds/rss-feed.js';
import { tagFeedPath, tagPath } from './tag-addresses.js';
import { escapeXml } from './xml.js';

const WRITERS: Record<FeedFormat, (channel: FeedChannel, items: readonly FeedItem[]) => string> = {
  rss: rssFeed,
  atom: atomFeed,
  json: jsonFeed,
};

/**
 * The feeds (RSS 2.0, Atom 1.0, JSON Feed 1.1), the sitemap and robots.txt, with absolute URLs from
 * SITE_URL; built once per change of the posts (PostsCache), the feeds from one shared set of items.
 */
@Injectable()
export class FeedsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly posts: PostsService,
    private readonly cache: PostsCache,
    private readonly identity: SiteIdentityService,
  ) {}

  /** The identity in force; a save of it clears PostsCache, where the feeds are kept. */
  private async channel(): Promise<FeedChannel> {
    const identity = await this.identity.current();
    return { siteUrl: this.config.siteUrl, title: identity.title, description: identity.description, authorName: identity.authorName, language: identity.language };
  }

  private url(path: string): string {
    return `${this.config.siteUrl}${path}`;
  }

  feed(format: FeedFormat): Promise<EncodedBody> {
    return this.cache.read(`feed:${format}`, async () => EncodedBody.of(WRITERS[format](await this.channel(), await this.items()), feedContentType(format)));
  }

  /** RSS 2.0 of the newest published posts of one tag; null when no published post carries it. */
  async tagFeed(slug: string): Promise<EncodedBody | null> {
    const tag = await this.posts.tagBySlug(slug);
    if (!tag) return null;
    return this.cache.read(`feed:tag:${tag.slug}`, async () => {
      const posts = await this.posts.latestPublished(FEED_SIZE, tag.slug);
      if (!posts.length) return null;
      const site = await this.channel();
      const channel: FeedChannel = {
        ...site,
        title: `${site.title}: ${tag.name}`,
        description: `Posts tagged “${tag.name}” on ${site.title}`,
        link: this.url(tagPath(tag.slug)),
        self: this.url(tagFeedPath(tag.slug)),
      };
      return EncodedBody.of(rssFeed(channel, posts.map((post) => toFeedItem(post, this.config.siteUrl))), feedContentType('rss'));
    });
  }

  sitemap(): Promise<EncodedBody> {
    return this.cache.read('feed:sitemap', async () => EncodedBody.of(await this.buildSitemap(), 'application/xml; charset=utf-8'));
  }

  private async items(): Promise<readonly FeedItem[]> {
    const built = await this.cache.read('feed:items', async () => {
      const posts = await this.posts.latestPublished(FEED_SIZE);
      return new FeedItems(posts.map((post) => toFeedItem(post, this.config.siteUrl)));
    });
    return built.items;
  }

  private async buildSitemap(): Promise<string> {
    const posts = await this.posts.publishedSlugs();
    const newest = posts.reduce<Date | undefined>((latest, post) => (!latest || post.updatedAt > latest ? post.updatedAt : latest), undefined);
    const entry = (path: string, lastmod?: Date) =>
      `  <url><loc>${escapeXml(this.url(path))}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      entry('/', newest),
      entry('/blog', newest),
      entry('/stories', newest),
      ...posts.map((post) => entry(`${post.type === 'page' ? '' : '/blog'}/${encodeURIComponent(post.slug)}`, post.updatedAt)),
      '</urlset>',
      '',
    ].join('\n');
  }

  robots(): string {
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /dashboard',
      'Disallow: /api/',
      `Sitemap: ${this.url('/sitemap.xml')}`,
      '',
    ].join('\n');
  }
}

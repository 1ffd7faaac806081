import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { EncodedBody } from '../common/http/encoded-body.js';
import { PostsCache } from '../posts/posts-cache.js';
import { PostsService } from '../posts/posts.service.js';
import { absolutiseUrls, escapeXml } from './xml.js';

const FEED_SIZE = 20;

/** RSS 2.0, the sitemap and robots.txt, with absolute URLs from SITE_URL; built once per change of the posts (PostsCache). */
@Injectable()
export class FeedsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly posts: PostsService,
    private readonly cache: PostsCache,
  ) {}

  private url(path: string): string {
    return `${this.config.siteUrl}${path}`;
  }

  rss(): Promise<EncodedBody> {
    return this.cache.read('feed:rss', async () => EncodedBody.of(await this.buildRss(), 'application/rss+xml; charset=utf-8'));
  }

  sitemap(): Promise<EncodedBody> {
    return this.cache.read('feed:sitemap', async () => EncodedBody.of(await this.buildSitemap(), 'application/xml; charset=utf-8'));
  }

  private async buildRss(): Promise<string> {
    const posts = await this.posts.latestPublished(FEED_SIZE);
    const items = posts.map((post) => {
      const date = (post.publishedAt ?? post.createdAt).toUTCString();
      const categories = (post.tags ?? []).map((tag) => `      <category>${escapeXml(tag.name)}</category>`);
      return [
        '    <item>',
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${escapeXml(this.url(`/blog/${post.slug}`))}</link>`,
        `      <guid isPermaLink="false">${post.id}</guid>`,
        `      <pubDate>${date}</pubDate>`,
        `      <description>${escapeXml(post.excerpt)}</description>`,
        `      <content:encoded>${escapeXml(absolutiseUrls(post.contentHtml, this.config.siteUrl))}</content:encoded>`,
        ...categories,
        '    </item>',
      ].join('\n');
    });
    const built = (posts[0]?.updatedAt ?? new Date(0)).toUTCString();
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
      '  <channel>',
      `    <title>${escapeXml(this.config.siteName)}</title>`,
      `    <link>${escapeXml(this.url('/'))}</link>`,
      `    <description>${escapeXml(this.config.siteDescription)}</description>`,
      '    <language>en</language>',
      `    <lastBuildDate>${built}</lastBuildDate>`,
      `    <atom:link href="${escapeXml(this.url('/rss.xml'))}" rel="self" type="application/rss+xml"/>`,
      ...items,
      '  </channel>',
      '</rss>',
      '',
    ].join('\n');
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
      ...posts.map((post) => entry(post.type === 'page' ? `/${post.slug}` : `/blog/${post.slug}`, post.updatedAt)),
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

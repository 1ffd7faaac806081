import { escapeXml } from '../xml.js';
import { type FeedChannel, type FeedItem, lastUpdated } from './feed-item.js';
import { FEED_FORMATS, FEED_LANGUAGE } from './feed-formats.js';

/** RSS 2.0 with the full post in content:encoded and the excerpt as description. */
export function rssFeed(channel: FeedChannel, items: readonly FeedItem[]): string {
  const entries = items.map((item) =>
    [
      '    <item>',
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(item.url)}</link>`,
      `      <guid isPermaLink="false">${escapeXml(item.id)}</guid>`,
      `      <pubDate>${item.published.toUTCString()}</pubDate>`,
      `      <description>${escapeXml(item.summary)}</description>`,
      `      <content:encoded>${escapeXml(item.contentHtml)}</content:encoded>`,
      ...item.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.link ?? `${channel.siteUrl}/`)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${escapeXml(channel.language ?? FEED_LANGUAGE)}</language>`,
    `    <lastBuildDate>${lastUpdated(items).toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(channel.self ?? channel.siteUrl + FEED_FORMATS.rss.path)}" rel="self" type="${FEED_FORMATS.rss.mediaType}"/>`,
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

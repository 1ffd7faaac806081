import { type FeedChannel, type FeedItem } from './feed-item.js';
import { FEED_FORMATS, FEED_LANGUAGE } from './feed-formats.js';

/** A JSON Feed 1.1 document (https://www.jsonfeed.org/version/1.1/); optional fields only when they have a value. */
export function jsonFeed(channel: FeedChannel, items: readonly FeedItem[]): string {
  const home = `${channel.siteUrl}/`;
  return JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: channel.title,
    home_page_url: home,
    feed_url: channel.siteUrl + FEED_FORMATS.json.path,
    ...(channel.description ? { description: channel.description } : {}),
    authors: [{ name: channel.authorName, url: home }],
    language: channel.language ?? FEED_LANGUAGE,
    items: items.map((item) => ({
      id: item.id,
      url: item.url,
      title: item.title,
      content_html: item.contentHtml,
      ...(item.summary ? { summary: item.summary } : {}),
      ...(item.image ? { image: item.image } : {}),
      date_published: item.published.toISOString(),
      date_modified: item.updated.toISOString(),
      ...(item.tags.length > 0 ? { tags: item.tags } : {}),
    })),
  });
}

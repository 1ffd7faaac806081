import { escapeXml } from '../xml.js';
import { type FeedChannel, type FeedItem, lastUpdated } from './feed-item.js';
import { FEED_FORMATS, FEED_LANGUAGE } from './feed-formats.js';

const date = (value: Date) => value.toISOString();

/**
 * An Atom 1.0 feed (RFC 4287): the feed's id is the home page, each entry's a `urn:uuid:` of the
 * post's id, so that neither changes when a post's address does. The one author is the feed's.
 */
export function atomFeed(channel: FeedChannel, items: readonly FeedItem[]): string {
  const home = `${channel.siteUrl}/`;
  const entries = items.map((item) =>
    [
      '  <entry>',
      `    <id>urn:uuid:${escapeXml(item.id)}</id>`,
      `    <title type="text">${escapeXml(item.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(item.url)}"/>`,
      `    <published>${date(item.published)}</published>`,
      `    <updated>${date(item.updated)}</updated>`,
      ...(item.summary ? [`    <summary type="text">${escapeXml(item.summary)}</summary>`] : []),
      `    <content type="html">${escapeXml(item.contentHtml)}</content>`,
      ...item.tags.map((tag) => `    <category term="${escapeXml(tag)}"/>`),
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(channel.language ?? FEED_LANGUAGE)}">`,
    `  <id>${escapeXml(home)}</id>`,
    `  <title type="text">${escapeXml(channel.title)}</title>`,
    ...(channel.description ? [`  <subtitle type="text">${escapeXml(channel.description)}</subtitle>`] : []),
    `  <updated>${date(lastUpdated(items))}</updated>`,
    `  <link rel="self" type="${FEED_FORMATS.atom.mediaType}" href="${escapeXml(channel.siteUrl + FEED_FORMATS.atom.path)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(home)}"/>`,
    `  <author><name>${escapeXml(channel.authorName)}</name><uri>${escapeXml(home)}</uri></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

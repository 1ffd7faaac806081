import FeedParser from 'feedparser';
import { XMLParser } from 'fast-xml-parser';
import RssParser from 'rss-parser';

/**
 * feedparser (on sax), RSS and Atom; an error sax reports fails the read instead of being skipped.
 * Not sax's strict mode: feedparser then misses camel-cased RSS elements (`pubDate`); well-formedness
 * is fast-xml-parser's XMLValidator's to check.
 */
export async function readWithFeedparser(xml: string): Promise<{ meta: FeedParser.Meta; items: FeedParser.Item[] }> {
  const parser = new FeedParser({ resume_saxerror: false });
  const items: FeedParser.Item[] = [];
  await new Promise<void>((resolve, reject) => {
    parser.on('error', reject);
    parser.on('readable', () => {
      for (let item = parser.read(); item; item = parser.read()) items.push(item);
    });
    parser.on('end', resolve);
    parser.end(xml);
  });
  return { meta: parser.meta, items };
}

/** rss-parser (on xml2js), RSS and Atom; it keeps content as written (relative URLs stay relative). */
export function readWithRssParser(xml: string) {
  return new RssParser().parseString(xml);
}

const RFC_3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;
const atomXml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['entry', 'link', 'category', 'author'].includes(name), processEntities: true, htmlEntities: false, trimValues: false });

type Node = Record<string, unknown>;
const text = (node: unknown): string | undefined => (typeof node === 'string' ? node : typeof (node as Node | undefined)?.['#text'] === 'string' ? ((node as Node)['#text'] as string) : undefined);

/**
 * What RFC 4287 requires that the parsers above do not enforce: the Atom namespace; one id, title
 * and updated per feed and per entry (ids absolute IRIs, dates RFC 3339); an author for every
 * entry, its own or the feed's; one self link; and content of a type the spec defines.
 */
export function atomProblems(xml: string): string[] {
  const problems: string[] = [];
  const feed = (atomXml.parse(xml) as Node).feed as Node | undefined;
  if (!feed) return ['no <feed> root'];
  if (feed['@xmlns'] !== 'http://www.w3.org/2005/Atom') problems.push('the root is not in the Atom namespace');
  const required = (node: Node, where: string) => {
    for (const name of ['id', 'title', 'updated']) if (node[name] === undefined || Array.isArray(node[name])) problems.push(`${where} needs exactly one ${name}`);
    const id = text(node.id);
    if (id === undefined || !/^[a-z][a-z0-9+.-]*:/i.test(id)) problems.push(`${where}: id ${id} is not an absolute IRI`);
    for (const name of ['updated', 'published']) {
      const value = node[name];
      if (value !== undefined && !RFC_3339.test(text(value) ?? '')) problems.push(`${where}: ${name} ${String(value)} is not RFC 3339`);
    }
  };
  required(feed, 'feed');
  const links = (feed.link as Node[] | undefined) ?? [];
  if (links.filter((link) => link['@rel'] === 'self').length !== 1) problems.push('feed needs one self link');
  const feedHasAuthor = ((feed.author as Node[] | undefined) ?? []).some((author) => text(author.name));
  for (const [index, entry] of ((feed.entry as Node[] | undefined) ?? []).entries()) {
    const where = `entry ${index + 1}`;
    required(entry, where);
    if (!feedHasAuthor && !((entry.author as Node[] | undefined) ?? []).length) problems.push(`${where} has no author`);
    const content = entry.content as Node | undefined;
    if (content && !['text', 'html', 'xhtml'].includes(String(content['@type'] ?? 'text'))) problems.push(`${where}: content type ${String(content['@type'])}`);
    if (!content && !((entry.link as Node[] | undefined) ?? []).some((link) => (link['@rel'] ?? 'alternate') === 'alternate')) problems.push(`${where} needs content or an alternate link`);
  }
  return problems;
}

import { createReadStream } from 'node:fs';
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { ImportRefusedError } from '../../import-source.js';
import { megabytes } from '../../import-limits.js';

/** One `<item>` of a WXR file: its direct fields by qualified name (`wp:post_id`, `content:encoded`, `title`). */
export interface WxrRecord {
  fields: Map<string, string>;
  categories: { domain: string; nicename: string; name: string }[];
  postmeta: Map<string, string>;
}

/** What the channel says about the old site. */
export interface WxrChannel {
  baseSiteUrl: string;
  baseBlogUrl: string;
  link: string;
  /** Its categories and tags by term id (a menu links to them by id). */
  terms: Map<string, { slug: string; name: string }>;
}

export const emptyChannel = (): WxrChannel => ({ baseSiteUrl: '', baseBlogUrl: '', link: '', terms: new Map() });

/** Names of the namespaces WXR uses, whatever prefix a file binds them to (WXR 1.0, 1.1 and 1.2). */
function prefixOf(uri: string): string {
  if (/^https?:\/\/wordpress\.org\/export\/1\.\d+\/excerpt\/$/.test(uri)) return 'excerpt:';
  if (/^https?:\/\/wordpress\.org\/export\/1\.\d+\/$/.test(uri)) return 'wp:';
  if (uri === 'http://purl.org/rss/1.0/modules/content/') return 'content:';
  if (uri === 'http://purl.org/dc/elements/1.1/') return 'dc:';
  return uri ? `{${uri}}` : '';
}

const keyOf = (tag: SaxesTagNS) => `${prefixOf(tag.uri)}${tag.local}`;
const CHANNEL_FIELDS = new Set(['wp:base_site_url', 'wp:base_blog_url', 'link']);
const TERMS = new Set(['wp:category', 'wp:tag', 'wp:term']);

/** The encoding the XML declaration names, as TextDecoder knows it; UTF-8 when none is named. */
export function xmlEncoding(head: string): string {
  const declared = /^\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(declared).encoding;
  } catch {
    throw new ImportRefusedError(`The WordPress export is written in an encoding Folio cannot read (${declared})`);
  }
}

/** Builds records from saxes events, one element deep inside each item (comments and their meta are skipped). */
class WxrCollector {
  readonly ready: WxrRecord[] = [];
  readonly channel: WxrChannel = emptyChannel();
  failure: Error | null = null;
  private readonly stack: string[] = [];
  private record: WxrRecord | null = null;
  private term: Map<string, string> | null = null;
  private text = '';
  private metaKey = '';
  private metaValue = '';

  constructor(private readonly maxItemBytes: number) {}

  attach(parser: SaxesParser<{ xmlns: true }>): void {
    parser.on('doctype', () => this.fail(new ImportRefusedError(
      'The WordPress export declares a DOCTYPE (entity declarations can expand without bound or reach other files); WordPress never writes one, so the file was refused',
    )));
    parser.on('error', (error) => this.fail(new ImportRefusedError(`The WordPress export is not well-formed XML (${error.message})`)));
    parser.on('opentag', (tag) => this.open(tag));
    parser.on('closetag', (tag) => this.close(tag));
    parser.on('text', (text) => this.append(text));
    parser.on('cdata', (text) => this.append(text));
  }

  private fail(error: Error): void {
    this.failure ??= error;
  }

  /** The path of the open element (`rss/channel/item/wp:postmeta/wp:meta_key`) decides what its text is. */
  private capturing(): boolean {
    const depth = this.stack.length;
    if (this.record) return depth === 4 || (depth === 5 && this.stack[3] === 'wp:postmeta');
    if (this.term) return depth === 4;
    return depth === 3 && this.stack[1] === 'channel' && CHANNEL_FIELDS.has(this.stack[2]!);
  }

  private open(tag: SaxesTagNS): void {
    this.stack.push(keyOf(tag));
    this.text = '';
    if (this.stack.length === 3 && this.stack[1] === 'channel' && this.stack[2] === 'item') {
      this.record = { fields: new Map(), categories: [], postmeta: new Map() };
    }
    if (this.stack.length === 3 && this.stack[1] === 'channel' && TERMS.has(this.stack[2]!)) this.term = new Map();
    if (this.record && this.stack.length === 4 && this.stack[3] === 'category') {
      this.metaKey = tag.attributes.domain?.value ?? '';
      this.metaValue = tag.attributes.nicename?.value ?? '';
    }
  }

  private append(text: string): void {
    if (!this.capturing()) return;
    this.text += text;
    if (this.text.length > this.maxItemBytes) {
      this.fail(new ImportRefusedError(`An element of the WordPress export is larger than ${megabytes(this.maxItemBytes)}, the most Folio reads for one post`));
      this.text = '';
    }
  }

  private close(tag: SaxesTagNS): void {
    const depth = this.stack.length;
    const key = keyOf(tag);
    const record = this.record;
    if (record && depth === 4) {
      if (key === 'category') record.categories.push({ domain: this.metaKey, nicename: this.metaValue, name: this.text.trim() });
      else if (key === 'wp:postmeta') record.postmeta.set(this.metaKey, this.metaValue);
      else if (!record.fields.has(key)) record.fields.set(key, this.text);
    } else if (record && depth === 5 && this.stack[3] === 'wp:postmeta') {
      if (key === 'wp:meta_key') this.metaKey = this.text.trim();
      if (key === 'wp:meta_value') this.metaValue = this.text;
    } else if (record && depth === 3) {
      this.ready.push(record);
      this.record = null;
    } else if (this.term && depth === 4) {
      this.term.set(key, this.text.trim());
    } else if (this.term && depth === 3) {
      const term = this.term;
      const slug = term.get('wp:category_nicename') ?? term.get('wp:tag_slug') ?? term.get('wp:term_slug') ?? '';
      const name = term.get('wp:cat_name') ?? term.get('wp:tag_name') ?? term.get('wp:term_name') ?? '';
      if (term.get('wp:term_id')) this.channel.terms.set(term.get('wp:term_id')!, { slug, name });
      this.term = null;
    } else if (!record && this.capturing()) {
      const value = this.text.trim();
      if (key === 'wp:base_site_url') this.channel.baseSiteUrl = value;
      if (key === 'wp:base_blog_url') this.channel.baseBlogUrl = value;
      if (key === 'link') this.channel.link = value;
    }
    this.stack.pop();
    this.text = '';
  }
}

/**
 * Streams a WXR file's items, holding one chunk's worth at a time. Nothing is ever expanded or
 * fetched: a DOCTYPE is refused outright, and saxes knows only XML's five entities.
 */
export async function* readWxrItems(filePath: string, head: string, maxItemBytes: number, channel?: WxrChannel): AsyncGenerator<WxrRecord> {
  const decoder = new TextDecoder(xmlEncoding(head));
  const parser = new SaxesParser({ xmlns: true, position: true });
  const collector = new WxrCollector(maxItemBytes);
  collector.attach(parser);
  const stream = createReadStream(filePath, { highWaterMark: 64 * 1024 });
  try {
    for await (const chunk of stream) {
      parser.write(decoder.decode(chunk as Buffer, { stream: true }));
      if (collector.failure) throw collector.failure;
      while (collector.ready.length > 0) yield collector.ready.shift()!;
    }
    parser.write(decoder.decode()).close();
    if (collector.failure) throw collector.failure;
    yield* collector.ready.splice(0);
  } finally {
    stream.destroy();
    if (channel) Object.assign(channel, collector.channel);
  }
}

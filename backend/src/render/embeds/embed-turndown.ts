import type TurndownService from 'turndown';
import { findMediaFile } from './embed-media.js';
import { findEmbed } from './embed-providers.js';
import { parseEmbedUrl } from './embed-url.js';

/** The part of domino's DOM these rules read. */
interface Element {
  nodeName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
  querySelector(selector: string): Element | null;
  children: ArrayLike<Element>;
  parentNode: Element | null;
}

/** Embeds an import could not keep: the host each pointed at (`srcdoc` when it had none), and how many. */
export type UnknownEmbeds = Map<string, number>;

const asElement = (node: unknown): Element => node as Element;
const onItsOwnLine = (url: string) => `\n\n${url}\n\n`;
/** WordPress's audio and video blocks, which html-to-markdown.ts turns into their file's address whatever its host. */
const inWordpressMediaBlock = (node: Element) =>
  node.parentNode?.nodeName === 'FIGURE' && /\bwp-block-(?:audio|video)\b/.test(node.parentNode.getAttribute('class') ?? '');

/** Where an unknown frame or player pointed, for the report: its host, or what it was when it had none. */
function hostOf(node: Element): string {
  if (node.getAttribute('srcdoc') !== null) return 'srcdoc';
  const src = node.getAttribute('src') ?? node.querySelector('source[src]')?.getAttribute('src') ?? '';
  try {
    return new URL(src).hostname || 'no address';
  } catch {
    return src.startsWith('/') ? 'this site' : 'no address';
  }
}

/** The URL an iframe's player or a media element plays, as the bare URL Markdown embeds (embed-markdown.ts). */
function embeddedUrl(node: Element): string | undefined {
  if (node.getAttribute('srcdoc') !== null) return undefined;
  if (node.nodeName === 'IFRAME') {
    return findEmbed(node.getAttribute('src') ?? '')?.pageUrl;
  }
  const src = node.getAttribute('src') ?? node.querySelector('source[src]')?.getAttribute('src') ?? '';
  return findMediaFile(src)?.src;
}

/** A WordPress embed block's URL (oEmbed: `<figure class="wp-block-embed …"><div class="wp-block-embed__wrapper">URL</div></figure>`). */
function wordpressEmbedUrl(figure: Element): string | undefined {
  const text = figure.querySelector('.wp-block-embed__wrapper')?.textContent?.trim() ?? '';
  const url = parseEmbedUrl(text);
  return url?.href;
}

/**
 * The URL a paragraph holds and nothing else, as WordPress's classic editor embeds (a URL alone on
 * its line) and as a link to itself: a known provider's or a media file's, as Markdown will embed it.
 */
function paragraphEmbedUrl(paragraph: Element): string | undefined {
  const text = paragraph.textContent?.trim() ?? '';
  const children = Array.from(paragraph.children);
  const onlyItself = children.length === 0 || (children.length === 1 && children[0]!.nodeName === 'A' && children[0]!.getAttribute('href')?.trim() === text);
  if (!onlyItself || !text) return undefined;
  return findEmbed(text)?.pageUrl ?? findMediaFile(text)?.src;
}

/**
 * turndown rules: an imported iframe of a known provider, a video or audio element playing a media
 * file, a WordPress embed block and a paragraph holding only such a URL (WordPress's classic
 * editor embeds those) each become the bare URL on a line of its own, unescaped, which the
 * renderer draws as an embed. Any other iframe, video or audio is dropped, and counted by host in
 * `unknown` for the import's report. A WordPress embed block of an unknown provider keeps its URL,
 * which Markdown shows as a link.
 */
export function embedRules(service: TurndownService, unknown: UnknownEmbeds): void {
  service.addRule('embedFrames', {
    filter: ['iframe', 'video', 'audio'],
    replacement: (_content, node) => {
      const element = asElement(node);
      const url = embeddedUrl(element);
      if (url !== undefined) return onItsOwnLine(url);
      if (inWordpressMediaBlock(element)) return '';
      const host = hostOf(element);
      unknown.set(host, (unknown.get(host) ?? 0) + 1);
      return '';
    },
  });
  service.addRule('embedParagraphs', {
    filter: (node) => node.nodeName === 'P' && paragraphEmbedUrl(asElement(node)) !== undefined,
    replacement: (_content, node) => onItsOwnLine(paragraphEmbedUrl(asElement(node))!),
  });
  service.addRule('wordpressEmbeds', {
    filter: (node) => node.nodeName === 'FIGURE' && /(?:^|\s)wp-block-embed(?:\s|$)/.test(node.getAttribute('class') ?? ''),
    replacement: (content, node) => {
      const figure = asElement(node);
      const url = wordpressEmbedUrl(figure);
      const caption = figure.querySelector('figcaption')?.textContent?.replace(/\s+/g, ' ').trim();
      if (url === undefined) return `\n\n${content}\n\n`;
      const embedded = findEmbed(url)?.pageUrl ?? findMediaFile(url)?.src ?? url;
      return onItsOwnLine(embedded) + (caption ? `${service.escape(caption)}\n\n` : '');
    },
  });
}

/** The report's line for the embeds an import dropped, or undefined when there were none. */
export function unknownEmbedsWarning(unknown: ReadonlyMap<string, number>): string | undefined {
  if (unknown.size === 0) return undefined;
  const total = [...unknown.values()].reduce((sum, count) => sum + count, 0);
  const hosts = [...unknown.entries()]
    .sort(([, a], [, b]) => b - a)
    .map(([host, count]) => `${host} (${count})`)
    .join(', ');
  return `${total === 1 ? 'An embed' : `${total} embeds`} from a source Folio does not embed ${total === 1 ? 'was' : 'were'} left out: ${hosts}`;
}

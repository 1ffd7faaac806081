import TurndownService from 'turndown';
import { highlightedCodeBlock, taskListItems } from 'turndown-plugin-gfm';
import { embedRules, type UnknownEmbeds } from './embeds/embed-turndown.js';
import { type GalleryImage, MAX_GALLERY_IMAGES, markdownGallery } from './gallery-markdown.js';

/** What an imported HTML body became, and which elements stayed HTML because Markdown cannot hold them. */
export interface HtmlToMarkdownResult {
  markdown: string;
  /** Tag names kept as raw HTML (e.g. `figure`, `table`), once each, for the import's report. */
  keptAsHtml: string[];
  /** Iframes and players of no known provider, left out: how many per host (embeds/embed-turndown.ts). */
  unknownEmbeds: Record<string, number>;
}

/** Never content: their text must not leak into the Markdown either. */
const DROPPED = ['script', 'style', 'noscript', 'template', 'head', 'title', 'meta', 'link', 'object', 'embed', 'form', 'button', 'input', 'select', 'textarea'];
const ALIGNMENT_BORDERS: Record<string, string> = { left: ':--', right: '--:', center: ':-:' };
const LANGUAGE = /^[a-z0-9+#-]{1,30}$/i;

/** The part of domino's DOM (turndown's parser on Node) these rules use; the backend compiles without the DOM library. */
interface Element {
  nodeName: string;
  textContent: string | null;
  outerHTML: string;
  parentNode: Element | null;
  parentElement: Element | null;
  firstElementChild: Element | null;
  children: ArrayLike<Element>;
  rows?: ArrayLike<Element>;
  ownerDocument: { createElement(name: string): Element };
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  querySelector(selector: string): Element | null | undefined;
  querySelectorAll(selector: string): ArrayLike<Element>;
  closest(selector: string): Element | null;
  appendChild(node: Element): void;
}

const asElement = (node: unknown): Element => node as Element;

function languageOf(pre: Element): string {
  const code = pre.firstElementChild?.nodeName === 'CODE' ? pre.firstElementChild : null;
  const candidates = [
    code?.getAttribute('data-lang'),
    code?.getAttribute('lang'),
    pre.getAttribute('data-lang'),
    pre.getAttribute('lang'),
    ...`${code?.getAttribute('class') ?? ''} ${pre.getAttribute('class') ?? ''}`.split(/\s+/).map((name) => /^(?:language|lang)-(.+)$/.exec(name)?.[1]),
    // SyntaxHighlighter, common on WordPress: class="brush: js; gutter: false"
    /brush:\s*([a-z0-9+#-]+)/i.exec(pre.getAttribute('class') ?? '')?.[1],
  ];
  const found = candidates.find((candidate) => candidate && LANGUAGE.test(candidate));
  return found ? found.toLowerCase() : '';
}

function fenced(code: string, language: string): string {
  let size = 3;
  for (const run of code.match(/^`{3,}/gm) ?? []) size = Math.max(size, run.length + 1);
  const fence = '`'.repeat(size);
  return `\n\n${fence}${language}\n${code.replace(/\n$/, '')}\n${fence}\n\n`;
}

function rowsOf(table: Element): Element[] {
  return Array.from(table.rows ?? []);
}

function isHeadingRow(row: Element | undefined): boolean {
  if (!row) return false;
  const parent = row.parentNode as Element | null;
  if (parent?.nodeName === 'THEAD') return true;
  return Array.from(row.children).every((cell) => cell.nodeName === 'TH');
}

/** A GFM table holds one line of inline content per cell, one heading row, no spans and no nested tables. */
function fitsMarkdownTable(table: Element): boolean {
  const rows = rowsOf(table);
  if (rows.length === 0 || !isHeadingRow(rows[0])) return false;
  return !table.querySelector('[colspan]:not([colspan="1"]), [rowspan]:not([rowspan="1"]), table, p, ul, ol, pre, blockquote, h1, h2, h3, h4, h5, h6, img, caption');
}

/** The element as HTML on lines of its own with no blank line inside, so Markdown reads it as one HTML block. */
function asHtmlBlock(node: Element): string {
  return `\n\n${node.outerHTML.replace(/\n\s*\n/g, '\n')}\n\n`;
}

/** A web address in text: linkified as it is written, so a backslash put in it would end up in its href (`_` → `%5C_`). */
const URL_IN_TEXT = /https?:\/\/[^\s<>"]+/gi;

function escapeText(escapeMarkdown: (text: string) => string): (text: string) => string {
  // `<` and entity-like `&` in text would become tags and characters once the Markdown is rendered,
  // and a pair of `$` a formula (maths, render/maths.ts). Code is not escaped: turndown leaves its text as it is.
  const escapeProse = (text: string) =>
    escapeMarkdown(text)
      .replace(/</g, '\\<')
      .replace(/&(?=#?[a-z0-9]+;)/gi, '\\&')
      .replace(/\$/g, '\\$');
  return (text) => {
    let escaped = '';
    let from = 0;
    for (const match of text.matchAll(URL_IN_TEXT)) {
      escaped += escapeProse(text.slice(from, match.index)) + match[0];
      from = match.index + match[0].length;
    }
    return escaped + escapeProse(text.slice(from));
  };
}

/** WordPress's block galleries (nested figures, or the older list), the classic [gallery] markup, and Ghost's gallery card. */
const GALLERY = /(?:^|\s)(?:wp-block-gallery|blocks-gallery-grid|gallery|kg-gallery-card)(?:\s|$)/;
const isGallery = (node: Element) => ['FIGURE', 'UL', 'DIV'].includes(node.nodeName) && GALLERY.test(node.getAttribute('class') ?? '');

/** Each image of a gallery with the caption of its own figure, list item or classic `dl`, in order. */
function galleryImages(gallery: Element): GalleryImage[] {
  return Array.from(gallery.querySelectorAll('img')).map((img) => {
    let holder: Element | null = null;
    for (let node = img.parentElement; node && node !== gallery && !holder; node = node.parentElement) {
      if (['FIGURE', 'LI', 'DL'].includes(node.nodeName)) holder = node;
    }
    const caption = holder?.querySelector('figcaption, dd, .gallery-caption')?.textContent ?? '';
    return { src: img.getAttribute('src') ?? '', alt: img.getAttribute('alt') ?? '', caption };
  });
}

function createService(kept: Set<string>, unknownEmbeds: UnknownEmbeds): TurndownService {
  const service = new TurndownService({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
    emDelimiter: '*',
    strongDelimiter: '**',
    hr: '---',
  });
  service.escape = escapeText(service.escape.bind(service));
  service.use([highlightedCodeBlock, taskListItems]);
  service.remove(DROPPED);
  // Rules added later are consulted first.
  service.addRule('strikethrough', { filter: ['del', 's', 'strike'], replacement: (content) => (content.trim() ? `~~${content}~~` : content) });
  service.addRule('codeBlock', {
    filter: 'pre',
    replacement: (_content, node) => fenced(asElement(node).textContent ?? '', languageOf(asElement(node))),
  });
  service.addRule('tableCell', {
    filter: ['th', 'td'],
    replacement: (content, node) => {
      const first = asElement(node).parentElement?.firstElementChild === node;
      return `${first ? '| ' : ' '}${content.replace(/\n+/g, ' ').replace(/\|/g, '\\|').trim()} |`;
    },
  });
  service.addRule('tableRow', {
    filter: 'tr',
    replacement: (content, node) => {
      const row = asElement(node);
      const table = row.closest('table');
      if (!table || rowsOf(table)[0] !== row) return `\n${content}`;
      const border = Array.from(row.children)
        .map((cell) => ALIGNMENT_BORDERS[(cell.getAttribute('align') ?? '').toLowerCase()] ?? '---')
        .join(' | ');
      return `\n${content}\n| ${border} |`;
    },
  });
  service.addRule('tableSection', { filter: ['thead', 'tbody', 'tfoot'], replacement: (content) => content });
  service.addRule('table', {
    filter: 'table',
    replacement: (content, node) => {
      if (fitsMarkdownTable(asElement(node))) return `\n\n${content.replace(/^\n+/, '')}\n\n`;
      kept.add('table');
      return asHtmlBlock(asElement(node));
    },
  });
  service.addRule('figureWithCaption', {
    // domino answers undefined, not null, when nothing matches.
    filter: (node) => node.nodeName === 'FIGURE' && Boolean(node.querySelector('figcaption')),
    replacement: (content, node) => {
      const figure = asElement(node);
      const image = figure.querySelector('img');
      if (!image) return `\n\n${content}\n\n`;
      kept.add('figure');
      const clean = figure.ownerDocument.createElement('figure');
      const img = figure.ownerDocument.createElement('img');
      for (const name of ['src', 'alt', 'title', 'width', 'height']) {
        const value = image.getAttribute(name);
        if (value !== null) img.setAttribute(name, value);
      }
      const caption = figure.ownerDocument.createElement('figcaption');
      caption.textContent = (figure.querySelector('figcaption')?.textContent ?? '').replace(/\s+/g, ' ').trim();
      clean.appendChild(img);
      clean.appendChild(caption);
      return asHtmlBlock(clean);
    },
  });
  // After figureWithCaption, so consulted before it: a gallery holds captioned figures, and is not one.
  service.addRule('gallery', {
    filter: (node) => isGallery(asElement(node)) && Boolean(asElement(node).querySelector('img')),
    replacement: (_content, node) => {
      const gallery = asElement(node);
      const caption = Array.from(gallery.children).find((child) => child.nodeName === 'FIGCAPTION')?.textContent ?? '';
      return markdownGallery(galleryImages(gallery).slice(0, MAX_GALLERY_IMAGES), caption);
    },
  });
  // Markdown has no definition list: it stays HTML, which the sanitiser allows.
  service.addRule('definitionList', {
    filter: (node) => node.nodeName === 'DL' && !isGallery(asElement(node)),
    replacement: (_content, node) => {
      kept.add('dl');
      return asHtmlBlock(asElement(node));
    },
  });
  // A cover block's image is its background: without this its picture would be lost.
  service.addRule('coverBackground', {
    filter: (node) => node.nodeName === 'DIV' && /\bwp-block-cover\b/.test(asElement(node).getAttribute('class') ?? '') && /url\(/.test(asElement(node).getAttribute('style') ?? ''),
    replacement: (content, node) => {
      const url = /background-image\s*:\s*url\(\s*['"]?([^'")\s]+)['"]?\s*\)/i.exec(asElement(node).getAttribute('style') ?? '')?.[1];
      return url ? `\n\n${markdownGallery([{ src: url, alt: '', caption: '' }])}\n\n${content}\n\n` : content;
    },
  });
  // WordPress's audio and video blocks: the file's address on a line of its own, which Folio draws as a player.
  service.addRule('mediaBlock', {
    filter: (node) => node.nodeName === 'FIGURE' && /\bwp-block-(?:audio|video)\b/.test(asElement(node).getAttribute('class') ?? ''),
    replacement: (content, node) => {
      const media = asElement(node).querySelector('audio[src], video[src], source[src]');
      const src = media?.getAttribute('src')?.trim() ?? '';
      if (!/^https?:\/\/[^\s<>"]+$/i.test(src)) return content;
      const caption = asElement(node).querySelector('figcaption')?.textContent?.replace(/\s+/g, ' ').trim();
      return `\n\n${src}\n\n${caption ? `${service.escape(caption)}\n\n` : ''}`;
    },
  });
  embedRules(service, unknownEmbeds);
  return service;
}

/**
 * An imported post's HTML as Markdown an author can edit: ATX headings, fenced code keeping its
 * language, GFM tables and strikethrough, embeds as their bare URLs. What Markdown cannot hold
 * (captioned figures, tables with spans) stays raw HTML, which the render pipeline sanitises like any other.
 * Synchronous, one post at a time.
 */
export function htmlToMarkdown(html: string): HtmlToMarkdownResult {
  const kept = new Set<string>();
  const unknownEmbeds: UnknownEmbeds = new Map();
  const markdown = createService(kept, unknownEmbeds)
    .turndown(html)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { markdown, keptAsHtml: [...kept], unknownEmbeds: Object.fromEntries(unknownEmbeds) };
}

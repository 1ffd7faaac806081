import { MAX_GALLERY_IMAGES } from '../../../render/gallery-markdown.js';
import { decodeEntities } from '../../html-entities.js';
import { EMBED_SHORTCODES } from './embed-shortcodes.js';

/** An attachment of the export: what a [gallery] of its id shows. */
export interface WxrAttachment {
  url: string;
  /** Its excerpt, which WordPress shows under it in a gallery. */
  caption: string;
  alt: string;
  /** The post it was uploaded to: a [gallery] without ids shows that post's. */
  parent: string;
  order: number;
}

/** What the shortcodes of one post became, and what the author should be told. */
export interface ExpandedShortcodes {
  html: string;
  warnings: string[];
}

/** Shortcodes nested deeper than this are left as text: no post needs it, and a hostile one cannot make the work grow. */
export const MAX_SHORTCODE_DEPTH = 20;
/** `[name attributes]`, `[/name]` and the escaped `[[name]]`, which WordPress shows as the text `[name]`. */
const SHORTCODE = /\[(\[?)(\/?)([a-z][a-z0-9_-]*)((?:\s[^[\]]*)?)\](\]?)/gi;
/** WordPress's own reading of a shortcode's text (shortcode_parse_atts): `name="value"`, `name='value'`, `name=value`, or a bare word. */
const ATTRIBUTE = /([\w-]+)\s*=\s*"([^"]*)"(?:\s|$)|([\w-]+)\s*=\s*'([^']*)'(?:\s|$)|([\w-]+)\s*=\s*([^\s'"]+)(?:\s|$)|"([^"]*)"(?:\s|$)|'([^']*)'(?:\s|$)|(\S+)(?:\s|$)/g;
const ENCLOSING = new Set(['caption', 'wp_caption', 'embed', 'audio', 'video', ...Object.keys(EMBED_SHORTCODES)]);
const MEDIA_FILE = /\.(?:mp3|m4a|ogg|oga|wav|flac|wma|mp4|m4v|webm|ogv|mov|wmv)(?:[?#]|$)/i;
const AUDIO_SOURCES = ['src', 'mp3', 'm4a', 'ogg', 'wav', 'wma', 'flac'];
const VIDEO_SOURCES = ['src', 'mp4', 'm4v', 'webm', 'ogv', 'wmv', 'flv', 'mov'];
/** Plugin shortcodes common on WordPress sites: named in the report even when they stand alone without attributes. */
const KNOWN_OTHERS = new Set(['contact-form-7', 'contact-form', 'googlemaps', 'recent-posts', 'archives', 'sitemap']);
const HTTP_URL = /^https?:\/\/[^\s"<>]+$/i;
const TAG = /<\/?[a-z][^<>]*>/gi;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A shortcode's named attributes, and its bare words (`[vimeo 123]`, `[youtube https://…?v=…]`). */
function argumentsOf(text: string): { attributes: Map<string, string>; bare: string[] } {
  const attributes = new Map<string, string>();
  const bare: string[] = [];
  for (const [, n1, v1, n2, v2, n3, v3, q1, q2, word] of text.trim().replace(/\/$/, '').matchAll(ATTRIBUTE)) {
    const name = n1 ?? n2 ?? n3;
    if (name) attributes.set(name.toLowerCase(), decodeEntities(v1 ?? v2 ?? v3 ?? ''));
    else bare.push(decodeEntities(q1 ?? q2 ?? word ?? ''));
  }
  return { attributes, bare };
}

/** The media address on a line of its own: how Folio writes an embed or a player (render's embeds draw it). */
const ownLine = (url: string) => `\n\n<p>${escapeHtml(url)}</p>\n\n`;

interface Open {
  name: string;
  attributes: Map<string, string>;
  bare: string[];
  /** Where its content starts in the output. */
  start: number;
  text: string;
}

/**
 * WordPress's shortcodes in a post's HTML: [gallery] (its attachments, with their captions), [caption]
 * (a captioned figure), [audio], [video] and [playlist] (each file's address on a line of its own),
 * [embed] and Jetpack's embeds (embed-shortcodes.ts: the address on a line of its own). Any other is
 * left as text, and named in a warning with its count. One pass over the text; nesting is followed
 * MAX_SHORTCODE_DEPTH deep.
 */
export function expandShortcodes(content: string, attachments: ReadonlyMap<string, WxrAttachment>, postId: string): ExpandedShortcodes {
  const warnings: string[] = [];
  const leftAsText = new Map<string, number>();
  const lastClose = new Map<string, number>();
  for (const match of content.matchAll(SHORTCODE)) if (match[2]) lastClose.set(match[3]!.toLowerCase(), match.index);
  const output: string[] = [];
  const stack: Open[] = [];
  let tooDeep = false;
  let from = 0;
  const leave = (name: string, attributes: string) => {
    if (KNOWN_OTHERS.has(name) || lastClose.has(name) || attributes.includes('=')) leftAsText.set(name, (leftAsText.get(name) ?? 0) + 1);
  };
  for (const match of content.matchAll(SHORTCODE)) {
    const [text, escapedOpen, closing, rawName, rawAttributes, escapedClose] = match as unknown as string[];
    const name = rawName!.toLowerCase();
    output.push(content.slice(from, match.index));
    from = match.index + text!.length;
    if (escapedOpen && escapedClose) {
      output.push(text!.slice(1, -1));
      continue;
    }
    if (closing) {
      const at = stack.findLastIndex((open) => open.name === name);
      if (at === -1) {
        output.push(text!);
        continue;
      }
      // Unclosed shortcodes inside this one stay as they were written.
      while (stack.length > at + 1) {
        const unclosed = stack.pop()!;
        output.splice(unclosed.start, 0, unclosed.text);
      }
      const open = stack.pop()!;
      const inner = output.splice(open.start).join('');
      output.push(expand(open.name, open.attributes, open.bare, inner, { attachments, postId, warnings }));
      continue;
    }
    const { attributes, bare } = argumentsOf(rawAttributes ?? '');
    const handled = ENCLOSING.has(name) || name === 'gallery' || name === 'playlist';
    if (!handled) {
      leave(name, rawAttributes ?? '');
      output.push(text!);
      continue;
    }
    if (stack.length >= MAX_SHORTCODE_DEPTH) {
      tooDeep = true;
      output.push(text!);
      continue;
    }
    if (ENCLOSING.has(name) && (lastClose.get(name) ?? -1) > match.index) stack.push({ name, attributes, bare, start: output.length, text: text! });
    else output.push(expand(name, attributes, bare, '', { attachments, postId, warnings }));
  }
  output.push(content.slice(from));
  for (const unclosed of stack.reverse()) output.splice(unclosed.start, 0, unclosed.text);
  if (tooDeep) warnings.push(`WordPress shortcodes nested more than ${MAX_SHORTCODE_DEPTH} deep: the deeper ones were left as text`);
  if (leftAsText.size > 0) {
    const named = [...leftAsText].map(([name, count]) => `[${name}]${count > 1 ? ` ×${count}` : ''}`).join(', ');
    warnings.push(`WordPress shortcodes left as text (Folio has nothing to show them with): ${named}`);
  }
  return { html: output.join(''), warnings };
}

interface ExpandContext {
  attachments: ReadonlyMap<string, WxrAttachment>;
  postId: string;
  warnings: string[];
}

function expand(name: string, attributes: Map<string, string>, bare: string[], inner: string, context: ExpandContext): string {
  const provider = EMBED_SHORTCODES[name];
  if (provider) {
    const url = provider({ attributes, bare, inner: decodeEntities(inner.replace(TAG, '')) });
    if (url && HTTP_URL.test(url)) return ownLine(url);
    context.warnings.push(`A WordPress [${name}] without an address Folio could read was left out`);
    return '';
  }
  switch (name) {
    case 'playlist':
      return playlist(attributes, context);
    case 'caption':
    case 'wp_caption':
      return captioned(attributes, inner);
    case 'gallery':
      return gallery(attributes, context);
    case 'embed': {
      const url = decodeEntities(inner.replace(TAG, '')).trim();
      if (HTTP_URL.test(url)) return ownLine(url);
      context.warnings.push(`A WordPress [embed] without a web address was left out: ${url.slice(0, 100)}`);
      return '';
    }
    default: {
      const kinds = name === 'audio' ? AUDIO_SOURCES : VIDEO_SOURCES;
      const url = kinds.map((kind) => attributes.get(kind)?.trim()).find((value) => value && HTTP_URL.test(value));
      if (url) return ownLine(url);
      context.warnings.push(`A WordPress [${name}] without a web address of its file was left out`);
      return inner;
    }
  }
}

/** [playlist]: the audio or video files its `ids` name (else those uploaded to the post), each on a line of its own. */
function playlist(attributes: Map<string, string>, { attachments, postId, warnings }: ExpandContext): string {
  const listed = (attributes.get('ids') ?? attributes.get('include') ?? '').split(/[\s,]+/).filter(Boolean);
  const files = listed.length > 0 ? listed.flatMap((id) => attachments.get(id) ?? []) : [...attachments.values()].filter((file) => file.parent === postId).sort((a, b) => a.order - b.order);
  const urls = files.map((file) => file.url).filter((url) => HTTP_URL.test(url) && MEDIA_FILE.test(url));
  if (urls.length === 0) {
    warnings.push('A WordPress [playlist] whose files the export does not hold was left out');
    return '';
  }
  return urls.map(ownLine).join('');
}

/** [caption]: its image (linked or not) in a figure, captioned by the attribute or by the text after the image. */
function captioned(attributes: Map<string, string>, inner: string): string {
  const image = /(?:<a\b[^<>]*>\s*)?<img\b[^<>]*>(?:\s*<\/a>)?/i.exec(inner)?.[0] ?? '';
  const text = (attributes.get('caption') ?? inner.replace(image, '')).replace(TAG, '').replace(/\s+/g, ' ').trim();
  if (!image) return text ? `<p>${text}</p>` : '';
  return `<figure>${image}${text ? `<figcaption>${text}</figcaption>` : ''}</figure>`;
}

/**
 * [gallery]: the attachments its `ids` (or `include`) name, else those uploaded to the post, as the
 * nested figures of a block gallery, which the conversion to Markdown keeps whole (render/gallery-markdown.ts).
 */
function gallery(attributes: Map<string, string>, { attachments, postId, warnings }: ExpandContext): string {
  const listed = (attributes.get('ids') ?? attributes.get('include') ?? '').split(/[\s,]+/).filter(Boolean);
  const excluded = new Set((attributes.get('exclude') ?? '').split(/[\s,]+/));
  const ids = listed.length > 0 ? listed : [...attachments].filter(([, file]) => file.parent === postId).sort(([, a], [, b]) => a.order - b.order).map(([id]) => id);
  const missing = ids.filter((id) => !attachments.has(id));
  if (missing.length > 0) warnings.push(`A WordPress [gallery] names attachments the export does not hold, left out: ${missing.slice(0, 20).join(', ')}${missing.length > 20 ? '…' : ''}`);
  const files = ids.filter((id) => !excluded.has(id)).flatMap((id) => attachments.get(id) ?? []);
  if (files.length > MAX_GALLERY_IMAGES) warnings.push(`A WordPress gallery of ${files.length} images: the first ${MAX_GALLERY_IMAGES} are kept, the most one gallery holds`);
  if (files.length === 0) return '';
  const figures = files.slice(0, MAX_GALLERY_IMAGES).map(({ url, alt, caption }) => {
    const text = caption.replace(TAG, '').replace(/\s+/g, ' ').trim();
    return `<figure><img src="${escapeHtml(url)}" alt="${escapeHtml(alt)}">${text ? `<figcaption>${escapeHtml(decodeEntities(text))}</figcaption>` : ''}</figure>`;
  });
  return `\n\n<figure class="wp-block-gallery">${figures.join('')}</figure>\n\n`;
}

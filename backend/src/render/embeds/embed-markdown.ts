import type MarkdownIt from 'markdown-it';
import type { StateCore, Token } from 'markdown-it';
import { embedHtml, facadeHtml } from './embed-markup.js';
import { findEmbed } from './embed-providers.js';

/** An HTML block that is one iframe and nothing else (its fallback content aside), as a provider's "embed code" is. */
const LONE_IFRAME = /^\s*<iframe\b([^>]*)>[\s\S]*?<\/iframe>\s*$/i;
const SRC_ATTRIBUTE = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

/** The address a pasted iframe frames, with the only entity providers write in it decoded. */
function iframeSource(html: string): string | undefined {
  // A frame that brings its own document is no provider's player, whatever its src says.
  if (/\ssrcdoc\b/i.test(html)) return undefined;
  const attributes = LONE_IFRAME.exec(html)?.[1];
  const src = attributes === undefined ? undefined : SRC_ATTRIBUTE.exec(attributes);
  const value = src?.[1] ?? src?.[2] ?? src?.[3];
  return value?.replace(/&amp;/g, '&');
}

/**
 * The URL a paragraph holds and nothing else: a bare link (linkified or `<…>`), or a site path as
 * text (`/uploads/talk.mp4`). A link with words of its own (`[a talk](…)`) stays a link.
 */
function loneUrl(children: Token[]): string | undefined {
  if (children.length === 1 && children[0]!.type === 'text') return children[0]!.content.trim();
  if (children.length !== 3) return undefined;
  const [open, text, close] = children;
  if (open!.type !== 'link_open' || text!.type !== 'text' || close!.type !== 'link_close') return undefined;
  if (open!.markup !== 'linkify' && open!.markup !== 'autolink') return undefined;
  return open!.attrGet('href') ?? undefined;
}

/**
 * markdown-it plugin: a URL on a line of its own, at the top level of the post, that a provider of
 * the list recognises (embed-providers.ts) or that names a media file (embed-media.ts), becomes
 * that embed's markup (embed-markup.ts). Any other URL stays a link. A provider's embed code pasted
 * as it is (an iframe alone in its HTML block) becomes the same facade, rebuilt from the list; any
 * other iframe stays raw HTML, which the sanitiser drops.
 */
export function embeds(markdown: MarkdownIt): void {
  markdown.core.ruler.after('linkify', 'folio_embeds', (state: StateCore) => {
    const tokens = state.tokens;
    for (const token of tokens) if (token.type === 'html_block' && token.level === 0) pastedIframe(token);
    for (let index = 1; index < tokens.length - 1; index++) {
      const inline = tokens[index]!;
      const [open, close] = [tokens[index - 1]!, tokens[index + 1]!];
      if (inline.type !== 'inline' || !inline.children || open.type !== 'paragraph_open' || close.type !== 'paragraph_close' || open.level !== 0) continue;
      const url = loneUrl(inline.children);
      const html = url === undefined ? undefined : embedHtml(url);
      if (html === undefined) continue;
      const embed = new state.Token('folio_embed', '', 0);
      embed.content = html;
      embed.block = true;
      tokens.splice(index - 1, 3, embed);
    }
  });
  markdown.renderer.rules.folio_embed = (tokens, index) => tokens[index]!.content;
}

/** Turns an HTML block holding a known provider's iframe into that provider's facade, in place. */
function pastedIframe(token: Token): void {
  const src = iframeSource(token.content);
  const embed = src === undefined ? undefined : findEmbed(src);
  if (!embed) return;
  Object.assign(token, { type: 'folio_embed', content: facadeHtml(embed) });
}

import type MarkdownIt from 'markdown-it';
import type { StateCore, Token } from 'markdown-it';
import { embedHtml } from './embed-markup.js';

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
 * that embed's markup (embed-markup.ts). Any other URL stays a link.
 */
export function embeds(markdown: MarkdownIt): void {
  markdown.core.ruler.after('linkify', 'folio_embeds', (state: StateCore) => {
    const tokens = state.tokens;
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

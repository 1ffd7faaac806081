import type MarkdownIt from 'markdown-it';
import type { StateCore, Token } from 'markdown-it';

const isBlank = (token: Token) => token.type === 'softbreak' || (token.type === 'text' && !token.content.trim());

/** The image of a paragraph that holds one image (or one linked image) and nothing else. */
function loneImage(children: Token[]): Token | undefined {
  const parts = children.filter((child) => !isBlank(child));
  if (parts.length === 1 && parts[0]!.type === 'image') return parts[0];
  const [open, image, close] = parts;
  if (parts.length === 3 && open!.type === 'link_open' && image!.type === 'image' && close!.type === 'link_close') return image;
  return undefined;
}

/**
 * markdown-it plugin: an image alone in its paragraph with a title, `![alt](src "Caption")`, becomes
 * a figure captioned by its title (read as Markdown, so a caption may hold emphasis or a link):
 *
 *   <figure><img src="src" alt="alt"><figcaption>Caption</figcaption></figure>
 *
 * The title is taken off the image, where it would repeat the caption as a tooltip. An image
 * without a title stays in its paragraph: its alt text describes it, and is not a caption.
 */
export function figures(markdown: MarkdownIt): void {
  // Before footnote_tail moves the notes to the end, so that a citation in a caption is counted.
  markdown.core.ruler.after('inline', 'folio_figures', (state: StateCore) => {
    const tokens = state.tokens;
    for (let index = 1; index < tokens.length - 1; index++) {
      const inline = tokens[index]!;
      const [open, close] = [tokens[index - 1]!, tokens[index + 1]!];
      if (inline.type !== 'inline' || !inline.children || open.type !== 'paragraph_open' || close.type !== 'paragraph_close') continue;
      const image = loneImage(inline.children);
      const caption = image?.attrGet('title');
      if (!image || !caption) continue;
      image.attrs = image.attrs!.filter(([name]) => name !== 'title');
      Object.assign(open, { type: 'figure_open', tag: 'figure', hidden: false });
      Object.assign(close, { type: 'figure_close', tag: 'figure', hidden: false });
      const [parsed] = markdown.parseInline(caption, state.env);
      inline.children.push(
        new state.Token('figcaption_open', 'figcaption', 1),
        ...(parsed?.children ?? []),
        new state.Token('figcaption_close', 'figcaption', -1),
      );
    }
  });
}

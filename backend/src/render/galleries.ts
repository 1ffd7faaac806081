import type MarkdownIt from 'markdown-it';
import type { StateCore, Token } from 'markdown-it';

const isBlank = (token: Token) => token.type === 'softbreak' || token.type === 'hardbreak' || (token.type === 'text' && !token.content.trim());

/** The images of a paragraph made only of images (each alone or linked), or undefined when it holds anything else. */
function imagesOnly(children: Token[]): Token[][] | undefined {
  const parts = children.filter((child) => !isBlank(child));
  const images: Token[][] = [];
  for (let index = 0; index < parts.length; index++) {
    const [token, next, after] = [parts[index]!, parts[index + 1], parts[index + 2]];
    if (token.type === 'image') images.push([token]);
    else if (token.type === 'link_open' && next?.type === 'image' && after?.type === 'link_close') {
      images.push([token, next, after]);
      index += 2;
    } else return undefined;
  }
  return images;
}

/**
 * markdown-it plugin: a paragraph made only of two or more images (one per line, or side by side)
 * is a gallery, drawn as a grid; each image whose title is set is captioned by it, as figures.ts does
 * for an image alone:
 *
 *   ![A](a.jpg "First")
 *   ![B](b.jpg)
 *
 *   <figure class="gallery"><figure><img src="a.jpg" alt="A"><figcaption>First</figcaption></figure><figure><img src="b.jpg" alt="B"></figure></figure>
 */
export function galleries(markdown: MarkdownIt): void {
  markdown.core.ruler.after('inline', 'folio_galleries', (state: StateCore) => {
    const tokens = state.tokens;
    for (let index = 1; index < tokens.length - 1; index++) {
      const inline = tokens[index]!;
      const [open, close] = [tokens[index - 1]!, tokens[index + 1]!];
      if (inline.type !== 'inline' || !inline.children || open.type !== 'paragraph_open' || close.type !== 'paragraph_close') continue;
      const images = imagesOnly(inline.children);
      if (!images || images.length < 2) continue;
      Object.assign(open, { type: 'gallery_open', tag: 'figure', hidden: false, attrs: [['class', 'gallery']] });
      Object.assign(close, { type: 'gallery_close', tag: 'figure', hidden: false });
      inline.children = images.flatMap((parts) => {
        const image = parts.find((part) => part.type === 'image')!;
        const caption = image.attrGet('title');
        const figcaption: Token[] = [];
        if (caption) {
          image.attrs = image.attrs!.filter(([name]) => name !== 'title');
          const [parsed] = markdown.parseInline(caption, state.env);
          figcaption.push(new state.Token('figcaption_open', 'figcaption', 1), ...(parsed?.children ?? []), new state.Token('figcaption_close', 'figcaption', -1));
        }
        return [new state.Token('figure_open', 'figure', 1), ...parts, ...figcaption, new state.Token('figure_close', 'figure', -1)];
      });
    }
  });
}

import type MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';
import anchor from 'markdown-it-anchor';

/** Every heading id starts so: the site's own ids (`root`, `main-content`, `post-title`…) never do, and the sanitiser keeps no other. */
export const HEADING_ID_PREFIX = 'h-';
const MAX_SLUG_LENGTH = 80;

/** `h-` and the heading's words, lower case, joined by hyphens, in any script ("Café au lait" → `h-café-au-lait`). */
export function headingSlug(text: string): string {
  const slug = text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
  return `${HEADING_ID_PREFIX}${slug || 'section'}`;
}

const holdsLink = (children: Token[]) => children.some((child) => child.type === 'link_open' || (child.type === 'html_inline' && /^<a[\s>]/i.test(child.content)));

const headerLink = anchor.permalink.headerLink({ class: 'heading-anchor' });

/** The words a heading's id is made of: its text and inline code, as markdown-it-anchor reads them. */
const headingText = (children: Token[]) =>
  children
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('');

/**
 * Ids unique in one post: `h-notes`, then `h-notes-1`, `h-notes-2`… (a suffix already taken is
 * skipped). Each base remembers the next suffix to try, so that 50,000 headings of one word cost
 * 50,000 steps, not 50,000² / 2.
 */
class UniqueIds {
  private readonly taken = new Set<string>();
  private readonly nextSuffix = new Map<string, number>();

  take(base: string): string {
    let id = base;
    let suffix = this.nextSuffix.get(base) ?? 1;
    while (this.taken.has(id)) id = `${base}-${suffix++}`;
    this.nextSuffix.set(base, suffix);
    this.taken.add(id);
    return id;
  }
}

/**
 * markdown-it plugin: each heading gets an id, unique in the post (`h-notes`, `h-notes-1`…), and its
 * text becomes a link to itself:
 *
 *   <h2 id="h-notes"><a href="#h-notes" class="heading-anchor">Notes</a></h2>
 *
 * The heading's accessible name stays its text (a "#" link inside it, labelled, would be read as
 * part of the heading). A heading holding a link of its own keeps only its id: links cannot nest.
 * markdown-it-anchor's own rule is not used: it looks each heading up again from the start of the
 * post and walks every taken suffix, which made a post of 20,000 one-word headings take 26 s.
 */
export function headingAnchors(markdown: MarkdownIt): void {
  markdown.core.ruler.push('heading_anchors', (state) => {
    const ids = new UniqueIds();
    state.tokens.forEach((token, index) => {
      if (token.type !== 'heading_open') return;
      const children = state.tokens[index + 1]?.children ?? [];
      const id = ids.take(headingSlug(headingText(children)));
      token.attrSet('id', id);
      if (!holdsLink(children)) headerLink(id, {}, state, index);
    });
  });
}

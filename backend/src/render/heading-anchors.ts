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

/**
 * markdown-it plugin: each heading gets an id, unique in the post (`h-notes`, `h-notes-1`…), and its
 * text becomes a link to itself:
 *
 *   <h2 id="h-notes"><a href="#h-notes" class="heading-anchor">Notes</a></h2>
 *
 * The heading's accessible name stays its text (a "#" link inside it, labelled, would be read as
 * part of the heading). A heading holding a link of its own keeps only its id: links cannot nest.
 */
export function headingAnchors(markdown: MarkdownIt): void {
  markdown.use(anchor, {
    slugify: headingSlug,
    tabIndex: false,
    permalink: (slug, options, state, index) => {
      if (!holdsLink(state.tokens[index + 1]?.children ?? [])) headerLink(slug, options, state, index);
    },
  });
}

import type MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';
import footnote from 'markdown-it-footnote';

interface FootnoteMeta {
  /** The note's place in the post, from 0: notes are numbered once, in the order they are first cited. */
  id: number;
  /** Which citation of the note, from 0, for a note cited more than once. */
  subId?: number;
}

const meta = (tokens: Token[], index: number) => tokens[index]!.meta as FootnoteMeta;
const number = (note: FootnoteMeta) => note.id + 1;
/** `fnref-2`, then `fnref-2-1`, `fnref-2-2` for later citations of the same note. */
const referenceId = (note: FootnoteMeta) => `fnref-${number(note)}${note.subId ? `-${note.subId}` : ''}`;

/**
 * markdown-it plugin: footnotes (`text[^label]` and `[^label]: the note`) as markdown-it-footnote
 * parses them, written with ids that cannot meet the page's own (`fn-N`, `fnref-N`; the sanitiser
 * lets no other id through on these elements) and a back-link per citation that says where it goes.
 *
 *   <sup class="footnote-ref"><a href="#fn-1" id="fnref-1">1</a></sup>
 *   <section class="footnotes">
 *   <ol class="footnotes-list">
 *   <li id="fn-1" class="footnote-item"><p>The note. <a href="#fnref-1" class="footnote-backref" aria-label="Back to reference 1">↩︎</a></p>
 *   </li>
 *   </ol>
 *   </section>
 */
export function footnotes(markdown: MarkdownIt): void {
  markdown.use(footnote);
  const rules = markdown.renderer.rules;
  rules.footnote_ref = (tokens, index) => {
    const note = meta(tokens, index);
    return `<sup class="footnote-ref"><a href="#fn-${number(note)}" id="${referenceId(note)}">${number(note)}</a></sup>`;
  };
  rules.footnote_block_open = () => '<section class="footnotes">\n<ol class="footnotes-list">\n';
  rules.footnote_open = (tokens, index) => `<li id="fn-${number(meta(tokens, index))}" class="footnote-item">`;
  rules.footnote_anchor = (tokens, index) => {
    const note = meta(tokens, index);
    const label = `Back to reference ${number(note)}${note.subId ? ` (${note.subId + 1})` : ''}`;
    // U+FE0E keeps the arrow a text glyph where iOS would draw an emoji.
    return ` <a href="#${referenceId(note)}" class="footnote-backref" aria-label="${label}">\u21a9\ufe0e</a>`;
  };
}

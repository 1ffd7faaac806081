import { tex } from '@mdit/plugin-tex';
import type { default as Katex, KatexOptions } from 'katex';
import type MarkdownIt from 'markdown-it';
import { createRequire } from 'node:module';
import { rawHtmlDepth } from './nesting-limit.js';

let katex: typeof Katex | undefined;

/**
 * KaTeX, loaded by the first formula: the server's own thread imports the renderer (for an
 * importer's cards) but rarely typesets, and KaTeX costs some 3 MB of heap once loaded.
 */
function loadKatex(): typeof Katex {
  katex ??= createRequire(import.meta.url)('katex') as typeof Katex;
  return katex;
}

/**
 * KaTeX writes each formula twice: MathML (what screen readers, feeds and e-mail clients read) and
 * HTML drawn with its stylesheet and fonts (what the page shows). The HTML needs a few inline styles
 * (heights, offsets, margins, all numbers in em) and small SVGs for radicals and stretchy arrows;
 * the sanitiser lets exactly those through (math-markup.ts), which is why MathML alone
 * (output: 'mathml', no styles at all) was not chosen: browsers draw MathML with system fonts,
 * unevenly from one to the next, and the issue asks for HTML + MathML.
 */
const KATEX_OPTIONS: KatexOptions = {
  output: 'htmlAndMathml',
  throwOnError: true,
  // Untrusted: \href, \url, \includegraphics, \htmlClass, \htmlId, \htmlStyle and \htmlData draw their name in red instead.
  trust: false,
  // KaTeX's "strict" is about LaTeX compatibility (Unicode in maths, for one), not safety: accepted silently.
  strict: 'ignore',
  // \rule, \kern and friends capped at 20 em; macro expansions bounded (an infinite \def never ends otherwise).
  maxSize: 20,
  maxExpand: 1000,
};

/** Longer formulas are shown as their source: KaTeX's time and output grow with the length. */
export const MAX_FORMULA_LENGTH = 5_000;
/**
 * Macros defined in a formula can multiply its length at each expansion (a 200-character formula
 * took KaTeX a minute and 3 MB), which maxExpand, counting expansions, does not bound; a post's
 * formulas do without them.
 */
const MACRO_DEFINITION = /\\(?:[gex]?def|let|futurelet|global|(?:re)?newcommand|providecommand|newenvironment)(?![a-zA-Z])/;
/** KaTeX's markup nests deeply for nested fractions and scripts; past this, the source is shown (see nesting-limit.ts). */
export const MAX_FORMULA_DEPTH = 60;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function typeset(source: string, displayMode: boolean): string | undefined {
  if (source.length > MAX_FORMULA_LENGTH || MACRO_DEFINITION.test(source)) return undefined;
  try {
    const html = loadKatex().renderToString(source, { ...KATEX_OPTIONS, displayMode });
    return rawHtmlDepth(html) > MAX_FORMULA_DEPTH ? undefined : html;
  } catch {
    // A ParseError (a typo in the formula) or anything else KaTeX throws: the reader gets the source.
    return undefined;
  }
}

/** A formula as KaTeX's HTML + MathML, or, when it cannot be typeset, its TeX source as code. */
export function renderFormula(source: string, displayMode: boolean): string {
  const html = typeset(source, displayMode);
  if (displayMode) return `${html ?? `<pre><code class="language-tex">${escapeHtml(source)}</code></pre>`}\n`;
  return html ?? `<code class="language-tex">${escapeHtml(source)}</code>`;
}

/** markdown-it plugin: `$…$` inline and `$$…$$` on lines of their own (a `$` before a digit or after a space does not close, so prices stay text). */
export function maths(markdown: MarkdownIt): void {
  markdown.use(tex, { delimiters: 'dollars', render: (content: string, displayMode: boolean) => renderFormula(content, displayMode) });
}

import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';
import { codeHighlighter, MAX_HIGHLIGHTED_CHARS } from './code-highlighter.js';
import { embeds } from './embeds/embed-markdown.js';
import { figures } from './figures.js';
import { footnotes } from './footnotes.js';
import { galleries } from './galleries.js';
import { headingAnchors } from './heading-anchors.js';
import { fenceLanguages, type HighlightEnv, highlightedFences } from './highlighted-fences.js';
import { sanitizePostHtml } from './html-sanitizer.js';
import { maths } from './maths.js';
import { nestingLimit } from './nesting-limit.js';
import { type RenderedMarkdown, textOfSanitized } from './post-text.js';
import { scrollingTables } from './scrolling-tables.js';
import { taskLists } from './task-lists.js';

export { BLOCK_TAGS, type RenderedMarkdown, textOfSanitized } from './post-text.js';

const markdown = new MarkdownIt('default', {
  // Raw HTML is let through only because sanitizePostHtml is the security boundary for all output anyway.
  html: true,
  linkify: true,
  typographer: false,
})
  .use(footnotes)
  .use(maths)
  .use(headingAnchors)
  .use(figures)
  .use(embeds)
  .use(galleries)
  .use(taskLists)
  .use(scrollingTables)
  .use(highlightedFences)
  // Last, so that it counts the elements the other rules added.
  .use(nestingLimit);

// markdown-it's own elements always nest as HTML allows, so only raw HTML can need a second pass.
const isRawHtml = (token: Token) => token.type === 'html_block' || token.type === 'html_inline';

/**
 * Consumes `tokens`: the array is emptied once the HTML is written. A post at the maximum length can
 * parse to some 400,000 tokens (70 MB on a 500-column table), which the cleaner, working on the HTML
 * alone, must not keep alive beside its own work.
 */
function render(tokens: Token[], env: HighlightEnv): string {
  const hasRawHtml = tokens.some((token) => isRawHtml(token) || token.children?.some(isRawHtml));
  const html = markdown.renderer.render(tokens, markdown.options, env);
  tokens.length = 0;
  return sanitizePostHtml(html, { settled: !hasRawHtml });
}

/**
 * Markdown (CommonMark, GFM tables, strikethrough and task lists, footnotes, maths, figures and
 * heading anchors) to allowlisted, safe HTML, with code left plain: synchronous, for Markdown
 * converted on the way in (an importer's cards). A post's body comes from renderPost.
 */
export function renderMarkdown(source: string): string {
  const env: HighlightEnv = {};
  return render(markdown.parse(source, env), env);
}

/**
 * What a post stores: renderMarkdown's HTML with the code of known languages highlighted (their
 * grammars loaded first), and the text of that HTML, in one linear pass each.
 */
export async function renderPost(source: string): Promise<RenderedMarkdown> {
  const env: HighlightEnv = {};
  const tokens = markdown.parse(source, env);
  const languages = fenceLanguages(tokens);
  if (languages.size) {
    const highlighter = await codeHighlighter();
    await highlighter.load(languages);
    let budget = MAX_HIGHLIGHTED_CHARS;
    env.highlight = (code, language) => {
      if (code.length > budget) return undefined;
      const highlighted = highlighter.highlight(code, language);
      if (highlighted !== undefined) budget -= code.length;
      return highlighted;
    };
  }
  const html = render(tokens, env);
  return { html, text: textOfSanitized(html) };
}

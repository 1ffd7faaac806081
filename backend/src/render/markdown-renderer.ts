import MarkdownIt from 'markdown-it';
import { sanitizePostHtml } from './html-sanitizer.js';
import { nestingLimit } from './nesting-limit.js';

const markdown = new MarkdownIt('default', {
  // Raw HTML is let through only because sanitizePostHtml is the security boundary for all output anyway.
  html: true,
  linkify: true,
  typographer: false,
}).use(nestingLimit);

/** A post's body as stored: the sanitised HTML and its visible text (for the excerpt, reading time and search). */
export interface RenderedMarkdown {
  html: string;
  text: string;
}

/** Markdown (CommonMark + GFM tables and strikethrough) to allowlisted, safe HTML. */
export function renderMarkdown(source: string): string {
  const tokens = markdown.parse(source, {});
  // markdown-it's own elements always nest as HTML allows, so only raw HTML can need a second pass.
  const hasRawHtml = tokens.some((token) => token.type === 'html_block' || token.children?.some((child) => child.type === 'html_inline'));
  return sanitizePostHtml(markdown.renderer.render(tokens, markdown.options, {}), { settled: !hasRawHtml });
}

/** What a post stores: renderMarkdown and the text of its result, in one linear pass each. */
export function renderPost(source: string): RenderedMarkdown {
  const html = renderMarkdown(source);
  return { html, text: textOfSanitized(html) };
}

// Boundaries between these become spaces, so "<p>a</p><p>b</p>" reads "a b" and not "ab".
export const BLOCK_TAGS: readonly string[] = [
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'ul', 'ol', 'li', 'pre',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'div',
];
const BLOCK_TAG = new RegExp(`<\\/?(?:${BLOCK_TAGS.join('|')})(?=[\\s/>])[^>]*>`, 'g');
const ESCAPES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

function collapse(text: string): string {
  return text
    .replace(/&(?:amp|lt|gt|quot);/g, (escape) => ESCAPES[escape]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The visible text of HTML that sanitizePostHtml wrote, entities decoded and whitespace collapsed
 * (for excerpts, reading time and search), without parsing it again: there every tag is an
 * allowlisted one, attribute values hold no `>` and text holds no `<`, and only &amp;, &lt;, &gt;
 * and &quot; remain as entities, so tags can be told from text by their brackets alone.
 */
export function textOfSanitized(html: string): string {
  return collapse(html.replace(BLOCK_TAG, ' ').replace(/<[^>]*>/g, ''));
}

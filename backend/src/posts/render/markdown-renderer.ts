import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { NON_TEXT_TAGS, sanitizePostHtml } from './html-sanitizer.js';
import { nestingLimit } from './nesting-limit.js';

const markdown = new MarkdownIt('default', {
  // Raw HTML is let through only because sanitizePostHtml is the security boundary for all output anyway.
  html: true,
  linkify: true,
  typographer: false,
}).use(nestingLimit);

/** Markdown (CommonMark + GFM tables and strikethrough) to allowlisted, safe HTML. */
export function renderMarkdown(source: string): string {
  return sanitizePostHtml(markdown.render(source));
}

// Boundaries between these become spaces, so "<p>a</p><p>b</p>" reads "a b" and not "ab".
const BLOCK_TAGS = [
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'ul', 'ol', 'li', 'pre',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'div',
];
const ESCAPES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** Visible text of (sanitised) post HTML, entities decoded and whitespace collapsed: for excerpts and search. */
export function plainText(html: string): string {
  // Only attribute-free block tags survive, so a tag is exactly `<…>` and the text holds no other markup.
  const blocks = sanitizeHtml(html, {
    allowedTags: BLOCK_TAGS,
    allowedAttributes: {},
    nonTextTags: [...NON_TEXT_TAGS],
  });
  return blocks
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot);/g, (escape) => ESCAPES[escape])
    .replace(/\s+/g, ' ')
    .trim();
}

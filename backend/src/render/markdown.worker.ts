import { codeHighlighter } from './code-highlighter.js';
import type { HtmlToMarkdownResult } from './html-to-markdown.js';
import { type RenderedMarkdown, renderMarkdown, renderPost } from './markdown-renderer.js';

/**
 * Readied as the thread starts, while its first post is on its way: Shiki's highlighter and theme,
 * and one pass through every rule (KaTeX's included), so that the first save does not pay for them.
 * Grammars are loaded by the posts that name them.
 */
const warm = (async () => {
  renderMarkdown('# Ready\n\nA formula $x^2$, a note[^1], a table:\n\n| a |\n|---|\n| b |\n\n[^1]: Here.');
  await codeHighlighter();
})().catch(() => {
  // A failure to warm up shows again, and is reported, in the render that needs the part that failed.
});

/** Runs in a RenderService worker thread: the whole render, off the server's event loop. */
export default async function render(markdown: string): Promise<RenderedMarkdown> {
  await warm;
  return renderPost(markdown);
}

/** An imported post's HTML as Markdown, and the embeds it left out, in the same threads; the converter is loaded by the first import only. */
export async function htmlToMarkdown(html: string): Promise<Pick<HtmlToMarkdownResult, 'markdown' | 'unknownEmbeds'>> {
  const { htmlToMarkdown: convert } = await import('./html-to-markdown.js');
  const { markdown, unknownEmbeds } = convert(html);
  return { markdown, unknownEmbeds };
}

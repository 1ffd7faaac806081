import { type RenderedMarkdown, renderPost } from './markdown-renderer.js';

/** Runs in a RenderService worker thread: the whole render, off the server's event loop. */
export default function render(markdown: string): RenderedMarkdown {
  return renderPost(markdown);
}

/** An imported post's HTML as Markdown, in the same threads; the converter is loaded by the first import only. */
export async function htmlToMarkdown(html: string): Promise<string> {
  const { htmlToMarkdown: convert } = await import('../transfer/html-to-markdown.js');
  return convert(html).markdown;
}

import { type RenderedMarkdown, renderPost } from './markdown-renderer.js';

/** Runs in a RenderService worker thread: the whole render, off the server's event loop. */
export default function render(markdown: string): RenderedMarkdown {
  return renderPost(markdown);
}

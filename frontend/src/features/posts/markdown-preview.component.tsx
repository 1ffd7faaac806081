import MarkdownIt from 'markdown-it';
import { useDeferredValue, useMemo } from 'react';

/**
 * The same Markdown flavour as the server (CommonMark, GFM tables and strikethrough, bare links),
 * but with `html: false`: raw HTML in the text shows as text, so the preview cannot run markup.
 * (The server lets it through to its sanitiser; what readers get may therefore differ for raw HTML.)
 */
const markdown = new MarkdownIt('default', { html: false, linkify: true, typographer: false });

export function renderPreview(source: string): string {
  return markdown.render(source);
}

/** The live preview beside the Markdown, styled as the article readers get. */
export function MarkdownPreview({ source, id }: { source: string; id: string }) {
  // Typing stays responsive in a long post: the preview may lag a keystroke behind.
  const deferred = useDeferredValue(source);
  const html = useMemo(() => renderPreview(deferred), [deferred]);
  return (
    <section className="markdown-preview" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="markdown-preview__heading">
        Preview
      </h2>
      {deferred.trim() ? (
        <div className="prose markdown-preview__body" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className="markdown-preview__empty">Nothing to preview yet.</p>
      )}
    </section>
  );
}

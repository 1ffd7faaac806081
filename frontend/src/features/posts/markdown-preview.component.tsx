import { Button } from '../../components/button.component';
import { PostBody } from '../../components/post-body.component';
import { errorMessage, isApiError, responseText } from '../../lib/api-error';
import type { MarkdownPreviewState } from './use-markdown-preview.hook';

/** Why the preview is not up to date, in the server's words where it gave some (busy, too long). */
function failureText(error: unknown): string {
  const reason = isApiError(error) && error.kind === 'http' ? responseText(error.data) : '';
  return `The preview could not be updated: ${reason || errorMessage(error)}`;
}

/**
 * The live preview beside the Markdown: the HTML the server would store for this text (see
 * useMarkdownPreview), shown as the article shows it, with the stylesheets its code and maths need.
 */
export function MarkdownPreview({ preview, id }: { preview: MarkdownPreviewState; id: string }) {
  const { html, empty, updating, failed, error, retry } = preview;
  return (
    <section className="markdown-preview" aria-labelledby={`${id}-heading`}>
      <div className="markdown-preview__header">
        <h2 id={`${id}-heading`} className="markdown-preview__heading">
          Preview
        </h2>
        {/* A polite live region of its own (not role=status: the page's status is for its saves). */}
        <p aria-live="polite" className={failed ? 'markdown-preview__status markdown-preview__status--failed' : 'markdown-preview__status'}>
          {updating ? 'Updating preview…' : failed ? failureText(error) : ''}
        </p>
        {failed && (
          <Button variant="secondary" onClick={retry}>
            Try Again
          </Button>
        )}
      </div>
      {empty ? (
        <p className="markdown-preview__empty">Nothing to preview yet.</p>
      ) : (
        html && (
          <div className="markdown-preview__body" aria-busy={updating}>
            <PostBody html={html} />
          </div>
        )
      )}
    </section>
  );
}

import { useEffect, useState } from 'react';
import { usePreviewPostMutation } from './api';
import { Button } from '../../components/button.component';
import { PostBody } from '../../components/post-body.component';
import { useDebouncedValue } from '../../hooks/use-debounced-value.hook';
import { errorMessage, isApiError, responseText } from '../../lib/api-error';

/** The server is asked once typing pauses this long: one render per pause, not per key. */
export const PREVIEW_DELAY_MS = 300;

/** Why the preview is not up to date, in the server's words where it gave some (busy, too long). */
function failureText(error: unknown): string {
  const reason = isApiError(error) && error.kind === 'http' ? responseText(error.data) : '';
  return `The preview could not be updated: ${reason || errorMessage(error)}`;
}

/**
 * The live preview beside the Markdown: the HTML the server would store for this text (POST
 * /api/posts/preview: the same renderer, sanitiser and image markup as a save), shown as the article
 * shows it, with the stylesheets its code and maths need. The last rendering stays in view while the
 * next one is drawn; an answer to text since changed is dropped.
 */
export function MarkdownPreview({ source, id }: { source: string; id: string }) {
  const settled = useDebouncedValue(source, PREVIEW_DELAY_MS);
  const [requestPreview, { isLoading, isError, error }] = usePreviewPostMutation();
  const [html, setHtml] = useState('');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!settled.trim()) return;
    const request = requestPreview({ content_text: settled });
    request.unwrap().then(
      (preview) => setHtml(preview.content_html),
      // Shown from the mutation's state; an abandoned request's failure is not.
      () => undefined,
    );
    return () => request.abort();
  }, [requestPreview, settled, attempt]);

  const empty = !source.trim();
  const updating = !empty && (source !== settled || isLoading);
  const failed = !empty && !updating && isError;
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
          <Button variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
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

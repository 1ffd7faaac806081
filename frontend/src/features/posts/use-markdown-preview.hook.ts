import { useEffect, useState } from 'react';
import { usePreviewPostMutation, type PostPreview } from './api';
import { useDebouncedValue } from '../../hooks/use-debounced-value.hook';

/** The server is asked once typing pauses this long: one render per pause, not per key. */
export const PREVIEW_DELAY_MS = 300;

/**
 * The server's rendering of the Markdown (POST /api/posts/preview: the same renderer, sanitiser and
 * image markup as a save) with its word count and reading time. The last answer stays while the
 * next is asked for; an answer to text since changed is dropped.
 */
export function useMarkdownPreview(source: string) {
  const settled = useDebouncedValue(source, PREVIEW_DELAY_MS);
  const [requestPreview, { isLoading, isError, error }] = usePreviewPostMutation();
  const [answer, setAnswer] = useState<PostPreview | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!settled.trim()) return;
    const request = requestPreview({ content_text: settled });
    request.unwrap().then(
      (preview) => setAnswer(preview),
      // Shown from the mutation's state; an abandoned request's failure is not.
      () => undefined,
    );
    return () => request.abort();
  }, [requestPreview, settled, attempt]);

  const empty = !source.trim();
  const updating = !empty && (source !== settled || isLoading);
  return {
    html: answer?.content_html ?? '',
    /** Null until the server has counted (and for an empty text, nothing to count). */
    stats: empty ? { words: 0, minutes: 0 } : answer ? { words: answer.word_count, minutes: answer.reading_time_minutes } : null,
    empty,
    updating,
    failed: !empty && !updating && isError,
    error,
    retry: () => setAttempt((count) => count + 1),
  };
}

export type MarkdownPreviewState = ReturnType<typeof useMarkdownPreview>;

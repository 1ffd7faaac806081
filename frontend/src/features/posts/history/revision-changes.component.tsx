import { useId, useMemo } from 'react';
import { Button } from '../../../components/button.component';
import { errorMessage } from '../../../lib/api-error';
import { formatSavedTime } from '../../../lib/dates';
import { usePostRevisionQuery, type Revision, type RevisionSummary } from './api';
import { DiffText } from './diff-text.component';
import { countChanges, wordDiff } from './word-diff';

export interface EditorText {
  title: string;
  content: string;
}

interface RevisionChangesProps {
  postId: string;
  summary: RevisionSummary;
  /** What the editor holds now, saved or not. */
  current: EditorText;
  onRestore: (revision: Revision) => void;
}

const plural = (count: number, word: string) => `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

/** One revision against the editor's text: what changed since, word by word, and the way back to it. */
export function RevisionChanges({ postId, summary, current, onRestore }: RevisionChangesProps) {
  const headingId = useId();
  const { data: revision, error, isFetching, refetch } = usePostRevisionQuery({ postId, revisionId: summary.id });
  const diff = useMemo(() => (revision ? wordDiff(revision.content_text, current.content) : null), [revision, current.content]);
  const titleDiff = useMemo(
    () => (revision && revision.title !== current.title ? wordDiff(revision.title, current.title) : null),
    [revision, current.title],
  );

  let body;
  if (revision && diff) {
    const { added, removed } = countChanges(diff);
    body = (
      <>
        <p className="revision-changes__summary">
          {added || removed
            ? `Since this version, the text in the editor has ${plural(added, 'word')} added and ${plural(removed, 'word')} removed.`
            : 'The text in the editor is the same as this version.'}
        </p>
        {titleDiff && (
          <div className="revision-changes__title">
            <h4>Title</h4>
            <DiffText parts={titleDiff} />
          </div>
        )}
        <h4 className="visually-hidden">Text</h4>
        <DiffText parts={diff} className="revision-changes__text" />
        <div className="actions">
          <Button onClick={() => onRestore(revision)}>Restore this version</Button>
        </div>
      </>
    );
  } else if (error && !isFetching) {
    body = (
      <div role="alert">
        <p className="form-error">Could not load this version: {errorMessage(error)}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          Try Again
        </Button>
      </div>
    );
  } else {
    body = <p className="hint">Loading this version...</p>;
  }

  return (
    <section className="revision-changes" aria-labelledby={headingId}>
      <h3 id={headingId} className="revision-changes__heading">
        Version of {formatSavedTime(summary.created_at)}
        {summary.autosave ? ' (autosave)' : ''}
      </h3>
      {body}
    </section>
  );
}

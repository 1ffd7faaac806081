import { useId, useRef } from 'react';
import { Button } from '../../../components/button.component';
import { Dialog } from '../../../components/dialog.component';
import { errorMessage } from '../../../lib/api-error';
import { usePostRevisionsQuery, type Revision, type RevisionSummary } from './api';
import { RevisionChanges, type EditorText } from './revision-changes.component';
import { RevisionList } from './revision-list.component';

interface HistoryDialogProps {
  postId: string;
  current: EditorText;
  selected: RevisionSummary | null;
  onSelect: (revision: RevisionSummary) => void;
  onRestore: (revision: Revision) => void;
  /** Why the last restore failed, if it did. */
  problem: string | null;
  onClose: () => void;
}

/** The post's revisions beside the changes of the one chosen (stacked on narrow screens). */
export function HistoryDialog({ postId, current, selected, onSelect, onRestore, problem, onClose }: HistoryDialogProps) {
  const titleId = useId();
  const changes = useRef<HTMLDivElement>(null);
  const { data, error, isFetching, refetch } = usePostRevisionsQuery(postId);

  function select(revision: RevisionSummary) {
    onSelect(revision);
    // Stacked, the changes are below the list: bring them into view.
    changes.current?.scrollIntoView?.({ block: 'nearest' });
  }

  let content;
  if (data) {
    content = data.items.length ? (
      <div className="history">
        <nav className="history__versions" aria-label="Versions">
          <RevisionList revisions={data.items} selectedId={selected?.id ?? null} onSelect={select} />
        </nav>
        <div className="history__changes" ref={changes}>
          {selected ? (
            <RevisionChanges key={selected.id} postId={postId} summary={selected} current={current} onRestore={onRestore} />
          ) : (
            <p className="hint">Choose a version to see what has changed since, word by word, and to restore it.</p>
          )}
        </div>
      </div>
    ) : (
      <p className="hint">No versions yet: each save of the post keeps one.</p>
    );
  } else if (error && !isFetching) {
    content = (
      <div role="alert">
        <p className="form-error">Could not load the history: {errorMessage(error)}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          Try Again
        </Button>
      </div>
    );
  } else {
    content = <p className="hint">Loading the history...</p>;
  }

  return (
    <Dialog labelledBy={titleId} onClose={onClose} className="dialog--history">
      <div className="history__header">
        <h2 id={titleId} className="dialog__title">
          History
        </h2>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      {content}
    </Dialog>
  );
}

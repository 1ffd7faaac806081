import { useState } from 'react';
import type { AdminPost } from '../api';
import { Button } from '../../../components/button.component';
import { ConfirmDialog } from '../../../components/confirm-dialog.component';
import { errorMessage } from '../../../lib/api-error';
import { formatSavedTime } from '../../../lib/dates';
import { useRestoreRevisionMutation, type Revision, type RevisionSummary } from './api';
import type { EditorText } from './revision-changes.component';
import { HistoryDialog } from './history-dialog.component';
import './history.css';

interface PostHistoryProps {
  postId: string;
  current: EditorText;
  /** Whether the editor holds text not saved yet (the form keeps it to bring back). */
  unsaved: boolean;
  onRestored: (post: AdminPost) => void;
}

/**
 * The editor's History button and what it opens. The confirmation takes the History dialog's place
 * while it is asked (one modal at a time), and Cancel brings the dialog back as it was.
 */
export function PostHistory({ postId, current, unsaved, onRestored }: PostHistoryProps) {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<RevisionSummary | null>(null);
  const [confirming, setConfirming] = useState<Revision | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [restore, restoring] = useRestoreRevisionMutation();

  function close() {
    setOpen(false);
    setProblem(null);
  }

  async function confirmRestore(revision: Revision) {
    try {
      const post = await restore({ postId, revisionId: revision.id }).unwrap();
      setConfirming(null);
      close();
      setSelected(null);
      onRestored(post);
    } catch (failure) {
      setConfirming(null);
      setProblem(`The version was not restored: ${errorMessage(failure)}`);
    }
  }

  const when = confirming ? formatSavedTime(confirming.created_at) : '';
  return (
    <>
      <Button variant="secondary" className="post-history__button" onClick={() => setOpen(true)}>
        History
      </Button>
      {open && !confirming && (
        <HistoryDialog
          postId={postId}
          current={current}
          selected={selected}
          onSelect={setSelected}
          onRestore={(revision) => {
            setProblem(null);
            setConfirming(revision);
          }}
          problem={problem}
          onClose={close}
        />
      )}
      {confirming && (
        <ConfirmDialog
          title="Restore this version?"
          message={
            `The post's writing will be saved as it was on ${when}, "${confirming.title}"; its status, date and address stay as they are. The version it replaces stays in the history.` +
            (unsaved ? ' Your unsaved changes are kept in this browser, to bring back if you want them.' : '')
          }
          confirmLabel="Restore"
          busyLabel="Restoring..."
          busy={restoring.isLoading}
          onConfirm={() => void confirmRestore(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </>
  );
}

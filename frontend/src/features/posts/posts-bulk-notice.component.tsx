import { useEffect, useRef } from 'react';
import { Button } from '../../components/button.component';
import { errorMessage } from '../../lib/api-error';
import { useRestorePostsMutation } from './api';
import type { BulkNotice } from './posts-bulk-bar.component';
import { bulkOutcome } from './posts-bulk-outcome';

interface PostsBulkNoticeProps {
  notice: BulkNotice | null;
  titleOf: (id: string) => string;
  onNotice: (notice: BulkNotice) => void;
}

/** What the last bulk action did, the posts it could not change, and after a delete the Undo that brings the posts back. */
export function PostsBulkNotice({ notice, titleOf, onNotice }: PostsBulkNoticeProps) {
  const [restore, { isLoading }] = useRestorePostsMutation();
  const region = useRef<HTMLDivElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);

  // The bar the action was chosen in goes with the selection: the focus moves to what the action did (to Undo after a delete).
  useEffect(() => {
    if (notice) (undoButton.current ?? region.current)?.focus();
  }, [notice]);

  async function undo(ids: string[]) {
    try {
      const outcome = bulkOutcome(await restore(ids).unwrap(), titleOf);
      onNotice({ ...outcome, failed: outcome.failures.length > 0 });
    } catch (failure) {
      onNotice({ text: `Failed to restore the posts: ${errorMessage(failure)}`, failures: [], failed: true });
    }
  }

  // The region stays in the page so that screen readers hear what is put in it.
  return (
    <div ref={region} tabIndex={-1} role="status" className={notice ? `notice posts-bulk-notice${notice.failed ? ' notice--error' : ''}` : 'visually-hidden'}>
      {notice && (
        <>
          <p>
            {notice.text}
            {notice.deleted && (
              <>
                {' '}
                <Button ref={undoButton} variant="secondary" className="button--small" disabled={isLoading} onClick={() => void undo(notice.deleted!)}>
                  {isLoading ? 'Restoring...' : 'Undo'}
                </Button>
              </>
            )}
          </p>
          {notice.failures.length > 0 && (
            <ul className="posts-bulk-notice__failures">
              {notice.failures.map((failure) => (
                <li key={failure}>{failure}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

import { useState } from 'react';
import { Button } from '../../../components/button.component';
import { ConfirmDialog } from '../../../components/confirm-dialog.component';
import { formatFileSize } from '../../../lib/file-size';
import { useCompressionTotalsQuery, useRecompressAllMutation, useRevertImagesMutation, type BulkCompressionResult } from '../api';
import { failureMessage, failureText } from '../library-format';
import { StatsList } from '../../../components/stats-list.component';
import { LibraryPanel } from './library-panel.component';

type BulkAction = 'recompress' | 'revert';

const ACTIONS: Record<BulkAction, { label: string; busy: string; title: string; message: string; failed: string }> = {
  recompress: {
    label: 'Re-compress all',
    busy: 'Re-compressing...',
    title: 'Re-compress all images?',
    message:
      'Every uploaded image is compressed again with the current compression settings. Images that change get a new URL, and the posts that show them are updated.',
    failed: 'Re-compress failed',
  },
  revert: {
    label: 'Revert all',
    busy: 'Reverting...',
    title: 'Revert all images?',
    message:
      'Every compressed image whose original is kept goes back to that original. Images that change get a new URL, and the posts that show them are updated.',
    failed: 'Revert failed',
  },
};

/** Stripping metadata can make a small file bigger: then the saving is negative. */
function signedFileSize(bytes: number): string {
  return bytes < 0 ? `-${formatFileSize(-bytes)}` : formatFileSize(bytes);
}

function BulkResult({ action, result }: { action: BulkAction; result: BulkCompressionResult }) {
  return (
    <>
      <p className="library-panel__line">
        {`${ACTIONS[action].label}: processed ${result.processed}, changed ${result.changed}, skipped ${result.skipped}, failed ${result.failed}.`}
      </p>
      {result.changed > 0 && (
        <p className="library-panel__line">{`Changed images: ${formatFileSize(result.bytes_before)} before, ${formatFileSize(result.bytes_after)} after.`}</p>
      )}
      {result.failures.length > 0 && (
        <ul className="library-panel__failures">
          {result.failures.map((failure) => (
            <li key={failure.id}>{failure.message}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The real compression statistics and bulk actions (the spec's placeholders, made real). */
export function CompressionPanel() {
  const { data: totals, isLoading, error: loadError } = useCompressionTotalsQuery();
  const [recompressAll, { isLoading: recompressing }] = useRecompressAllMutation();
  const [revertAll, { isLoading: reverting }] = useRevertImagesMutation();
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const [outcome, setOutcome] = useState<{ action: BulkAction; result: BulkCompressionResult } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = recompressing || reverting;

  async function run(action: BulkAction) {
    setFailure(null);
    setOutcome(null);
    try {
      const result = await (action === 'recompress' ? recompressAll() : revertAll()).unwrap();
      setOutcome({ action, result });
    } catch (caught) {
      setFailure(failureMessage(ACTIONS[action].failed, caught));
    } finally {
      setAsking(null);
    }
  }

  return (
    <LibraryPanel
      title="Compression"
      failure={failure}
      result={outcome && <BulkResult action={outcome.action} result={outcome.result} />}
    >
      {isLoading && <p className="library-panel__line">Loading compression statistics...</p>}
      {loadError && (
        <p className="form-error" role="alert">
          {`Could not load compression statistics: ${failureText(loadError)}`}
        </p>
      )}
      {totals && (
        <StatsList
          rows={[
            ['Compressed images', totals.compressed_images],
            ['Before', formatFileSize(totals.original_bytes)],
            ['After', formatFileSize(totals.compressed_bytes)],
            ['Saved', `${signedFileSize(totals.saved_bytes)} (${totals.saved_percent}%)`],
            ['Originals kept', totals.revertible_images],
          ]}
        />
      )}
      <div className="actions library-panel__actions">
        <Button variant="secondary" onClick={() => setAsking('recompress')} disabled={busy}>
          {recompressing ? ACTIONS.recompress.busy : ACTIONS.recompress.label}
        </Button>
        <Button variant="ghost" onClick={() => setAsking('revert')} disabled={busy}>
          {reverting ? ACTIONS.revert.busy : ACTIONS.revert.label}
        </Button>
      </div>
      {asking && (
        <ConfirmDialog
          title={ACTIONS[asking].title}
          message={ACTIONS[asking].message}
          confirmLabel={ACTIONS[asking].label}
          busyLabel={ACTIONS[asking].busy}
          busy={busy}
          onConfirm={() => run(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </LibraryPanel>
  );
}

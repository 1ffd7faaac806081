import { useId, useState } from 'react';
import { Button } from '../../../components/button.component';
import { formatUtcDateTime } from '../../../lib/dates';
import { useReconcileMutation, useReconcileStatusQuery, type ReconcileStats } from '../api';
import { failureMessage, failureText, RUN_STATUS_WORDS } from '../library-format';
import { StatsList } from '../../../components/stats-list.component';
import { LibraryPanel } from './library-panel.component';

const STAT_LABELS: ReadonlyArray<readonly [keyof ReconcileStats, string]> = [
  ['posts_processed', 'Posts processed'],
  ['images_found', 'Images found'],
  ['images_added', 'Images added'],
  ['images_updated', 'Images updated'],
  ['images_removed', 'Images removed'],
];

/** Spec §2: shown over the screen while the server says a reconciliation is due. */
export function ReconcileBanner() {
  const { data } = useReconcileStatusQuery();
  if (!data?.needs_reconciliation) return null;
  return (
    <p className="notice notice--warning library-banner">
      <strong>Reconciliation Recommended</strong> - it&apos;s been a while since the last reconciliation.
    </p>
  );
}

function LastRun() {
  const { data, isLoading, error } = useReconcileStatusQuery();
  if (isLoading) return <p className="library-panel__line">Last run: checking...</p>;
  if (error) return <p className="library-panel__line">Last run: unknown ({failureText(error)})</p>;
  const run = data?.last_reconciliation;
  if (!run) return <p className="library-panel__line">Last run: never</p>;
  return (
    <p className="library-panel__line">
      Last run: <time dateTime={run.started_at}>{formatUtcDateTime(run.started_at)}</time>
      {' — '}
      <span className={`library-run-status library-run-status--${run.status}`}>{RUN_STATUS_WORDS[run.status] ?? run.status}</span>
      {run.status === 'failed' && run.error ? ` (${run.error})` : null}
    </p>
  );
}

/**
 * Spec §2 "Full Reconciliation": scans every post for its cover and inline images and brings the
 * library up to date; highlighted (style and a 'Recommended' tag) when the server says it is due.
 */
export function ReconcilePanel() {
  const tagId = useId();
  const { data: status } = useReconcileStatusQuery();
  const [reconcile, { isLoading: running }] = useReconcileMutation();
  const [stats, setStats] = useState<ReconcileStats | null>(null);
  const [error, setError] = useState<string | null>(null);
  const recommended = Boolean(status?.needs_reconciliation);

  async function run() {
    if (running) return;
    setError(null);
    setStats(null);
    try {
      setStats((await reconcile().unwrap()).stats);
    } catch (failure) {
      setError(failureMessage('Reconciliation failed', failure));
    }
  }

  return (
    <LibraryPanel
      title="Full Reconciliation"
      recommended={recommended}
      failure={error}
      result={
        stats && (
          <>
            <p className="library-panel__line">Reconciliation complete.</p>
            <StatsList rows={STAT_LABELS.map(([key, label]) => [label, stats[key]] as const)} />
          </>
        )
      }
    >
      <p className="library-panel__text">Finds the cover and inline images of every post and brings the library up to date.</p>
      <LastRun />
      <div className="actions library-panel__actions">
        <Button
          variant={recommended ? 'primary' : 'secondary'}
          className="library-reconcile-button"
          onClick={run}
          // aria-disabled, not disabled: the pressed button keeps the focus while the scan runs.
          aria-disabled={running}
          aria-describedby={recommended && !running ? tagId : undefined}
        >
          {running ? 'Reconciling...' : 'Reconcile Now'}
        </Button>
        {recommended && !running && (
          <span id={tagId} className="library-recommended">
            Recommended
          </span>
        )}
      </div>
    </LibraryPanel>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/button.component';
import { refusalText } from '../../lib/api-error';
import { formatUtcDateTime } from '../../lib/dates';
import { formatFileSize } from '../../lib/file-size';
import { type BackupRun, isPending, transferApi, useBackUpNowMutation, useBackupStatusQuery } from './api';
import { TransferProgress } from './transfer-progress.component';

/** While a backup waits or runs, its state is asked for again this often. */
export const BACKUP_POLL_MS = 2000;

function runText(run: BackupRun): string {
  switch (run.state) {
    case 'created':
      return 'Backup queued: it starts in a moment.';
    case 'active':
      return `Backing up (started ${formatUtcDateTime(run.started_at ?? run.created_at)})...`;
    case 'retry':
      return `A try failed (${run.error ?? 'no reason given'}); the backup will be tried again.`;
    case 'completed':
      return run.backup
        ? `Last backup: ${run.backup.name} (${formatFileSize(run.backup.size_bytes)}), ${formatUtcDateTime(run.completed_at ?? run.backup.created_at)}.`
        : 'The last backup is complete.';
    case 'cancelled':
      return 'The last backup was cancelled.';
    default:
      return '';
  }
}

/**
 * "Back up now" (issue 26 point 10): queues a backup on the server's job runner and follows it to the
 * end, then has the list read again. The state comes from the server, so a reload (or another tab)
 * shows a backup under way too.
 */
export function BackUpNow({ onTaken }: { onTaken: () => void }) {
  // Read first without subscribing, so that polling goes on only while a backup waits or runs.
  const cached = transferApi.endpoints.backupStatus.useQueryState();
  const polling = Boolean(cached.data?.run && isPending(cached.data.run.state));
  const status = useBackupStatusQuery(undefined, { pollingInterval: polling ? BACKUP_POLL_MS : 0 });
  const [backUpNow, request] = useBackUpNowMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = status.data?.run ?? null;
  const running = Boolean(run && isPending(run.state));

  // The list is read again once a backup this page started, or saw waiting or running, has finished.
  // The one started here is remembered from the POST's answer: a small backup can be done before the
  // status is read again, and then no read ever shows it pending.
  const watched = useRef<string | null>(null);
  useEffect(() => {
    if (!run) return;
    if (isPending(run.state)) watched.current = run.id;
    else if (watched.current === run.id) {
      watched.current = null;
      if (run.state === 'completed') onTaken();
    }
  }, [run, onTaken]);

  const start = async () => {
    if (running || request.isLoading) return;
    setRefusal(null);
    try {
      watched.current = (await backUpNow().unwrap()).id;
    } catch (failure) {
      setRefusal(refusalText(failure));
    }
  };

  return (
    <div className="transfer-backup-now">
      <div className="actions">
        <Button onClick={() => void start()} aria-disabled={running || request.isLoading}>
          {running || request.isLoading ? 'Backing up...' : 'Back up now'}
        </Button>
      </div>
      {running && <TransferProgress label="Backup progress" value={0} max={null} />}
      <p className="transfer-download__status" role="status">
        {run && run.state !== 'failed' ? runText(run) : ''}
      </p>
      {run?.state === 'failed' && (
        <p className="form-error" role="alert">
          {`The last backup failed: ${run.error ?? 'no reason given'}`}
        </p>
      )}
      {refusal && (
        <p className="form-error" role="alert">
          {`Could not start a backup: ${refusal}`}
        </p>
      )}
    </div>
  );
}

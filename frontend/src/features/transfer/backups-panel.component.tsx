import { Button } from '../../components/button.component';
import { formatUtcDateTime } from '../../lib/dates';
import { Panel } from '../../components/panel.component';
import { backupUrl, useBackupsQuery, type Backup } from './api';
import { errorMessage } from '../../lib/api-error';
import { formatFileSize } from '../../lib/file-size';
import { DownloadStatus } from './download-status.component';
import { useDownload, type DownloadState } from './use-download.hook';
import '../../components/admin-table.css';

function BackupRow({ backup, state, busy, onDownload }: { backup: Backup; state: DownloadState; busy: boolean; onDownload: () => void }) {
  const mine = state.kind === 'downloading' && state.url === backupUrl(backup.name);
  return (
    <tr>
      <th scope="row" className="admin-table__title">
        <code>{backup.name}</code>
      </th>
      <td data-label="Taken">
        <time dateTime={backup.created_at}>{formatUtcDateTime(backup.created_at)}</time>
      </td>
      <td data-label="Size">{formatFileSize(backup.size_bytes)}</td>
      <td className="admin-table__actions">
        <Button variant="ghost" className="button--small" onClick={() => !busy && onDownload()} aria-disabled={busy}>
          {mine ? 'Downloading...' : 'Download'}
          <span className="visually-hidden"> {backup.name}</span>
        </Button>
      </td>
    </tr>
  );
}

/** Issue 14 point 6: the scheduled exports the server keeps, each downloadable. */
export function BackupsPanel() {
  const { data, error, isLoading, refetch } = useBackupsQuery();
  const download = useDownload();

  let body;
  if (error) {
    body = (
      <div className="transfer-problem">
        <p className="form-error" role="alert">{`Could not load the backups: ${errorMessage(error)}`}</p>
        <Button variant="secondary" className="button--small" onClick={() => void refetch()}>
          Retry
        </Button>
      </div>
    );
  } else if (isLoading || !data) {
    body = <p className="status-line">Loading backups...</p>;
  } else if (data.items.length === 0) {
    body = <p className="transfer-empty">No backups yet. The first one is taken at the next scheduled time.</p>;
  } else {
    body = (
      <table className="admin-table transfer-table">
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">Taken</th>
            <th scope="col">Size</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((backup) => (
            <BackupRow
              key={backup.name}
              backup={backup}
              state={download.state}
              busy={download.busy}
              onDownload={() => void download.start(backupUrl(backup.name))}
            />
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <Panel title="Backups" className="transfer-panel transfer-backups">
      <p className="transfer-panel__intro">Full exports the server takes on a schedule. To restore one, import it above.</p>
      {body}
      <DownloadStatus state={download.state} label="Backup download" what="Download" />
    </Panel>
  );
}

import { AdminTable, RowButton } from '../../components/admin-table.component';
import { ListState } from '../../components/list-state.component';
import { formatUtcDateTime } from '../../lib/dates';
import { Panel } from '../../components/panel.component';
import { backupUrl, useBackupsQuery } from './api';
import { formatFileSize } from '../../lib/file-size';
import { DownloadStatus } from './download-status.component';
import { useDownload } from './use-download.hook';

/** Issue 14 point 6: the scheduled exports the server keeps, each downloadable. */
export function BackupsPanel() {
  const query = useBackupsQuery();
  const download = useDownload();
  const { state, busy } = download;

  return (
    <Panel title="Backups" className="panel--stacked transfer-backups" intro="Full exports the server takes on a schedule. To restore one, import it above.">
      <ListState query={query} noun="backups" empty="No backups yet. The first one is taken at the next scheduled time.">
        {(data) => (
          <AdminTable
            className="transfer-table"
            rows={data.items}
            rowKey={(backup) => backup.name}
            title={{ header: 'File', cell: (backup) => <code>{backup.name}</code> }}
            columns={[
              { header: 'Taken', cell: (backup) => <time dateTime={backup.created_at}>{formatUtcDateTime(backup.created_at)}</time> },
              { header: 'Size', cell: (backup) => formatFileSize(backup.size_bytes) },
            ]}
            actions={(backup) => {
              const url = backupUrl(backup.name);
              const mine = state.kind === 'downloading' && state.url === url;
              return (
                <RowButton
                  label={mine ? 'Downloading...' : 'Download'}
                  rowName={backup.name}
                  onClick={() => {
                    if (!busy) void download.start(url);
                  }}
                  aria-disabled={busy}
                />
              );
            }}
          />
        )}
      </ListState>
      <DownloadStatus state={download.state} label="Backup download" what="Download" />
    </Panel>
  );
}

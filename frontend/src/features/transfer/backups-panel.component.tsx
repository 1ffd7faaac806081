import { useCallback } from 'react';
import { AdminTable, RowButton } from '../../components/admin-table.component';
import { ListState } from '../../components/list-state.component';
import { formatUtcDateTime } from '../../lib/dates';
import { Panel } from '../../components/panel.component';
import { useBackupLinkMutation, useBackupsQuery } from './api';
import { formatFileSize } from '../../lib/file-size';
import { BackUpNow } from './back-up-now.component';
import { DownloadStatus } from './download-status.component';
import { useLinkDownload } from './use-link-download.hook';

/** Issue 14 point 6: the exports the server keeps, each downloadable; issue 26 point 10: one taken now. */
export function BackupsPanel() {
  const query = useBackupsQuery();
  const download = useLinkDownload();
  const [backupLink] = useBackupLinkMutation();
  const { state, busy } = download;
  const { refetch } = query;
  const reloadList = useCallback(() => void refetch(), [refetch]);

  return (
    <Panel
      title="Backups"
      className="panel--stacked transfer-backups"
      intro="Full exports the server takes on a schedule, or now when you ask. To restore one, import it above."
    >
      <BackUpNow onTaken={reloadList} />
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
              const mine = state.kind === 'preparing' && state.key === backup.name;
              return (
                <RowButton
                  label={mine ? 'Preparing...' : 'Download'}
                  rowName={backup.name}
                  onClick={() => {
                    if (!busy) void download.start(backup.name, () => backupLink(backup.name).unwrap());
                  }}
                  aria-disabled={busy}
                />
              );
            }}
          />
        )}
      </ListState>
      <DownloadStatus state={download.state} what="Download" />
    </Panel>
  );
}

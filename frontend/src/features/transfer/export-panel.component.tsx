import { Button } from '../../components/button.component';
import { Panel } from '../../components/panel.component';
import { EXPORT_URL } from './api';
import { DownloadStatus } from './download-status.component';
import { useDownload } from './use-download.hook';

/** Issue 14 point 5: the whole site as one zip, downloaded with its progress. */
export function ExportPanel() {
  const download = useDownload();
  return (
    <Panel
      title="Export"
      className="panel--stacked transfer-export"
      intro={
        <>
          One zip with every post (Markdown with its front matter), every image, the redirects and the settings. Importing it into an empty Folio gives the
          same site.
        </>
      }
    >
      <div className="actions">
        {/* aria-disabled, not disabled: the pressed button keeps the focus while the file arrives. */}
        <Button onClick={() => !download.busy && void download.start(EXPORT_URL)} aria-disabled={download.busy}>
          {download.busy ? 'Downloading...' : 'Download export'}
        </Button>
        {download.busy && (
          <Button variant="ghost" onClick={download.cancel}>
            Cancel
          </Button>
        )}
      </div>
      <DownloadStatus state={download.state} label="Export download" what="Export" />
    </Panel>
  );
}

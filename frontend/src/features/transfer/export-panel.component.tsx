import { Button } from '../../components/button.component';
import { Panel } from '../../components/panel.component';
import { useExportLinkMutation } from './api';
import { DownloadStatus } from './download-status.component';
import { useLinkDownload } from './use-link-download.hook';

/** Issue 14 point 5: the whole site as one zip, which the browser saves as the server streams it (issue 26 point 10). */
export function ExportPanel() {
  const download = useLinkDownload();
  const [exportLink] = useExportLinkMutation();
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
        {/* aria-disabled, not disabled: the pressed button keeps the focus while the link is made. */}
        <Button onClick={() => !download.busy && void download.start('export', () => exportLink().unwrap())} aria-disabled={download.busy}>
          {download.busy ? 'Preparing...' : 'Download export'}
        </Button>
      </div>
      <DownloadStatus state={download.state} what="Export" />
    </Panel>
  );
}

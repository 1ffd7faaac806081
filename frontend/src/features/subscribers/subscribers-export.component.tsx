import { useState } from 'react';
import { fetchDownload } from '../../api/download';
import { Button } from '../../components/button.component';
import { useTokenRejection } from '../../hooks/use-token-rejection.hook';
import { refusalText } from '../../lib/api-error';
import { saveFile } from '../../lib/save-file';
import { SUBSCRIBERS_EXPORT_URL } from './api';

type ExportState = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; fileName: string } | { kind: 'failed'; message: string };

/** Every reader as CSV, fetched with the admin token and saved as a file (subscribers.csv unless the server names it). */
export function SubscribersExport() {
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const rejectToken = useTokenRejection();
  const busy = state.kind === 'busy';

  async function download() {
    if (busy) return;
    setState({ kind: 'busy' });
    try {
      const { blob, fileName } = await fetchDownload(SUBSCRIBERS_EXPORT_URL);
      // Without a name from the server the download would be called "export".
      const name = fileName.endsWith('.csv') ? fileName : 'subscribers.csv';
      saveFile(blob, name);
      setState({ kind: 'done', fileName: name });
    } catch (failure) {
      rejectToken(failure);
      setState({ kind: 'failed', message: refusalText(failure) });
    }
  }

  return (
    <div className="subscribers-export">
      {/* aria-disabled, not disabled: the pressed button keeps the focus while the file arrives. */}
      <Button variant="secondary" onClick={() => void download()} aria-disabled={busy || undefined}>
        {busy ? 'Exporting...' : 'Export CSV'}
      </Button>
      <p className="visually-hidden" role="status">
        {state.kind === 'done' ? `Saved ${state.fileName}.` : ''}
      </p>
      {state.kind === 'failed' && (
        <p className="form-error" role="alert">
          {`Export failed: ${state.message}`}
        </p>
      )}
    </div>
  );
}

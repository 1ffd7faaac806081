import { useState } from 'react';
import { fetchDownload } from '../api/download';
import { useTokenRejection } from '../hooks/use-token-rejection.hook';
import { refusalText } from '../lib/api-error';
import { saveFile } from '../lib/save-file';
import { Button } from './button.component';

type DownloadState = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; fileName: string } | { kind: 'failed'; message: string };

interface CsvDownloadProps {
  /** The admin endpoint answering the CSV. */
  url: string;
  /** The file's name when the server gives none. */
  fallbackName: string;
  label?: string;
  className?: string;
}

/** An admin CSV (the subscribers, the statistics), fetched with the admin token and saved as a file. */
export function CsvDownload({ url, fallbackName, label = 'Export CSV', className }: CsvDownloadProps) {
  const [state, setState] = useState<DownloadState>({ kind: 'idle' });
  const rejectToken = useTokenRejection();
  const busy = state.kind === 'busy';

  async function download() {
    if (busy) return;
    setState({ kind: 'busy' });
    try {
      const { blob, fileName } = await fetchDownload(url);
      // Without a name from the server the download would be called "export".
      const name = fileName.endsWith('.csv') ? fileName : fallbackName;
      saveFile(blob, name);
      setState({ kind: 'done', fileName: name });
    } catch (failure) {
      rejectToken(failure);
      setState({ kind: 'failed', message: refusalText(failure) });
    }
  }

  return (
    <div className={className}>
      {/* aria-disabled, not disabled: the pressed button keeps the focus while the file arrives. */}
      <Button variant="secondary" onClick={() => void download()} aria-disabled={busy || undefined}>
        {busy ? 'Exporting...' : label}
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

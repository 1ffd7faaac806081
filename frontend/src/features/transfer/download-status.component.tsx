import { formatFileSize } from '../../lib/file-size';
import { TransferProgress } from './transfer-progress.component';
import { bytesText } from './transfer-format';
import type { DownloadState } from './use-download.hook';

/** The bar while a download runs, and a status line read out as it changes: bytes, then the saved file, or the failure. */
export function DownloadStatus({ state, label, what }: { state: DownloadState; label: string; what: string }) {
  return (
    <div className="transfer-download">
      {state.kind === 'downloading' && <TransferProgress label={label} value={state.received} max={state.total} />}
      <p className="transfer-download__status" role="status">
        {state.kind === 'downloading' && `Downloading: ${bytesText(state.received, state.total)}`}
        {state.kind === 'done' && `Saved ${state.fileName} (${formatFileSize(state.size)}).`}
      </p>
      {state.kind === 'failed' && (
        <p className="form-error" role="alert">
          {`${what} failed: ${state.message}`}
        </p>
      )}
    </div>
  );
}

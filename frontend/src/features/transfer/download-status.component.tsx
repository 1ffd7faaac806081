import type { LinkDownloadState } from './use-link-download.hook';

/** A status line read out as it changes: the link being made, the browser saving the file, or the failure. */
export function DownloadStatus({ state, what }: { state: LinkDownloadState; what: string }) {
  return (
    <div className="transfer-download">
      <p className="transfer-download__status" role="status">
        {state.kind === 'preparing' && 'Preparing the download...'}
        {state.kind === 'started' && 'Download started: your browser saves the file and shows its progress.'}
      </p>
      {state.kind === 'failed' && (
        <p className="form-error" role="alert">
          {`${what} failed: ${state.message}`}
        </p>
      )}
    </div>
  );
}

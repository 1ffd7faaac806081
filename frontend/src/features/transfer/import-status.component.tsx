import type { ImportRun } from './api';
import { errorMessage } from '../../lib/api-error';
import { ImportReport } from './import-report.component';
import { TransferProgress } from './transfer-progress.component';
import type { ImportRunState } from './use-import-run.hook';

function runName(dryRun: boolean): string {
  return dryRun ? 'Dry run' : 'Import';
}

/** The words of the status line: read out as they change (role="status"), so they stay short. */
export function statusText({ phase, run, gone }: Pick<ImportRunState, 'phase' | 'run' | 'gone'>): string {
  if (phase.kind === 'uploading') return `Uploading ${phase.fileName}: ${Math.round(phase.fraction * 100)}%`;
  if (phase.kind !== 'tracking') return '';
  if (gone) return 'The server no longer knows this import.';
  const data: ImportRun | undefined = run?.data;
  if (!data) return run?.error ? `Could not read the progress: ${errorMessage(run.error)}` : 'Starting...';
  const name = runName(data.dry_run);
  const { done, total } = data.progress;
  switch (data.status) {
    case 'queued':
      return `${name}: waiting to start...`;
    case 'running':
      return total > 0 ? `${name}: ${done} of ${total} items` : `${name}: reading the file...`;
    case 'completed':
      return data.dry_run
        ? `Dry run complete: ${data.created} to create, ${data.updated} to update, ${data.skipped} to skip.`
        : `Import complete: ${data.created} created, ${data.updated} updated, ${data.skipped} skipped.`;
    case 'failed':
      return `${name} failed.`;
  }
}

/** Progress of the upload and then of the run, the status line, and the report once the run is over. */
export function ImportStatus({ state }: { state: ImportRunState }) {
  const { phase, run } = state;
  const data = run?.data;
  let bar = null;
  if (phase.kind === 'uploading') {
    bar = <TransferProgress label={`Upload of ${phase.fileName}`} value={Math.round(phase.fraction * 100)} max={100} />;
  } else if (state.busy) {
    const running = data?.status === 'running';
    bar = (
      <TransferProgress
        label={data?.dry_run ? 'Dry run progress' : 'Import progress'}
        value={running ? data.progress.done : 0}
        max={running ? data.progress.total : null}
      />
    );
  }

  return (
    <div className="transfer-run">
      {bar}
      <p className="transfer-run__status" role="status">
        {statusText(state)}
      </p>
      {phase.kind === 'refused' && (
        <p className="form-error" role="alert">
          {`${runName(phase.dryRun)} refused: ${phase.message}`}
        </p>
      )}
      {data && (data.status === 'completed' || data.status === 'failed') && <ImportReport run={data} />}
    </div>
  );
}

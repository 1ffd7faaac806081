import { isPending, jobsApi, useJobsQuery, type Job } from './api';
import { Button } from '../../components/button.component';
import { formatUtcDateTime } from '../../lib/dates';
import { Panel } from '../../components/panel.component';
import { errorMessage } from '../../lib/api-error';
import { JOB_STATES } from './transfer-format';
import '../../components/admin-table.css';

export const JOBS_SHOWN = 20;
/** While a job waits or runs the list is asked for again this often; otherwise only on Refresh. */
export const JOBS_POLL_MS = 3000;

function When({ value }: { value: string | null }) {
  return value ? <time dateTime={value}>{formatUtcDateTime(value)}</time> : <span className="transfer-muted">—</span>;
}

function JobRow({ job }: { job: Job }) {
  return (
    <tr>
      <th scope="row" className="admin-table__title">
        {job.name}
      </th>
      <td data-label="State">
        <span className={`transfer-job-state transfer-job-state--${job.state}`}>{JOB_STATES[job.state] ?? job.state}</span>
      </td>
      <td data-label="Queued">
        <When value={job.created_at} />
      </td>
      <td data-label="Started">
        <When value={job.started_at} />
      </td>
      <td data-label="Finished">
        <When value={job.completed_at} />
      </td>
      <td data-label="Attempts">{job.attempts}</td>
      <td data-label="Error" className="transfer-job-error">
        {job.error ?? ''}
      </td>
    </tr>
  );
}

/** Issue 14 point 0: the background work of the site (imports, exports, backups, sweeps): what ran, what failed and why. */
export function JobsPanel() {
  // Read first without subscribing, so that polling goes on only while something waits or runs.
  const cached = jobsApi.endpoints.jobs.useQueryState(JOBS_SHOWN);
  const pending = Boolean(cached.data?.items.some((job) => isPending(job.state)));
  const { data, error, isLoading, isFetching, refetch } = useJobsQuery(JOBS_SHOWN, { pollingInterval: pending ? JOBS_POLL_MS : 0 });

  let body;
  if (error) {
    body = <p className="form-error" role="alert">{`Could not load the jobs: ${errorMessage(error)}`}</p>;
  } else if (isLoading || !data) {
    body = <p className="status-line">Loading jobs...</p>;
  } else if (data.items.length === 0) {
    body = <p className="transfer-empty">No background jobs have run yet.</p>;
  } else {
    body = (
      <table className="admin-table transfer-table transfer-jobs-table" aria-busy={isFetching}>
        <thead>
          <tr>
            <th scope="col">Job</th>
            <th scope="col">State</th>
            <th scope="col">Queued</th>
            <th scope="col">Started</th>
            <th scope="col">Finished</th>
            <th scope="col">Attempts</th>
            <th scope="col">Error</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((job) => (
            <JobRow key={job.id} job={job} />
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <Panel title="Background jobs" className="transfer-panel transfer-jobs">
      <div className="toolbar transfer-jobs__bar">
        <p className="transfer-panel__intro">{`The latest ${JOBS_SHOWN} jobs, newest first. A failed job says why.`}</p>
        <Button variant="ghost" className="button--small" onClick={() => void refetch()} aria-disabled={isFetching}>
          {isFetching ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>
      {body}
    </Panel>
  );
}

import { useState } from 'react';
import { isPending, jobsApi, useJobsQuery } from './api';
import { AdminTable } from '../../components/admin-table.component';
import { Button } from '../../components/button.component';
import { ListState } from '../../components/list-state.component';
import { formatUtcDateTime } from '../../lib/dates';
import { Panel } from '../../components/panel.component';
import { JOB_STATES } from './transfer-format';

export const JOBS_SHOWN = 20;
/** While a job waits or runs the list is asked for again this often; otherwise only on Refresh. */
export const JOBS_POLL_MS = 3000;

function When({ value }: { value: string | null }) {
  return value ? <time dateTime={value}>{formatUtcDateTime(value)}</time> : <span className="transfer-muted">—</span>;
}

/** Issue 14 point 0: the background work of the site (imports, exports, backups, sweeps): what ran, what failed and why. */
export function JobsPanel() {
  // Read first without subscribing, so that polling goes on only while something waits or runs.
  const cached = jobsApi.endpoints.jobs.useQueryState(JOBS_SHOWN);
  const pending = Boolean(cached.data?.items.some((job) => isPending(job.state)));
  const query = useJobsQuery(JOBS_SHOWN, { pollingInterval: pending ? JOBS_POLL_MS : 0 });
  // Only a refresh the admin asked for shows as one: a poll every 3 s would dim the table and flip
  // the button each time, under the eyes of someone reading an error.
  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    void query.refetch().finally(() => setRefreshing(false));
  };

  return (
    <Panel title="Background jobs" className="panel--stacked transfer-jobs">
      <div className="toolbar transfer-jobs__bar">
        <p className="panel__intro">{`The latest ${JOBS_SHOWN} jobs, newest first. A failed job says why.`}</p>
        <Button variant="ghost" className="button--small" onClick={refresh} aria-disabled={refreshing}>
          {refreshing ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>
      <ListState query={query} noun="jobs" empty="No background jobs have run yet." retry={false}>
        {(data) => (
          <AdminTable
            className="transfer-table transfer-jobs-table"
            rows={data.items}
            rowKey={(job) => job.id}
            busy={refreshing}
            title={{ header: 'Job', cell: (job) => job.name }}
            columns={[
              {
                header: 'State',
                cell: (job) => <span className={`transfer-job-state transfer-job-state--${job.state}`}>{JOB_STATES[job.state] ?? job.state}</span>,
              },
              { header: 'Queued', cell: (job) => <When value={job.created_at} /> },
              { header: 'Started', cell: (job) => <When value={job.started_at} /> },
              { header: 'Finished', cell: (job) => <When value={job.completed_at} /> },
              { header: 'Attempts', cell: (job) => job.attempts },
              { header: 'Error', className: 'transfer-job-error', cell: (job) => job.error ?? '' },
            ]}
          />
        )}
      </ListState>
    </Panel>
  );
}

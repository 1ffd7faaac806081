import { useState } from 'react';
import { Link } from 'react-router-dom';
import { usePostsCountQuery } from '../../posts';
import { paths } from '../../../config/paths';
import { apiBase } from '../../../lib/api-base';
import { useDbHealthQuery, useDebugDbQuery } from '../../../api/health.api';
import { isApiError } from '../../../lib/api-error';
import { pageSaysDebugEndpointsOff } from '../../../lib/debug-endpoints';
import { DataInspector } from './data-inspector.component';
import { StatCard } from './stat-card.component';

/** A figure not known (yet): a dash for the eye, words for the screen reader. */
function Pending({ failed }: { failed: boolean }) {
  return (
    <>
      <span aria-hidden="true">{failed ? '–' : '…'}</span>
      <span className="visually-hidden">{failed ? 'Unknown' : 'Loading'}</span>
    </>
  );
}

/**
 * Settings → System: how many posts, whether the database answers, and where the data comes from
 * (the facts the Overview showed before it became the writer's desk).
 */
export function SystemSettings() {
  const count = usePostsCountQuery();
  // Health is a fact of now, not of the last visit.
  const db = useDbHealthQuery(undefined, { refetchOnMountOrArgChange: true });
  // Asking a server that has said it has no debug endpoint would only make the browser log a 404.
  const [debugOff] = useState(() => pageSaysDebugEndpointsOff());
  const debug = useDebugDbQuery(undefined, { skip: debugOff });

  const debugAbsent = debugOff || (debug.isError && isApiError(debug.error) && debug.error.status === 404);
  const statsFailed = count.isError || (debug.isError && !debugAbsent);
  const dbHealthy = db.data?.ok === true && !db.isError;

  return (
    <>
      {statsFailed && (
        <p className="form-error system-settings__error" role="alert">
          Could not load the system facts.
        </p>
      )}
      <div className="system-cards">
        <StatCard title="Posts" footer={<Link to={paths.dashboard.posts.href()}>Manage posts</Link>}>
          {count.data ?? <Pending failed={count.isError} />}
        </StatCard>
        <StatCard title="Database" tone={db.isLoading ? undefined : dbHealthy ? 'good' : 'bad'}>
          {db.isLoading ? 'Checking...' : dbHealthy ? 'Database Healthy' : 'Unavailable'}
        </StatCard>
      </div>
      <DataInspector
        apiBase={apiBase()}
        apiCount={count.data}
        debug={debug.data}
        debugAbsent={debugAbsent}
        debugLoading={debug.isLoading}
      />
    </>
  );
}

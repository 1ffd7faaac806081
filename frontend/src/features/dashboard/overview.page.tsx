import { Button } from '../../components/button.component';
import { usePageTitle } from '../../hooks/use-page-title.hook';
import { useDeskQuery } from './api';
import { WritersDesk } from './desk/writers-desk.component';
import './dashboard.css';

/**
 * The dashboard's first screen, a writer's desk (issue 27 point 2): what needs attention, drafts to
 * continue, what is scheduled, what went out, subscribers and the last newsletter, in one call. The
 * database facts it showed before are in Settings → System. A 401 clears the token, and the admin
 * gate then sends the admin to /admin.
 */
export function OverviewPage() {
  usePageTitle('Overview');
  // The desk is a view of now, not of the last visit.
  const desk = useDeskQuery(undefined, { refetchOnMountOrArgChange: true });

  return (
    <section className="page dashboard-page" aria-labelledby="overview-title">
      <h1 id="overview-title" className="screen-header">
        Overview
      </h1>
      {desk.isError && (
        <div className="list-problem dashboard-page__error">
          <p className="form-error" role="alert">
            Could not load overview stats.
          </p>
          <Button variant="secondary" className="button--small" onClick={() => void desk.refetch()}>
            Retry
          </Button>
        </div>
      )}
      {desk.isLoading && (
        <p className="status-line" role="status">
          Loading your desk...
        </p>
      )}
      {desk.data && <WritersDesk desk={desk.data} />}
    </section>
  );
}

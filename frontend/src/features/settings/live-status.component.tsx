import { Button } from '../../components/button.component';
import { StatusBadge, type Status } from '../../components/status-badge.component';
import { useDbHealthQuery, useServerHealthQuery } from '../../api/health.api';

interface HealthQuery {
  data?: { ok: boolean };
  isFetching: boolean;
  isError: boolean;
  isUninitialized: boolean;
}

function statusOf(query: HealthQuery): Status {
  if (query.isFetching) return 'checking';
  if (query.isError) return 'offline';
  if (query.data) return query.data.ok ? 'online' : 'offline';
  return 'unknown';
}

/** Seconds as the largest two units: '42 s', '5 min 3 s', '3 h 12 min', '2 d 4 h'. */
export function formatUptime(totalSeconds: number): string {
  const seconds = Math.floor(totalSeconds);
  const units: [string, number][] = [
    ['d', Math.floor(seconds / 86_400)],
    ['h', Math.floor(seconds / 3600) % 24],
    ['min', Math.floor(seconds / 60) % 60],
    ['s', seconds % 60],
  ];
  const first = units.findIndex(([, amount]) => amount > 0);
  if (first === -1) return '0 s';
  return units
    .slice(first, first + 2)
    .filter(([, amount]) => amount > 0)
    .map(([unit, amount]) => `${amount} ${unit}`)
    .join(' ');
}

/** Live Status: is the API up (GET /healthz), does the database answer (GET /api/db/health). */
export function LiveStatus() {
  // Fresh on every visit: a status remembered from a minute ago is not live.
  const apiHealth = useServerHealthQuery(undefined, { refetchOnMountOrArgChange: true });
  const dbHealth = useDbHealthQuery(undefined, { refetchOnMountOrArgChange: true });
  const checking = apiHealth.isFetching || dbHealth.isFetching;
  const apiStatus = statusOf(apiHealth);

  return (
    <>
      <dl className="facts settings-status" aria-live="polite">
        <div>
          <dt>API</dt>
          <dd>
            <StatusBadge status={apiStatus} />
            {apiStatus === 'online' && apiHealth.data && (
              <span className="hint">Up for {formatUptime(apiHealth.data.uptime)}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>Database</dt>
          <dd>
            <StatusBadge status={statusOf(dbHealth)} />
          </dd>
        </div>
      </dl>
      <Button
        variant="ghost"
        aria-disabled={checking || undefined}
        onClick={() => {
          if (checking) return;
          void apiHealth.refetch();
          void dbHealth.refetch();
        }}
      >
        Refresh
      </Button>
    </>
  );
}

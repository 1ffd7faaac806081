export type Status = 'online' | 'offline' | 'checking' | 'unknown';

const labels: Record<Status, string> = {
  online: 'Online',
  offline: 'Offline',
  checking: 'Checking...',
  unknown: 'Unknown',
};

/** The spec's status badge; the dashboard and settings show API and database health with it. */
export function StatusBadge({ status }: { status: Status }) {
  return <span className={`status-badge status-badge--${status}`}>{labels[status]}</span>;
}

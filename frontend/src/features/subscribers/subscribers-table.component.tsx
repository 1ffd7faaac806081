import type { Subscriber } from './api';
import { AdminTable, RowButton } from '../../components/admin-table.component';
import { formatShortDate } from '../../lib/dates';
import { STATUS_NAMES } from './subscriber-words';

/** One page of readers: address, status, when they joined, and Delete. */
export function SubscribersTable({ subscribers, busy, onDelete }: { subscribers: Subscriber[]; busy: boolean; onDelete: (subscriber: Subscriber) => void }) {
  return (
    <AdminTable
      rows={subscribers}
      rowKey={(subscriber) => subscriber.id}
      busy={busy}
      title={{ header: 'Email', cell: (subscriber) => subscriber.email }}
      columns={[
        {
          header: 'Status',
          cell: (subscriber) => (
            <span className={`subscriber-status subscriber-status--${subscriber.status}`}>{STATUS_NAMES[subscriber.status] ?? subscriber.status}</span>
          ),
        },
        { header: 'Added', cell: (subscriber) => <time dateTime={subscriber.created_at}>{formatShortDate(subscriber.created_at)}</time> },
      ]}
      actions={(subscriber) => <RowButton label="Delete" rowName={subscriber.email} onClick={() => onDelete(subscriber)} />}
    />
  );
}

import type { Subscriber } from './api';
import { Button } from '../../components/button.component';
import { formatShortDate } from '../../lib/dates';
import { STATUS_NAMES } from './subscriber-words';
import '../../components/admin-table.css';

/** One page of readers: address, status, when they joined, and Delete. */
export function SubscribersTable({ subscribers, busy, onDelete }: { subscribers: Subscriber[]; busy: boolean; onDelete: (subscriber: Subscriber) => void }) {
  return (
    <table className="admin-table" aria-busy={busy}>
      <thead>
        <tr>
          <th scope="col">Email</th>
          <th scope="col">Status</th>
          <th scope="col">Added</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {subscribers.map((subscriber) => (
          <tr key={subscriber.id}>
            <th scope="row" className="admin-table__title">
              {subscriber.email}
            </th>
            <td data-label="Status">
              <span className={`subscriber-status subscriber-status--${subscriber.status}`}>{STATUS_NAMES[subscriber.status] ?? subscriber.status}</span>
            </td>
            <td data-label="Added">
              <time dateTime={subscriber.created_at}>{formatShortDate(subscriber.created_at)}</time>
            </td>
            <td className="admin-table__actions">
              <Button variant="ghost" className="button--small" onClick={() => onDelete(subscriber)}>
                Delete<span className="visually-hidden"> {subscriber.email}</span>
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import type { SubscriberCounts as Counts } from './api';
import { STATUS_HINTS, STATUS_NAMES, STATUS_ORDER } from './subscriber-words';

/** How many readers are in each status, the whole list's whatever the search. */
export function SubscriberCounts({ counts }: { counts: Counts | undefined }) {
  return (
    <dl className="subscriber-counts">
      {STATUS_ORDER.map((status) => (
        <div key={status} className={`subscriber-counts__item subscriber-counts__item--${status}`}>
          <dt>{STATUS_NAMES[status]}</dt>
          <dd className="subscriber-counts__value">{counts ? counts[status].toLocaleString('en-US') : '–'}</dd>
          <dd className="subscriber-counts__hint">{STATUS_HINTS[status]}</dd>
        </div>
      ))}
    </dl>
  );
}

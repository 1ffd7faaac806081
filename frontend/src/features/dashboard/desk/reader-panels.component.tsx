import { Link } from 'react-router-dom';
import { Panel } from '../../../components/panel.component';
import { StatsList } from '../../../components/stats-list.component';
import { paths } from '../../../config/paths';
import { formatLongDate } from '../../../lib/dates';
import type { Desk } from '../api';
import { When } from './desk-list.component';

/** +3, −2, 0: a change shows its sign. */
export function signed(value: number): string {
  if (value > 0) return `+${value}`;
  if (value < 0) return `−${-value}`;
  return '0';
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Who reads by email, and this month's change: readers who confirmed minus readers who left, since the 1st (UTC). */
export function SubscribersPanel({ subscribers }: { subscribers: Desk['subscribers'] }) {
  const { confirmed, pending, confirmed_this_month: joined, unsubscribed_this_month: left, net_this_month: net } = subscribers;
  const none = confirmed === 0 && pending === 0 && joined === 0 && left === 0;
  return (
    <Panel title="Subscribers" className="desk-panel">
      {none ? (
        <p className="desk-empty">No subscribers yet. Readers subscribe with the form under each post, or you can import a list.</p>
      ) : (
        <>
          <StatsList
            label="Subscribers"
            rows={[
              ['Confirmed', confirmed],
              ['Pending confirmation', pending],
              ['Net change this month', signed(net)],
            ]}
          />
          <p className="desk-note">
            {`Since ${formatLongDate(subscribers.month_start)} (UTC): ${plural(joined, 'reader', 'readers')} confirmed, ${left} unsubscribed.`}
          </p>
        </>
      )}
      <p className="desk-panel__more">
        <Link to={paths.dashboard.subscribers.href()}>Manage subscribers</Link>
      </p>
    </Panel>
  );
}

const EMAIL_STATES: Record<NonNullable<Desk['newsletter']>['status'], string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

/** The newest post emailed to subscribers, and how its delivery goes. */
export function NewsletterPanel({ newsletter }: { newsletter: Desk['newsletter'] }) {
  if (!newsletter) {
    return (
      <Panel title="Last newsletter" className="desk-panel">
        <p className="desk-empty">No post has been emailed yet. Tick “Also send by email” when you publish one and your subscribers get it.</p>
      </Panel>
    );
  }
  const title = newsletter.title.trim() || 'Untitled';
  const publicHref = newsletter.type === 'page' ? paths.page.href(newsletter.slug) : paths.blogPost.href(newsletter.slug);
  return (
    <Panel title="Last newsletter" className="desk-panel">
      <p className="desk-newsletter__post">
        <Link to={publicHref}>{title}</Link>
        <span className={`desk-newsletter__state desk-newsletter__state--${newsletter.status}`}>{EMAIL_STATES[newsletter.status]}</span>
      </p>
      <p className="desk-newsletter__when">
        <When label="Queued" value={newsletter.queued_at} />
        {newsletter.finished_at && (
          <>
            {', '}
            <When label="finished" value={newsletter.finished_at} />
          </>
        )}
      </p>
      <StatsList
        label="Delivery"
        rows={[
          ['Sent', newsletter.sent],
          ['Failed', newsletter.failed],
          ['Pending', newsletter.pending],
        ]}
      />
      {newsletter.suppressed > 0 && (
        <p className="desk-note">{`${plural(newsletter.suppressed, 'reader', 'readers')} skipped: no longer subscribed when it was their turn.`}</p>
      )}
      <p className="desk-panel__more">
        <Link to={paths.dashboard.editPost.href(newsletter.post_id)} aria-label={`Delivery report of ${title}`}>
          Delivery report
        </Link>
      </p>
    </Panel>
  );
}

import { StatsPanel } from '../../stats';
import type { Desk } from '../api';
import { NeedsAttention } from './needs-attention.component';
import { DraftsPanel, PublishedPanel, ScheduledPanel } from './post-panels.component';
import { NewsletterPanel, SubscribersPanel } from './reader-panels.component';

/** The Overview's content: what needs fixing first, then what to write next, what goes out, and who reads. */
export function WritersDesk({ desk }: { desk: Desk }) {
  return (
    <>
      <NeedsAttention attention={desk.attention} />
      <div className="desk-grid">
        <DraftsPanel drafts={desk.drafts} />
        <ScheduledPanel scheduled={desk.scheduled} />
        <PublishedPanel published={desk.published} />
        <SubscribersPanel subscribers={desk.subscribers} />
        <NewsletterPanel newsletter={desk.newsletter} />
        <StatsPanel />
      </div>
    </>
  );
}

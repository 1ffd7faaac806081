import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ChangeFeed } from '../database/change-feed.js';
import { IDENTITY_TOPIC } from '../identity/site-identity.service.js';
import { JobRunner } from '../jobs/job-runner.js';
import { PostEvents } from '../posts/post-events.js';
import { SOCIAL_CARD_QUEUE, SOCIAL_CARDS_BACKFILL_QUEUE, type SocialCardJob } from './social-card-queues.js';
import { SocialCardsService } from './social-cards.service.js';

/** A safety net for cards a save did not plan (a crash, a change of SITE_NAME or of the template). A change of the site's identity plans it at once. */
const BACKFILL_SCHEDULE = '41 3 * * *';

/** The social cards' background work, on the job runner: one card per job, and the backfill. */
@Injectable()
export class SocialCardJobs implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('SocialCards');
  private readonly unsubscribe: () => void;

  constructor(
    private readonly jobs: JobRunner,
    cards: SocialCardsService,
    events: PostEvents,
    @Inject(ChangeFeed) changes: ChangeFeed,
  ) {
    // The site's title is on every card: a new one makes new cards (every replica hears it; one backfill waits at a time).
    this.unsubscribe = changes.subscribe((topic) => {
      if (topic === IDENTITY_TOPIC) this.planBackfill();
    });
    // Every save (the editor's, an import's, a restore's) and every scheduled post going live: a card for its version.
    const plan = (post: { id: string }) => cards.enqueue(post.id);
    events.on('saved', plan);
    events.on('live', plan);
    jobs.define<SocialCardJob>({ queue: SOCIAL_CARD_QUEUE, policy: 'short', retryLimit: 3, handler: ({ postId }) => cards.ensureCard(postId) });
    jobs.define({ queue: SOCIAL_CARDS_BACKFILL_QUEUE, policy: 'stately', retryLimit: 2, schedule: BACKFILL_SCHEDULE, handler: () => cards.enqueueMissing() });
  }

  onApplicationBootstrap(): void {
    this.planBackfill();
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  private planBackfill(): void {
    this.jobs
      .send(SOCIAL_CARDS_BACKFILL_QUEUE, {}, { singletonKey: SOCIAL_CARDS_BACKFILL_QUEUE })
      .catch((error: Error) => this.logger.warn(`Could not plan the social cards' backfill: ${error.message}`));
  }
}

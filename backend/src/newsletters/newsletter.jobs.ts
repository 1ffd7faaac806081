import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { UNEVENTFUL } from '../jobs/job-definition.js';
import { JobRunner } from '../jobs/job-runner.js';
import type { PostEntity } from '../posts/post.entity.js';
import { PostEvents } from '../posts/post-events.js';
import { NewsletterSender } from './newsletter-sender.js';
import { NewslettersService } from './newsletters.service.js';

/** One post's sending, a run at a time per post (stately, keyed by the post): runs continue each other until it is done. */
export const SEND_QUEUE = 'newsletter-send';
/** Every minute and at start: queues what a missed `live` left unqueued, and wakes emails whose retries fall due. */
export const SWEEP_QUEUE = 'newsletter-sweep';
const SEND_WITHIN_MS = 3000;

interface SendJob {
  postId: string;
}

/** The newsletters' background work on the job runner: queueing a post as it goes live, sending it, the sweep. */
@Injectable()
export class NewsletterJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger('Newsletters');

  constructor(
    private readonly jobs: JobRunner,
    private readonly newsletters: NewslettersService,
    private readonly sender: NewsletterSender,
    events: PostEvents,
  ) {
    events.on('live', (post) => this.queued(post, false));
    // A box ticked soon after the post went live: the sweep could not tell it from a missed `live`, so it counts (README.md).
    events.on('saved', (post) => (post.status === 'published' && post.sendEmail ? this.queued(post, true) : undefined));
    jobs.define<SendJob>({
      queue: SEND_QUEUE,
      policy: 'stately',
      retryLimit: 5,
      retryDelaySeconds: 10,
      expireInSeconds: 10 * 60,
      handler: ({ postId }, job) => this.send(postId, job),
    });
    jobs.define({ queue: SWEEP_QUEUE, policy: 'singleton', retryLimit: 2, retryDelaySeconds: 5, schedule: '* * * * *', handler: () => this.sweep() });
  }

  onApplicationBootstrap(): void {
    this.jobs.send(SWEEP_QUEUE, {}).catch((error: Error) => this.logger.warn(`Could not plan the start-up sweep of emails: ${error.message}`));
  }

  /** Queues what went live unqueued and plans a run for every email not finished; the job's answer says what it found. */
  async sweep(): Promise<object> {
    const queued = await this.newsletters.queueMissed();
    const unfinished = await this.newsletters.unfinished();
    for (const postId of unfinished) await this.plan(postId);
    return { queued, unfinished, [UNEVENTFUL]: queued.length === 0 && unfinished.length === 0 };
  }

  private async send(postId: string, job: Parameters<NewsletterSender['run']>[1]): Promise<object> {
    const run = await this.sender.run(postId, job);
    if (run.continueAt) await this.plan(postId, run.continueAt);
    return { postId, ...run, [UNEVENTFUL]: run.attempted === 0 && !run.finished };
  }

  /** A listener's work: logged when it fails (the sweep makes up for it within a minute). */
  private async queued(post: PostEntity, onlyIfRecent: boolean): Promise<void> {
    try {
      if (await this.newsletters.queue(post.id, onlyIfRecent)) await this.plan(post.id, undefined, SEND_WITHIN_MS);
    } catch (error) {
      this.logger.warn(`Post ${post.id} went live but its email could not be queued now (${(error as Error).message}): the sweep will`);
    }
  }

  private async plan(postId: string, startAfter?: Date, withinMs?: number): Promise<void> {
    await this.jobs.send<SendJob>(SEND_QUEUE, { postId }, { singletonKey: postId, startAfter, withinMs });
  }
}

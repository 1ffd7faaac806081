import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { UNEVENTFUL } from '../../jobs/job-definition.js';
import { JobRunner } from '../../jobs/job-runner.js';
import { PostAddressRedirects } from '../../redirects/post-addresses.js';
import type { PostEntity } from '../post.entity.js';
import { PostEvents } from '../post-events.js';
import { PostsCache } from '../posts-cache.js';
import { PostsRepository } from '../posts.repository.js';

/** Every minute, and once at start-up: catches any post whose own job was lost or whose time passed while every server was down. */
export const PUBLISH_DUE_QUEUE = 'posts-publish-due';
/** One job per scheduled time, due at that time: the post goes live within a poll of it. */
export const PUBLISH_AT_QUEUE = 'posts-publish-at';
/** A save's answer waits this long at most for its post's job: the minutely sweep makes up for one not stored. */
const SEND_WITHIN_MS = 3000;

/**
 * Puts scheduled posts live at their time, on the job runner (never a timer of one process): each
 * scheduling sends a job due at the post's time, and a minutely sweep publishes whatever is due. Both
 * publish through one UPDATE of the due rows, so a post goes live once however many replicas run.
 */
@Injectable()
export class ScheduledPublisher implements OnApplicationBootstrap {
  private readonly logger = new Logger(ScheduledPublisher.name);

  constructor(
    private readonly jobs: JobRunner,
    private readonly repository: PostsRepository,
    private readonly cache: PostsCache,
    private readonly addressRedirects: PostAddressRedirects,
    private readonly events: PostEvents,
    private readonly clock: Clock,
  ) {
    const publish = () => this.publishDue().then((posts) => ({ published: posts.map((post) => post.slug), [UNEVENTFUL]: posts.length === 0 }));
    jobs.define({ queue: PUBLISH_DUE_QUEUE, policy: 'singleton', retryLimit: 2, retryDelaySeconds: 5, schedule: '* * * * *', handler: publish });
    jobs.define({ queue: PUBLISH_AT_QUEUE, retryLimit: 5, retryDelaySeconds: 5, handler: publish });
  }

  onApplicationBootstrap(): void {
    this.jobs.send(PUBLISH_DUE_QUEUE, {}).catch((error: Error) => this.logger.warn(`Could not plan the start-up sweep of scheduled posts: ${error.message}`));
  }

  /**
   * After a save that leaves the post scheduled: a job due at its time (one per post and time). The
   * save has committed whatever happens here: should the job not be stored, the minutely sweep still
   * publishes the post, a little later.
   */
  async scheduled(post: Pick<PostEntity, 'id' | 'publishedAt'>): Promise<void> {
    const at = post.publishedAt!;
    try {
      await this.jobs.send(PUBLISH_AT_QUEUE, { postId: post.id }, { startAfter: at, singletonKey: `${post.id}@${at.toISOString()}`, withinMs: SEND_WITHIN_MS });
    } catch (error) {
      this.logger.warn(`Post ${post.id} is scheduled, but its own job could not be stored (${(error as Error).message}): the minutely sweep will publish it`);
    }
  }

  /** Publishes what is due now (by the app's clock) and does what publishing does: caches, redirects, listeners. */
  async publishDue(): Promise<PostEntity[]> {
    let redirectsChanged = false;
    const published = await this.repository.publishDue(this.clock.now(), async (posts, manager) => {
      for (const post of posts) {
        const address = { slug: post.slug, type: post.type };
        if (await this.addressRedirects.follow({ ...address, status: 'scheduled' }, { ...address, status: 'published' }, manager)) {
          redirectsChanged = true;
        }
      }
    });
    if (!published.length) return published;
    await this.cache.changed();
    if (redirectsChanged) await this.addressRedirects.changed();
    for (const post of published) {
      this.events.emit('saved', post);
      this.events.emit('live', post);
    }
    return published;
  }
}

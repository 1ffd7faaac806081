import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { ChangeFeed } from '../database/change-feed.js';
import { POSTS_TOPIC } from '../posts/posts-cache.js';
import type { Navigation } from './navigation.js';

export const NAVIGATION_TOPIC = 'navigation';

/**
 * The navigation as last read, asked by every page the server draws, so kept in memory. A save on
 * any replica drops it everywhere (the change feed); while the feed is down nothing is kept, since
 * another replica's save could go unheard. Reads that miss at once share one load.
 */
@Injectable()
export class NavigationCache implements OnModuleDestroy {
  private value?: Navigation;
  private loading?: Promise<Navigation>;
  /** Bumped on every change, so that a load begun before it cannot store what it read. */
  private generation = 0;
  private readonly unsubscribe: () => void;

  constructor(@Inject(ChangeFeed) private readonly changes: ChangeFeed) {
    this.unsubscribe = changes.subscribe((topic) => {
      if (topic === NAVIGATION_TOPIC || topic === '*') this.clear();
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  read(load: () => Promise<Navigation>): Promise<Navigation> {
    if (this.value && this.changes.isLive) return Promise.resolve(this.value);
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loading = load()
      .then((value) => {
        if (generation === this.generation && this.changes.isLive) this.value = value;
        return value;
      })
      .finally(() => {
        if (this.loading === loading) this.loading = undefined;
      });
    this.loading = loading;
    return loading;
  }

  /**
   * Tells every replica, this one included, that the navigation changed. Pages drawn with the old
   * links sit in PostsCache, so it is told as well, after: a page drawn between the two already
   * has the new links, and one drawn before the first is dropped by the second.
   */
  async changed(): Promise<void> {
    await this.changes.publish(NAVIGATION_TOPIC);
    await this.changes.publish(POSTS_TOPIC);
  }

  private clear(): void {
    this.generation++;
    this.value = undefined;
    this.loading = undefined;
  }
}

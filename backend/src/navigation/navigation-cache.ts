import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { ChangeFeed } from '../database/change-feed.js';
import { FeedCachedValue } from '../database/feed-cached-value.js';
import { POSTS_TOPIC } from '../posts/posts-cache.js';
import type { Navigation } from './navigation.js';

export const NAVIGATION_TOPIC = 'navigation';

/** The navigation as last read, asked by every page the server draws, so kept in memory until a save on any replica (FeedCachedValue). */
@Injectable()
export class NavigationCache implements OnModuleDestroy {
  private readonly cached: FeedCachedValue<Navigation>;

  constructor(@Inject(ChangeFeed) private readonly changes: ChangeFeed) {
    this.cached = new FeedCachedValue(changes, NAVIGATION_TOPIC);
  }

  onModuleDestroy(): void {
    this.cached.dispose();
  }

  read(load: () => Promise<Navigation>): Promise<Navigation> {
    return this.cached.read(load);
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
}

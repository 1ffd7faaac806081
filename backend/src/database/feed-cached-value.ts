import type { ChangeFeed } from './change-feed.js';

/**
 * One value read from the database and kept in memory until its topic is heard on the change feed
 * (from any replica); while the feed is down nothing is kept, since another replica's save could go
 * unheard. Reads that miss at once share one load.
 */
export class FeedCachedValue<T> {
  private value?: T;
  private loading?: Promise<T>;
  /** Bumped on every change, so that a load begun before it cannot store what it read. */
  private generation = 0;
  private readonly unsubscribe: () => void;

  /** `topics`: what changes the value (one topic, or several). */
  constructor(
    private readonly changes: ChangeFeed,
    topics: string | readonly string[],
  ) {
    const heardBy = new Set(typeof topics === 'string' ? [topics] : topics);
    this.unsubscribe = changes.subscribe((heard) => {
      if (heardBy.has(heard) || heard === '*') this.clear();
    });
  }

  dispose(): void {
    this.unsubscribe();
  }

  read(load: () => Promise<T>): Promise<T> {
    if (this.value !== undefined && this.changes.isLive) return Promise.resolve(this.value);
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

  private clear(): void {
    this.generation++;
    this.value = undefined;
    this.loading = undefined;
  }
}

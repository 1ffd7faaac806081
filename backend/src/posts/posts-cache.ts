import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { ChangeFeed } from '../database/change-feed.js';

export const POSTS_TOPIC = 'posts';
const MAX_ENTRIES = 1_000;
/** A safety net only: every write clears the cache on every replica at once. */
const TTL_MS = 60_000;

interface Entry {
  value: unknown;
  storedAt: number;
}

/**
 * Public post payloads, kept in process and dropped on every write on any replica (LISTEN/NOTIFY).
 * While the change feed is down nothing is cached, since another replica's write could go unheard.
 */
@Injectable()
export class PostsCache implements OnModuleDestroy {
  private readonly entries = new Map<string, Entry>();
  /** Bumped on every invalidation, so that a read begun before a write cannot store what it read. */
  private generation = 0;
  private readonly unsubscribe: () => void;

  constructor(@Inject(ChangeFeed) private readonly changes: ChangeFeed) {
    this.unsubscribe = changes.subscribe((topic) => {
      if (topic === POSTS_TOPIC || topic === '*') this.clear();
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.storedAt < TTL_MS && this.changes.isLive) return hit.value as T;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation && this.changes.isLive) this.store(key, value);
    return value;
  }

  /** Called after every committed write: clears here at once, then on the other replicas. */
  async changed(): Promise<void> {
    await this.changes.publish(POSTS_TOPIC);
  }

  private store(key: string, value: unknown): void {
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: Date.now() });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }

  private clear(): void {
    this.generation++;
    this.entries.clear();
  }
}

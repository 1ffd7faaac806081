import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { ByteBudgetLru } from '../common/cache/byte-budget-lru.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { ChangeFeed } from '../database/change-feed.js';

export const POSTS_TOPIC = 'posts';
/** A safety net only: every write clears the cache on every replica at once. */
const TTL_MS = 60_000;

interface Entry {
  value: unknown;
  storedAt: number;
}

/** A cached value: what it holds in memory, and a hook telling when that grew (a compressed form added). */
export interface Sized {
  readonly bytes: number;
  onGrow?: () => void;
}

/**
 * Everything readers get that is made from posts (API payloads, server-rendered pages, feeds), kept
 * in process within one byte budget (CACHE_MAX_MB), least recently used out first, and dropped on
 * every write on any replica (LISTEN/NOTIFY). While the change feed is down nothing is cached, since
 * another replica's write could go unheard. Requests that miss the same key at once share one load.
 */
@Injectable()
export class PostsCache implements OnModuleDestroy {
  private readonly entries: ByteBudgetLru<Entry>;
  private readonly loading = new Map<string, Promise<unknown>>();
  /** Bumped on every invalidation, so that a read begun before a write cannot store what it read. */
  private generation = 0;
  private readonly unsubscribe: () => void;

  constructor(
    @Inject(ChangeFeed) private readonly changes: ChangeFeed,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.entries = new ByteBudgetLru(config.cacheMaxBytes);
    this.unsubscribe = changes.subscribe((topic) => {
      if (topic === POSTS_TOPIC || topic === '*') this.clear();
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  /** Bytes held now, within the budget. */
  get bytes(): number {
    return this.entries.bytes;
  }

  /** null (nothing found) is cached too, costing only its key. */
  read<T extends Sized | null>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.storedAt < TTL_MS && this.changes.isLive) return Promise.resolve(hit.value as T);
    const pending = this.loading.get(key);
    if (pending) return pending as Promise<T>;
    const generation = this.generation;
    const loaded = load().then((value) => {
      if (generation === this.generation && this.changes.isLive) this.store(key, value);
      return value;
    });
    this.loading.set(key, loaded);
    const forget = () => {
      if (this.loading.get(key) === loaded) this.loading.delete(key);
    };
    loaded.then(forget, forget);
    return loaded;
  }

  private store(key: string, value: Sized | null): void {
    const entry: Entry = { value, storedAt: Date.now() };
    this.entries.set(key, entry, value?.bytes ?? 0);
    if (value) {
      value.onGrow = () => {
        if (this.entries.peek(key) === entry) this.entries.resize(key, value.bytes);
      };
    }
  }

  /** Called after every committed write: clears here at once, then on the other replicas. */
  async changed(): Promise<void> {
    await this.changes.publish(POSTS_TOPIC);
  }

  private clear(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }
}

import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { ByteBudgetLru } from '../common/cache/byte-budget-lru.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { ChangeFeed } from '../database/change-feed.js';
import { LIBRARY_IMAGE_REMOVED_TOPIC, POST_IMAGES_TOPIC } from '../images/post-images-topic.js';

export const POSTS_TOPIC = 'posts';
/** A safety net only: every write clears the cache on every replica at once. */
const TTL_MS = 60_000;
/**
 * Entries past their time dropped by each read, oldest used first: what a burst of distinct queries
 * left goes with the next reads instead of staying, within the budget, until the next write or until
 * newer entries push it out.
 */
const EXPIRED_DROPPED_PER_READ = 8;
/**
 * With no reads, entries past their time are dropped this often, every one of them. Dropped only: V8
 * collects them in its own time (a collection asked for here would pause readers every few sweeps
 * on a server with steady distinct queries).
 */
const SWEEP_MS = TTL_MS / 4;

interface Entry {
  value: Sized | null;
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
  /** The key each stored value is kept under, to tell whether a value in hand is still the current one. */
  private readonly keys = new WeakMap<object, string>();
  /** Bumped on every invalidation, so that a read begun before a write cannot store what it read. */
  private generation = 0;
  private readonly unsubscribe: () => void;
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    @Inject(ChangeFeed) private readonly changes: ChangeFeed,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.entries = new ByteBudgetLru(config.cacheMaxBytes);
    this.unsubscribe = changes.subscribe((topic) => {
      // A library image removed may be the site's logo, icon or avatar, which pages show (identity/).
      if (topic === POSTS_TOPIC || topic === POST_IMAGES_TOPIC || topic === LIBRARY_IMAGE_REMOVED_TOPIC || topic === '*') this.clear();
    });
    this.sweeper = setInterval(() => this.sweep(), SWEEP_MS).unref();
  }

  onModuleDestroy(): void {
    this.unsubscribe();
    clearInterval(this.sweeper);
  }

  /** Drops every entry past its time: after a burst of distinct queries, what it left goes even when no read follows. */
  private sweep(): void {
    this.entries.dropOldest(this.isExpired, Number.POSITIVE_INFINITY);
  }

  /** Bytes held now, within the budget. */
  get bytes(): number {
    return this.entries.bytes;
  }

  /** null (nothing found) is cached too, costing only its key. */
  read<T extends Sized | null>(key: string, load: () => Promise<T>): Promise<T> {
    this.entries.dropOldest(this.isExpired, EXPIRED_DROPPED_PER_READ);
    const hit = this.entries.get(key);
    if (hit && this.isFresh(hit)) return Promise.resolve(hit.value as T);
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

  /** What is cached under `key` and still fresh, without loading anything. */
  current<T extends Sized>(key: string): T | undefined {
    const hit = this.entries.get(key);
    return hit && this.isFresh(hit) ? ((hit.value ?? undefined) as T | undefined) : undefined;
  }

  /** The key under which `value` is cached now, fresh; undefined when it is not (or no longer) in the cache. */
  keyOf(value: Sized): string | undefined {
    const key = this.keys.get(value);
    const entry = key === undefined ? undefined : this.entries.peek(key);
    return entry?.value === value && this.isFresh(entry) ? key : undefined;
  }

  /** Keeps a value made from what is cached now (checked by the caller with keyOf, in the same tick). */
  put(key: string, value: Sized): void {
    if (this.changes.isLive) this.store(key, value);
  }

  private isFresh(entry: Entry): boolean {
    return !this.isExpired(entry) && this.changes.isLive;
  }

  private readonly isExpired = (entry: Entry): boolean => Date.now() - entry.storedAt >= TTL_MS;

  private store(key: string, value: Sized | null): void {
    const entry: Entry = { value, storedAt: Date.now() };
    this.entries.set(key, entry, value?.bytes ?? 0);
    if (value) {
      this.keys.set(value, key);
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

import { Inject, Injectable, Logger, type OnModuleDestroy, Optional } from '@nestjs/common';
import { ByteBudgetLru, stringBytes } from '../common/cache/byte-budget-lru.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { ChangeFeed } from '../database/change-feed.js';
import { requestKeys } from './redirect-paths.js';
import { type RedirectRule, RedirectSet } from './redirect-set.js';
import { RedirectsRepository } from './redirects.repository.js';

export const REDIRECTS_TOPIC = 'redirects';

/** What the cache may hold: the whole table while it fits, else the answers of recent look-ups. */
export interface RedirectsCacheBudget {
  tableBytes: number;
  lookupBytes: number;
}

const DEFAULT_BUDGET: RedirectsCacheBudget = { tableBytes: 8 * 1024 * 1024, lookupBytes: 1024 * 1024 };

/** Provide to change the budget (tests of the look-up mode). */
export const REDIRECTS_CACHE_BUDGET = 'REDIRECTS_CACHE_BUDGET';

/** A look-up's answer, a miss included: the address it was for is the key. */
interface Lookup {
  rule: RedirectRule | null;
}

type Found = RedirectRule | undefined;

/**
 * After a failed read, addresses go unredirected this long rather than each wait for the database
 * again: the page behind them meets the same outage, and must still answer within its own deadline.
 */
const UNREACHABLE_PAUSE_MS = 2_000;

/**
 * Which redirect an address gets, asked before every public read (RedirectsGate), so answered from
 * memory: the whole table while it fits its byte budget (then a look-up is a few map reads, without
 * a promise), else each address asked of PostgreSQL once and its answer kept in a small LRU. Every
 * write anywhere drops it all (the change feed), and while the feed is down nothing is kept, since
 * another replica's write could go unheard.
 */
@Injectable()
export class RedirectsCache implements OnModuleDestroy {
  private readonly logger = new Logger(RedirectsCache.name);
  private table?: RedirectSet;
  /** True once the table was found too large to hold: look-ups go to the database. */
  private tooLarge = false;
  private loading?: Promise<void>;
  private readonly lookups: ByteBudgetLru<Lookup>;
  /** Bumped on every change, so that a load begun before it cannot store what it read. */
  private generation = 0;
  private readonly unsubscribe: () => void;
  private readonly siteOrigin: string;
  private unreachableUntil = 0;

  constructor(
    private readonly repository: RedirectsRepository,
    @Inject(ChangeFeed) private readonly changes: ChangeFeed,
    @Inject(APP_CONFIG) config: AppConfig,
    @Optional() @Inject(REDIRECTS_CACHE_BUDGET) private readonly budget: RedirectsCacheBudget = DEFAULT_BUDGET,
  ) {
    this.siteOrigin = new URL(config.siteUrl).origin;
    this.lookups = new ByteBudgetLru(budget.lookupBytes);
    this.unsubscribe = changes.subscribe((topic) => {
      if (topic === REDIRECTS_TOPIC || topic === '*') this.clear();
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  /** Whether the whole table is in memory now (for tests and the bench). */
  get holdsTable(): boolean {
    return this.table !== undefined;
  }

  /** The redirect for a request's path and query; synchronous whenever the table is in memory. */
  find(address: string): Found | Promise<Found> {
    if (this.table && this.changes.isLive) return this.table.match(address);
    if (Date.now() < this.unreachableUntil) return undefined;
    const found = !this.changes.isLive ? this.fromDatabase(address) : this.tooLarge ? this.lookUp(address) : this.load().then(() => this.find(address));
    return found.catch((error: unknown) => {
      this.unreachableUntil = Date.now() + UNREACHABLE_PAUSE_MS;
      throw error;
    });
  }

  /** Tells every replica, this one included, that redirects changed. */
  async changed(): Promise<void> {
    await this.changes.publish(REDIRECTS_TOPIC);
  }

  private load(): Promise<void> {
    this.loading ??= this.readTable().finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async readTable(): Promise<void> {
    const generation = this.generation;
    const size = await this.repository.size();
    const fits = RedirectSet.estimateBytes(size.fromChars, size.toChars, size.count) <= this.budget.tableBytes;
    const rules = fits ? await this.repository.all() : [];
    if (generation !== this.generation || !this.changes.isLive) return;
    if (!fits) {
      this.logger.log(`${size.count} redirects do not fit in ${this.budget.tableBytes} bytes: each address is looked up`);
      this.tooLarge = true;
      return;
    }
    const table = new RedirectSet(this.siteOrigin);
    for (const rule of rules) table.add(rule);
    this.table = table;
  }

  private async lookUp(address: string): Promise<Found> {
    const key = `lookup:${address}`;
    const hit = this.lookups.get(key);
    if (hit) return hit.rule ?? undefined;
    const generation = this.generation;
    const rule = await this.fromDatabase(address);
    if (generation === this.generation && this.changes.isLive) {
      const bytes = rule ? (stringBytes(rule.from) + stringBytes(rule.to)) * 2 + 64 : 16;
      this.lookups.set(key, { rule: rule ?? null }, bytes);
    }
    return rule;
  }

  private async fromDatabase(address: string): Promise<Found> {
    const keys = requestKeys(address);
    const rules = await this.repository.findByFroms(keys);
    const byFrom = new Map(rules.map((rule) => [rule.from, rule]));
    for (const key of keys) {
      const rule = byFrom.get(key);
      if (rule) return rule;
    }
    return undefined;
  }

  private clear(): void {
    this.generation++;
    this.table = undefined;
    this.tooLarge = false;
    this.lookups.clear();
  }
}

import { describe, expect, it } from '@jest/globals';
import type { AppConfig } from '../config/app-config.js';
import type { ChangeFeed, ChangeListener } from '../database/change-feed.js';
import type { RedirectRule } from './redirect-set.js';
import { REDIRECTS_TOPIC, RedirectsCache } from './redirects-cache.js';
import type { RedirectsRepository } from './redirects.repository.js';

class FakeFeed {
  isLive = true;
  private readonly listeners = new Set<ChangeListener>();
  subscribe(listener: ChangeListener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  async publish(topic: string) {
    for (const listener of this.listeners) listener(topic);
  }
}

/** The repository's reads over an array, counting the queries. */
class FakeRepository {
  queries = 0;
  failing = false;
  constructor(public rules: RedirectRule[]) {}
  private async ask<T>(answer: () => T): Promise<T> {
    this.queries++;
    if (this.failing) throw new Error('connection refused');
    return answer();
  }
  size() {
    return this.ask(() => ({
      count: this.rules.length,
      fromChars: this.rules.reduce((sum, rule) => sum + rule.from.length, 0),
      toChars: this.rules.reduce((sum, rule) => sum + rule.to.length, 0),
    }));
  }
  all() {
    return this.ask(() => [...this.rules]);
  }
  findByFroms(froms: string[]) {
    return this.ask(() => this.rules.filter((rule) => froms.includes(rule.from)));
  }
}

const CONFIG = { siteUrl: 'https://blog.example' } as AppConfig;

function cacheOver(rules: RedirectRule[], budget = { tableBytes: 1_000_000, lookupBytes: 10_000 }) {
  const repository = new FakeRepository(rules);
  const feed = new FakeFeed();
  const cache = new RedirectsCache(repository as unknown as RedirectsRepository, feed as unknown as ChangeFeed, CONFIG, budget);
  return { repository, feed, cache };
}

const RULES: RedirectRule[] = [
  { from: '/old', to: '/blog/new', status: 301 },
  { from: '/?p=12', to: '/blog/twelve', status: 302 },
];

describe('RedirectsCache', () => {
  it('holds the whole table while it fits, then answers without a promise or a query', async () => {
    const { repository, cache } = cacheOver(RULES);
    expect((await cache.find('/old/'))?.to).toBe('/blog/new');
    const queries = repository.queries;
    expect(cache.find('/?p=12&utm_source=x')).toMatchObject(RULES[1]!);
    expect(cache.find('/elsewhere')).toBeUndefined();
    expect(repository.queries).toBe(queries);
  });

  it('reads the table again after a change, here or on another replica', async () => {
    const { repository, feed, cache } = cacheOver(RULES);
    await cache.find('/old');
    repository.rules = [{ from: '/old', to: '/blog/newer', status: 301 }];
    await feed.publish(REDIRECTS_TOPIC);
    expect(cache.holdsTable).toBe(false);
    expect((await cache.find('/old'))?.to).toBe('/blog/newer');
  });

  it('looks each address up once when the table is too large, within its budget', async () => {
    const { repository, cache } = cacheOver(RULES, { tableBytes: 10, lookupBytes: 10_000 });
    expect((await cache.find('/old'))?.to).toBe('/blog/new');
    const queries = repository.queries;
    expect((await cache.find('/old'))?.to).toBe('/blog/new');
    expect(await cache.find('/missing')).toBeUndefined();
    expect(await cache.find('/missing')).toBeUndefined();
    expect(repository.queries).toBe(queries + 1);
    expect(cache.holdsTable).toBe(false);
  });

  it('trusts nothing it holds while the change feed is down', async () => {
    const { repository, feed, cache } = cacheOver(RULES);
    feed.isLive = false;
    await cache.find('/old');
    await cache.find('/old');
    expect(repository.queries).toBe(2);
  });

  it('lets addresses through unredirected for a moment after the database failed, instead of making each wait', async () => {
    const { repository, cache } = cacheOver(RULES);
    repository.failing = true;
    await expect(cache.find('/old')).rejects.toThrow('connection refused');
    expect(cache.find('/old')).toBeUndefined();
  });
});

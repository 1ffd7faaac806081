import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { AppConfig } from '../config/app-config.js';
import type { ChangeFeed } from '../database/change-feed.js';
import { PostsCache } from './posts-cache.js';

const feed = { isLive: true, subscribe: () => () => undefined, publish: async () => undefined } as unknown as ChangeFeed;
const config = { cacheMaxBytes: 1_000_000 } as AppConfig;

describe('PostsCache', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('drops the entries past their time when no read comes to drop them', async () => {
    const cache = new PostsCache(feed, config);
    await cache.read('old', async () => ({ bytes: 1_000 }));
    jest.advanceTimersByTime(45_000);
    await cache.read('new', async () => ({ bytes: 2_000 }));
    const held = cache.bytes;

    jest.advanceTimersByTime(30_000);
    expect(cache.bytes).toBeLessThan(held);
    expect(cache.current('new')?.bytes).toBe(2_000);

    jest.advanceTimersByTime(60_000);
    expect(cache.bytes).toBe(0);
    cache.onModuleDestroy();
  });
});

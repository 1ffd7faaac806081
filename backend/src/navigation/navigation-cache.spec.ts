import { describe, expect, it } from '@jest/globals';
import type { ChangeFeed, ChangeListener } from '../database/change-feed.js';
import { POSTS_TOPIC } from '../posts/posts-cache.js';
import { NAVIGATION_TOPIC, NavigationCache } from './navigation-cache.js';
import { DEFAULT_NAVIGATION, type Navigation } from './navigation.js';

class FakeFeed {
  isLive = true;
  published: string[] = [];
  private readonly listeners = new Set<ChangeListener>();
  subscribe(listener: ChangeListener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  async publish(topic: string) {
    this.published.push(topic);
    this.hear(topic);
  }
  hear(topic: string) {
    for (const listener of this.listeners) listener(topic);
  }
}

const OTHER: Navigation = { primary: [{ label: 'Notes', url: '/blog' }], footer: [] };

function setUp() {
  const feed = new FakeFeed();
  const cache = new NavigationCache(feed as unknown as ChangeFeed);
  let reads = 0;
  let stored = DEFAULT_NAVIGATION;
  const load = async () => {
    reads++;
    return stored;
  };
  return { feed, cache, load, reads: () => reads, store: (navigation: Navigation) => (stored = navigation) };
}

describe('NavigationCache', () => {
  it('reads once, and again after a change heard from any replica', async () => {
    const { feed, cache, load, reads, store } = setUp();
    expect(await cache.read(load)).toBe(DEFAULT_NAVIGATION);
    expect(await cache.read(load)).toBe(DEFAULT_NAVIGATION);
    expect(reads()).toBe(1);

    store(OTHER);
    feed.hear(NAVIGATION_TOPIC);
    expect(await cache.read(load)).toBe(OTHER);
    feed.hear('*');
    await cache.read(load);
    expect(reads()).toBe(3);
  });

  it('keeps nothing read before a change, nor while the feed is down', async () => {
    const { feed, cache, load, reads, store } = setUp();
    const before = cache.read(load);
    feed.hear(NAVIGATION_TOPIC);
    store(OTHER);
    expect(await before).toBe(DEFAULT_NAVIGATION);
    expect(await cache.read(load)).toBe(OTHER);
    expect(reads()).toBe(2);

    feed.isLive = false;
    await cache.read(load);
    await cache.read(load);
    expect(reads()).toBe(4);
  });

  it('shares one read between callers that miss at once', async () => {
    const { cache, load, reads } = setUp();
    await Promise.all([cache.read(load), cache.read(load), cache.read(load)]);
    expect(reads()).toBe(1);
  });

  it('tells of a change, then the pages cache, whose pages carry the links', async () => {
    const { feed, cache } = setUp();
    await cache.changed();
    expect(feed.published).toEqual([NAVIGATION_TOPIC, POSTS_TOPIC]);
  });
});

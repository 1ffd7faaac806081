import { describe, expect, it } from '@jest/globals';
import { ViewBuffer } from './view-buffer.js';

const view = (path: string, visitor: number, referrer: string | null = null, day = '2026-11-29') => ({ day, page: { path, postId: null }, referrer, visitor: Buffer.from([visitor]) });

describe('the view buffer', () => {
  it('sums views per day and page and per referrer host, and keeps each visitor mark once a day', () => {
    const buffer = new ViewBuffer();
    buffer.add(view('/blog/a', 1, 'news.example.org'));
    buffer.add(view('/blog/a', 1));
    buffer.add(view('/blog/a', 2, 'news.example.org'));
    buffer.add(view('/', 2, null, '2026-11-30'));
    // A take-back heard from another replica asks whether a reader's mark of the day waits here.
    expect([buffer.holds('2026-11-29', Buffer.from([2])), buffer.holds('2026-11-30', Buffer.from([1]))]).toEqual([true, false]);
    const batch = buffer.take()!;
    expect(batch.pages.map((entry) => [entry.day, entry.page.path, entry.views])).toEqual([
      ['2026-11-29', '/blog/a', 3],
      ['2026-11-30', '/', 1],
    ]);
    expect(batch.referrers).toEqual([{ day: '2026-11-29', host: 'news.example.org', views: 2 }]);
    expect(batch.visitors.map((entry) => [entry.day, entry.hash[0]])).toEqual([
      ['2026-11-29', 1],
      ['2026-11-29', 2],
      ['2026-11-30', 2],
    ]);
    expect(buffer.take()).toBeUndefined();
    expect(buffer.holds('2026-11-29', Buffer.from([2]))).toBe(false);
  });

  it('is due at its size or once its oldest view has waited long enough', () => {
    let now = 0;
    const buffer = new ViewBuffer({ maxEntries: 100, flushAtEntries: 4, flushAfterMs: 1_500 }, () => now);
    expect(buffer.due()).toBe(false);
    buffer.add(view('/blog/a', 1));
    now = 1_499;
    expect(buffer.due()).toBe(false);
    now = 1_500;
    expect(buffer.due()).toBe(true);
    buffer.take();
    buffer.add(view('/blog/a', 1));
    buffer.add(view('/blog/b', 2));
    expect(buffer.due()).toBe(true);
  });

  it('holds a bounded number of entries whatever arrives, and counts the views it drops', () => {
    const buffer = new ViewBuffer({ maxEntries: 30, flushAtEntries: 10, flushAfterMs: 1_500 });
    let kept = 0;
    for (let i = 0; i < 100_000; i += 1) if (buffer.add(view(`/post-${i}`, i % 256, `site-${i}.example`))) kept += 1;
    expect(buffer.size).toBeLessThanOrEqual(30);
    expect(kept).toBe(10);
    expect(buffer.dropped).toBe(100_000 - 10);
  });
});

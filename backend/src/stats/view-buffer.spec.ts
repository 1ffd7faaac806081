import { describe, expect, it } from '@jest/globals';
import { CountedViews } from './counted-views.js';
import { ViewBuffer } from './view-buffer.js';

const view = (path: string, visitor: number, referrer: string | null = null, day = '2026-11-29') => ({ day, page: { path, postId: null }, referrer, visitor: Buffer.from([visitor]) });

describe('the view buffer', () => {
  it('sums views per day and page and per referrer host, and keeps each visitor mark once a day', () => {
    const buffer = new ViewBuffer();
    buffer.add(view('/blog/a', 1, 'news.example.org'));
    buffer.add(view('/blog/a', 1));
    buffer.add(view('/blog/a', 2, 'news.example.org'));
    buffer.add(view('/', 2, null, '2026-11-30'));
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

describe("the views a replica counted, which the admin's take-back may undo", () => {
  const mark = (n: number) => Buffer.from([n]);
  const DAY = '2026-11-29';

  it('undoes only a view of the same path by the same mark on the same day, with the referrer counted, once', () => {
    const counted = new CountedViews();
    counted.remember(DAY, mark(1), { path: '/', referrer: 'news.example.org' });
    counted.remember(DAY, mark(1), { path: '/blog/a', referrer: null });
    // Another path of a known mark undoes nothing, and the mark stays for its own views.
    expect(counted.recall(DAY, mark(1), '/blog/other')).toEqual({ kind: 'other-path' });
    expect([counted.recall(DAY, mark(2), '/'), counted.recall('2026-11-30', mark(1), '/')]).toEqual([{ kind: 'unknown' }, { kind: 'unknown' }]);
    expect(counted.recall(DAY, mark(1), '/')).toEqual({ kind: 'view', view: { path: '/', referrer: 'news.example.org' } });
    expect(counted.recall(DAY, mark(1), '/')).toEqual({ kind: 'other-path' });
    expect(counted.recall(DAY, mark(1), '/blog/a')).toEqual({ kind: 'view', view: { path: '/blog/a', referrer: null } });
    expect(counted.recall(DAY, mark(1), '/blog/a')).toEqual({ kind: 'unknown' });
  });

  it('remembers a bounded number of marks, views per mark, and for a bounded time', () => {
    let now = 0;
    const counted = new CountedViews({ marks: 3, viewsPerMark: 2, maxAgeMs: 1_000 }, () => now);
    for (let n = 0; n < 1_000; n += 1) counted.remember(DAY, mark(n % 256), { path: `/post-${n}`, referrer: null });
    expect(counted.size).toBe(3);
    // The marks seen last are kept.
    expect(counted.recall(DAY, mark(999 % 256), '/post-999')).toMatchObject({ kind: 'view' });
    expect(counted.recall(DAY, mark(996 % 256), '/post-996')).toEqual({ kind: 'unknown' });
    // Each with its last two views.
    for (const path of ['/a', '/b', '/c']) counted.remember(DAY, mark(1), { path, referrer: null });
    expect(counted.recall(DAY, mark(1), '/a')).toEqual({ kind: 'other-path' });
    expect(counted.recall(DAY, mark(1), '/b')).toMatchObject({ kind: 'view' });
    now = 1_001;
    expect(counted.recall(DAY, mark(997 % 256), '/post-997')).toEqual({ kind: 'unknown' });
  });
});

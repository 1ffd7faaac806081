import { describe, expect, it } from '@jest/globals';
import { ByteBudgetLru, stringBytes } from './byte-budget-lru.js';

const value = (bytes: number) => 'x'.repeat(bytes);

describe('ByteBudgetLru', () => {
  it('keeps entries while they fit, counting each at its size plus its key and bookkeeping', () => {
    const cache = new ByteBudgetLru<string>(10_000);
    cache.set('a', value(1_000), 1_000);
    cache.set('b', value(2_000), 2_000);
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBeGreaterThanOrEqual(3_000);
    expect(cache.bytes).toBeLessThan(3_500);
  });

  it('evicts the least recently used entries first, never passing its budget', () => {
    const cache = new ByteBudgetLru<string>(3_500);
    cache.set('a', value(1_000), 1_000);
    cache.set('b', value(1_000), 1_000);
    cache.set('c', value(1_000), 1_000);
    expect(cache.get('a')).toBeDefined();
    cache.set('d', value(1_000), 1_000);
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => cache.get(key) !== undefined)).toEqual([true, true, true]);
    expect(cache.bytes).toBeLessThanOrEqual(3_500);
  });

  it('stays within budget under any stream of distinct keys', () => {
    const cache = new ByteBudgetLru<string>(50_000);
    for (let index = 0; index < 5_000; index++) {
      cache.set(`key-${index}-${'k'.repeat(index % 50)}`, 'v', (index * 7919) % 9_000);
      expect(cache.bytes).toBeLessThanOrEqual(50_000);
    }
  });

  it('does not keep an entry larger than the whole budget, and leaves the others', () => {
    const cache = new ByteBudgetLru<string>(2_000);
    cache.set('small', 'x', 100);
    expect(cache.set('huge', value(5_000), 5_000)).toBe(false);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('small')).toBe('x');
  });

  it('replaces an entry under the same key without counting it twice', () => {
    const cache = new ByteBudgetLru<string>(10_000);
    cache.set('a', value(1_000), 1_000);
    const once = cache.bytes;
    cache.set('a', value(1_000), 1_000);
    expect(cache.bytes).toBe(once);
    cache.clear();
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });
});

describe('ByteBudgetLru.dropOldest', () => {
  it('drops the least recently used entries while they are expired, at most as many as asked, and stops at the first kept', () => {
    const cache = new ByteBudgetLru<{ expired: boolean }>(10_000);
    for (const [key, expired] of [['a', true], ['b', true], ['c', true], ['d', false], ['e', true]] as const) cache.set(key, { expired }, 100);
    const full = cache.bytes;
    expect(cache.dropOldest((entry) => entry.expired, 2)).toBe(2);
    expect(['a', 'b', 'c'].map((key) => cache.peek(key) !== undefined)).toEqual([false, false, true]);
    expect(cache.bytes).toBeLessThan(full);
    expect(cache.dropOldest((entry) => entry.expired, 10)).toBe(1);
    expect([cache.size, cache.peek('e')]).toEqual([2, { expired: true }]);
    cache.get('d');
    expect(cache.dropOldest((entry) => entry.expired, 10)).toBe(1);
    expect(cache.size).toBe(1);
  });
});

describe('ByteBudgetLru.resize', () => {
  it('counts an entry that grew, making room by the least recently used, and keeps it the newest', () => {
    const cache = new ByteBudgetLru<string>(3_000);
    cache.set('old', 'o', 1_000);
    cache.set('grows', 'g', 500);
    cache.resize('grows', 1_800);
    expect(cache.get('old')).toBeUndefined();
    expect(cache.peek('grows')).toBe('g');
    expect(cache.bytes).toBeLessThanOrEqual(3_000);
    expect(cache.bytes).toBeGreaterThan(1_800);
  });

  it('drops an entry that grew past the whole budget, and ignores a key it does not hold', () => {
    const cache = new ByteBudgetLru<string>(3_000);
    cache.set('a', 'a', 100);
    cache.resize('a', 5_000);
    cache.resize('missing', 10);
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });
});

describe('stringBytes', () => {
  it('counts one byte a character for Latin-1 text and two for anything else', () => {
    expect(stringBytes('café')).toBe(4);
    expect(stringBytes('naïve – 東京')).toBe(20);
  });
});

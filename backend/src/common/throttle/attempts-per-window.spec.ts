import { describe, expect, it } from '@jest/globals';
import { AttemptsPerWindow } from './attempts-per-window.js';

describe('AttemptsPerWindow', () => {
  it('lets `limit` attempts through per key, then says how long to wait, until the window ends', () => {
    let now = 0;
    const attempts = new AttemptsPerWindow(2, 60_000, () => now);
    expect([attempts.take('a'), attempts.take('a'), attempts.take('b')]).toEqual([0, 0, 0]);
    expect(attempts.take('a')).toBe(60);
    now = 45_500;
    expect(attempts.take('a')).toBe(15);
    now = 60_000;
    expect(attempts.take('a')).toBe(0);
  });

  it('forgets the oldest key past 10,000, so memory stays bounded', () => {
    const attempts = new AttemptsPerWindow(1, 60_000, () => 0);
    attempts.take('first');
    for (let i = 0; i < 10_000; i += 1) attempts.take(`key-${i}`);
    expect(attempts.take('first')).toBe(0);
    expect(attempts.take('key-9999')).toBe(60);
  });
});

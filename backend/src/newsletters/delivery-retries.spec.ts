import { describe, expect, it } from '@jest/globals';
import { MAX_ATTEMPTS, nextAttemptAt, nextBatchAt } from './delivery-retries.js';

const now = new Date('2026-11-26T04:00:00Z');
const minutesLater = (date: Date | null) => (date ? (date.getTime() - now.getTime()) / 60_000 : null);

describe('nextAttemptAt', () => {
  it('backs off 1, 5, 30 then 120 minutes, then gives up', () => {
    expect([1, 2, 3, 4].map((attempts) => minutesLater(nextAttemptAt(attempts, now)))).toEqual([1, 5, 30, 120]);
    expect(nextAttemptAt(MAX_ATTEMPTS, now)).toBeNull();
  });
});

describe('nextBatchAt', () => {
  it('spaces batches to the rate, and not at all without one', () => {
    expect(nextBatchAt(now, 50, 600).getTime() - now.getTime()).toBe(5000);
    expect(nextBatchAt(now, 0, 600)).toEqual(now);
    expect(nextBatchAt(now, 10_000, 0)).toEqual(now);
  });
});

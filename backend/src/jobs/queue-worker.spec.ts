import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { QueueWorker } from './queue-worker.js';

/** Lets the loop's pending promises run (fake timers hold only the timers). */
const turns = async (count = 5) => {
  for (let index = 0; index < count; index++) await Promise.resolve();
};

describe('QueueWorker', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('without an interval, looks again only when woken, and leaves no timer behind when stopped', async () => {
    let looks = 0;
    const worker = new QueueWorker(async () => (looks++, false), undefined, () => {});
    await turns();
    expect(looks).toBe(1);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(looks).toBe(1);
    worker.wake();
    await turns();
    expect(looks).toBe(2);
    worker.stop();
    await worker.done;
    expect(jest.getTimerCount()).toBe(0);
  });

  it('with an interval, looks again after it, and at once while it finds work', async () => {
    const found = [true, true, false, false];
    let looks = 0;
    const worker = new QueueWorker(async () => found[looks++] ?? false, 500, () => {});
    await turns(20);
    expect(looks).toBe(3);
    await jest.advanceTimersByTimeAsync(500);
    expect(looks).toBe(4);
    worker.stop();
    await worker.done;
    expect(jest.getTimerCount()).toBe(0);
  });
});

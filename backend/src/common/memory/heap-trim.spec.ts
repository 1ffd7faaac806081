import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { trimHeapSoon } from './heap-trim.js';

describe('trimHeapSoon', () => {
  const gc = jest.fn();

  beforeEach(() => {
    jest.useFakeTimers();
    (globalThis as { gc?: () => void }).gc = gc;
  });

  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { gc?: () => void }).gc;
  });

  it('collects once, when the asks have stopped for five seconds', () => {
    trimHeapSoon();
    jest.advanceTimersByTime(4_000);
    trimHeapSoon();
    jest.advanceTimersByTime(4_000);
    expect(gc).not.toHaveBeenCalled();

    jest.advanceTimersByTime(1_000);
    expect(gc).toHaveBeenCalledTimes(1);
  });
});

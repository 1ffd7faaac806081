import { describe, expect, it } from '@jest/globals';
import { AuthThrottleService } from './auth-throttle.service.js';

function throttleAt(start: number) {
  const throttle = new AuthThrottleService();
  let now = start;
  throttle.now = () => now;
  return { throttle, advance: (ms: number) => (now += ms) };
}

describe('AuthThrottleService', () => {
  it('lets an address fail ten times, then makes it wait out the window', () => {
    const { throttle, advance } = throttleAt(0);
    for (let failure = 0; failure < 10; failure++) {
      expect(throttle.retryAfterSeconds('10.0.0.1')).toBe(0);
      throttle.recordFailure('10.0.0.1');
    }
    expect(throttle.retryAfterSeconds('10.0.0.1')).toBe(900);
    advance(600_000);
    expect(throttle.retryAfterSeconds('10.0.0.1')).toBe(300);
    advance(300_000);
    expect(throttle.retryAfterSeconds('10.0.0.1')).toBe(0);
  });

  it('keeps addresses apart and forgets one after a success', () => {
    const { throttle } = throttleAt(0);
    for (let failure = 0; failure < 10; failure++) throttle.recordFailure('10.0.0.1');
    expect(throttle.retryAfterSeconds('10.0.0.2')).toBe(0);
    for (let failure = 0; failure < 9; failure++) throttle.recordFailure('10.0.0.2');
    throttle.recordSuccess('10.0.0.2');
    throttle.recordFailure('10.0.0.2');
    expect(throttle.retryAfterSeconds('10.0.0.2')).toBe(0);
  });
});

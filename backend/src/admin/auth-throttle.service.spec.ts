import { describe, expect, it } from '@jest/globals';
import { AuthThrottleService, throttleKey } from './auth-throttle.service.js';

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

  it('keeps addresses apart', () => {
    const { throttle } = throttleAt(0);
    for (let failure = 0; failure < 10; failure++) throttle.recordFailure('10.0.0.1');
    expect(throttle.retryAfterSeconds('10.0.0.2')).toBe(0);
  });
});

describe('throttleKey', () => {
  it.each([
    ['10.1.2.3', '10.1.2.3'],
    ['::ffff:10.1.2.3', '10.1.2.3'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::7', '2001:db8:1:2::/64'],
    ['2001:0db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    [undefined, 'unknown'],
  ])('counts %s as %s', (ip, key) => {
    expect(throttleKey(ip)).toBe(key);
  });
});

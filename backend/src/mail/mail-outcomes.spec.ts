import { describe, expect, it } from '@jest/globals';
import { MailRefused } from './mail-transport.js';
import { OUTCOME_REWRITE_MS, OutcomeThrottle, outcomeOf } from './mail-outcomes.js';

describe('outcomeOf', () => {
  it('counts a temporary refusal or any other error as the transport failing, and a refused address as nothing', () => {
    expect(outcomeOf(new MailRefused('451 Try later', false))).toBe('failure');
    expect(outcomeOf(new Error('connect ECONNREFUSED'))).toBe('failure');
    expect(outcomeOf(new MailRefused('550 No such user', true))).toBeNull();
  });
});

describe('OutcomeThrottle', () => {
  it('writes a change at once and the same outcome again only once a minute', () => {
    const throttle = new OutcomeThrottle();
    expect(throttle.shouldWrite('success', 0)).toBe(true);
    expect(throttle.shouldWrite('success', 1000)).toBe(false);
    expect(throttle.shouldWrite('failure', 2000)).toBe(true);
    expect(throttle.shouldWrite('failure', 2000 + OUTCOME_REWRITE_MS - 1)).toBe(false);
    expect(throttle.shouldWrite('success', 3000)).toBe(true);
    expect(throttle.shouldWrite('success', 3000 + OUTCOME_REWRITE_MS)).toBe(true);
  });
});

import { describe, expect, it } from '@jest/globals';
import { monthStartUtc } from './desk.service.js';

describe('monthStartUtc', () => {
  it('is the first instant of the UTC month, at either end of a month and across a year', () => {
    expect(monthStartUtc(new Date('2026-11-29T15:00:00Z')).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(monthStartUtc(new Date('2026-12-01T00:00:00Z')).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(monthStartUtc(new Date('2027-01-01T00:30:00+01:00')).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });
});

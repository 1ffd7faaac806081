import { describe, expect, it } from '@jest/globals';
import { formatLongDate, formatShortDate } from './dates';

describe('dates', () => {
  it('writes en-US dates with a long month for stories', () => {
    expect(formatLongDate('2026-11-23T10:00:00.000Z')).toBe('November 23, 2026');
    expect(formatLongDate('2026-01-05T00:00:00Z')).toBe('January 5, 2026');
  });

  it('writes en-US dates with a short month for the library', () => {
    expect(formatShortDate('2026-11-23T10:00:00.000Z')).toBe('Nov 23, 2026');
  });

  it('counts the day in UTC, as the server-rendered page does', () => {
    expect(formatLongDate('2026-11-23T23:30:00-05:00')).toBe('November 24, 2026');
    expect(formatLongDate('2026-11-23T00:30:00+02:00')).toBe('November 22, 2026');
  });

  it('prints nothing for a missing or unreadable date', () => {
    expect(formatLongDate(null)).toBe('');
    expect(formatLongDate('')).toBe('');
    expect(formatShortDate('not a date')).toBe('');
  });
});

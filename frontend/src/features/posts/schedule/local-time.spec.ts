import { describe, expect, it } from '@jest/globals';
import { formatLocalDateTime, fromLocalInput, toLocalInput } from './local-time';

describe('local date and time for the pickers', () => {
  it('reads a datetime-local value as local time and writes UTC', () => {
    expect(fromLocalInput('2031-07-04T21:05')).toBe(new Date(2031, 6, 4, 21, 5).toISOString());
    expect(fromLocalInput('2031-07-04T21:05:30')).toBe(new Date(2031, 6, 4, 21, 5, 30).toISOString());
  });

  it('gives null for a blank value, another shape, or a day the month does not have', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('4 July 2031')).toBeNull();
    expect(fromLocalInput('2031-02-31T10:00')).toBeNull();
  });

  it('writes an instant back as the picker holds it, to the minute', () => {
    const instant = new Date(2031, 0, 2, 3, 4, 59).toISOString();
    expect(toLocalInput(instant)).toBe('2031-01-02T03:04');
    expect(toLocalInput(fromLocalInput('2031-12-31T23:59'))).toBe('2031-12-31T23:59');
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('not a date')).toBe('');
  });

  it("formats a date with its weekday and time, in en-US", () => {
    expect(formatLocalDateTime(new Date(2031, 6, 4, 21, 5).toISOString())).toMatch(/^Friday, July 4, 2031 at 9:05\sPM$/);
    expect(formatLocalDateTime(null)).toBe('');
  });
});

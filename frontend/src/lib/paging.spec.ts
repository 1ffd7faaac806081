import { describe, expect, it } from '@jest/globals';
import { pageCount, parsePage, STORIES_PAGE_SIZE } from './paging';

describe('stories paging', () => {
  it('has nine stories a page', () => {
    expect(STORIES_PAGE_SIZE).toBe(9);
  });

  it('counts ceil(total / 9) pages, at least one', () => {
    expect(pageCount(0, 9)).toBe(1);
    expect(pageCount(9, 9)).toBe(1);
    expect(pageCount(10, 9)).toBe(2);
    expect(pageCount(27, 9)).toBe(3);
  });

  it('reads a page parameter, anything but a positive integer being page 1', () => {
    expect(parsePage('3')).toBe(3);
    for (const value of [null, '', '0', '-2', '1.5', 'two', '99999999999999999999']) {
      expect(parsePage(value)).toBe(1);
    }
  });
});

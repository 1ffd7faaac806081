import { describe, expect, it } from '@jest/globals';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [819200, '800 KB'],
    [5 * 1024 * 1024, '5 MB'],
    [2_456_789, '2.34 MB'],
    [3 * 1024 ** 3, '3 GB'],
    [5 * 1024 ** 4, '5120 GB'],
  ])('shows %d bytes as %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });

  it.each([null, undefined, Number.NaN, -1])('shows %p as unknown', (bytes) => {
    expect(formatFileSize(bytes)).toBe('unknown');
  });
});

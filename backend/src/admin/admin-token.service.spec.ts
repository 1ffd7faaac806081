import { describe, expect, it } from '@jest/globals';
import { bearerToken } from './admin-token.service.js';

describe('bearerToken', () => {
  it.each([
    ['Bearer abc123', 'abc123'],
    ['bearer abc123', 'abc123'],
    ['Bearer   abc123  ', 'abc123'],
  ])('reads %j', (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });

  it.each([undefined, '', 'abc123', 'Basic abc123', 'Bearer', 'Bearer a b', ['Bearer a', 'Bearer b']])(
    'refuses %j',
    (header) => {
      expect(bearerToken(header as string | undefined)).toBeUndefined();
    },
  );
});

import { describe, expect, it } from '@jest/globals';
import { maskHost } from './health.service.js';

describe('maskHost', () => {
  it.each([
    ['127.0.0.1', '127***0.1'],
    ['db.internal.example.com', 'db.***com'],
    ['db', 'd***'],
  ])('masks %s as %s', (host, masked) => {
    expect(maskHost(host)).toBe(masked);
  });
});

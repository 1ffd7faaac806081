import { describe, expect, it } from '@jest/globals';
import { preferredCoding, withCodingSuffix, withoutCodingSuffixes } from './content-coding.js';

describe('preferredCoding (Accept-Encoding, RFC 9110 §12.5.3)', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP;Q=0.8', 'gzip'],
    ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['br;q=1.0, gzip;q=1', 'br'],
    ['*', 'br'],
    ['*;q=0.2, br;q=0', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['br;q=abc', 'br'],
    [' , ;q=1, br', 'br'],
  ])('%p → %s', (header, expected) => {
    expect(preferredCoding(header)).toBe(expected);
  });
});

describe('entity tags per coding', () => {
  it('adds the coding once, to strong and weak tags', () => {
    expect(withCodingSuffix('"7"', 'br')).toBe('"7-br"');
    expect(withCodingSuffix('W/"a1-x"', 'gzip')).toBe('W/"a1-x-gz"');
    expect(withCodingSuffix('"7-br"', 'br')).toBe('"7-br"');
    expect(withCodingSuffix('"7"', 'identity')).toBe('"7"');
  });

  it('compares conditionals without the suffixes', () => {
    expect(withoutCodingSuffixes('"7-br", W/"a1-x-gz", "8"')).toBe('"7", W/"a1-x", "8"');
    expect(withoutCodingSuffixes('*')).toBe('*');
  });
});

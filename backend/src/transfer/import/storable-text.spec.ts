import { describe, expect, it } from '@jest/globals';
import { storableText, storableValue } from './storable-text.js';

describe('storableText', () => {
  it('removes U+0000 and lone surrogates, and keeps whole pairs', () => {
    expect(storableText('a\u0000b')).toBe('ab');
    expect(storableText('lone \uD800 high, lone \uDC00 low, pair 😀')).toBe('lone  high, lone  low, pair 😀');
    expect(storableText('\uDC00\uD800')).toBe('');
  });
});

describe('storableValue', () => {
  it('cleans every string in nested lists and objects, keys too, and counts what it removed', () => {
    const date = new Date('2024-01-02T09:00:00Z');
    const { value, removed } = storableValue({
      title: 'T\u0000itle',
      tags: ['a\u0000', 'b'],
      body: { html: '<p>\uD800</p>' },
      seo: { ['k\u0000ey']: 'v' },
      publishedAt: date,
      count: 3,
      nothing: null,
    });
    expect(value).toEqual({ title: 'Title', tags: ['a', 'b'], body: { html: '<p></p>' }, seo: { key: 'v' }, publishedAt: date, count: 3, nothing: null });
    expect(value.publishedAt).toBe(date);
    expect(removed).toBe(4);
  });

  it('hands back the same strings when there is nothing to remove', () => {
    const html = '<p>'.repeat(10);
    expect(storableValue({ html }).value.html).toBe(html);
    expect(storableValue({ html }).removed).toBe(0);
  });
});

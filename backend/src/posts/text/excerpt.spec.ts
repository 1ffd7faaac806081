import { describe, expect, it } from '@jest/globals';
import { makeExcerpt } from './excerpt.js';

describe('makeExcerpt', () => {
  it('returns short text unchanged', () => {
    expect(makeExcerpt('A short post.')).toBe('A short post.');
  });

  it('collapses whitespace even when nothing is cut', () => {
    expect(makeExcerpt('  one\n\n two\tthree  ')).toBe('one two three');
  });

  it('returns text of exactly the limit unchanged', () => {
    const text = 'x'.repeat(160);
    expect(makeExcerpt(text)).toBe(text);
  });

  it('cuts one character over the limit at the last word boundary', () => {
    const text = `${'a'.repeat(150)} ${'b'.repeat(10)}`; // 161 characters
    expect(makeExcerpt(text)).toBe(`${'a'.repeat(150)}…`);
  });

  it('keeps a word that ends exactly at the limit', () => {
    const text = `${'a'.repeat(150)} ${'b'.repeat(9)} more`; // the b's end at 160
    expect(makeExcerpt(text)).toBe(`${'a'.repeat(150)} ${'b'.repeat(9)}…`);
  });

  it('never splits a word and stays within the limit plus the ellipsis', () => {
    const text = 'The quick brown fox jumps over the lazy dog. '.repeat(10);
    const excerpt = makeExcerpt(text);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(161);
    expect(text.startsWith(excerpt.slice(0, -1))).toBe(true);
    expect(text[excerpt.length - 1]).toBe(' ');
  });

  it('drops punctuation that would dangle before the ellipsis', () => {
    expect(makeExcerpt('one, two, three', 9)).toBe('one, two…');
    expect(makeExcerpt('alpha beta, gamma', 11)).toBe('alpha beta…');
  });

  it('cuts text without spaces (CJK) at exactly the limit', () => {
    const text = '日本語の文章'.repeat(40);
    expect(makeExcerpt(text)).toBe(`${Array.from(text).slice(0, 160).join('')}…`);
  });

  it('cuts inside a very long word rather than returning almost nothing', () => {
    expect(makeExcerpt(`a ${'b'.repeat(300)}`, 20)).toBe(`a ${'b'.repeat(18)}…`);
  });

  it('counts emoji as one character and never splits them', () => {
    expect(makeExcerpt('😀'.repeat(5), 3)).toBe('😀😀😀…');
  });

  it('honours a custom limit', () => {
    expect(makeExcerpt('one two three four', 10)).toBe('one two…');
  });

  it('is empty for empty text', () => {
    expect(makeExcerpt('   ')).toBe('');
  });
});

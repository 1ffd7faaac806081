import { describe, expect, it } from '@jest/globals';
import { countWords, readingTimeMinutes } from './reading-time.js';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('readingTimeMinutes', () => {
  it.each([
    [0, 1],
    [1, 1],
    [274, 1],
    [275, 1],
    [276, 2],
    [550, 2],
    [551, 3],
    [2750, 10],
  ])('%i words take %i minute(s)', (count, minutes) => {
    expect(readingTimeMinutes(words(count))).toBe(minutes);
  });

  it('is one minute for empty or blank text', () => {
    expect(readingTimeMinutes('')).toBe(1);
    expect(readingTimeMinutes(' \n\t ')).toBe(1);
  });
});

describe('countWords', () => {
  it('splits on any whitespace', () => {
    expect(countWords('  one\ttwo\nthree  four ')).toBe(4);
  });

  it('ignores stray punctuation', () => {
    expect(countWords('wait — what ? yes')).toBe(3);
  });

  it('counts each Chinese or Japanese character as a word', () => {
    expect(countWords('日本語の文章')).toBe(6);
    expect(countWords('I read 日本語 daily')).toBe(6);
  });
});

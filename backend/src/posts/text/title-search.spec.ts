import { describe, expect, it } from '@jest/globals';
import { titleContainsPattern } from './title-search.js';

describe('titleContainsPattern', () => {
  it('matches the text anywhere, its accents taken off', () => {
    expect(titleContainsPattern('Café crème')).toBe('%Cafe creme%');
  });

  it('keeps LIKE wildcards and backslashes literal', () => {
    expect(titleContainsPattern('100%_done\\')).toBe('%100\\%\\_done\\\\%');
  });
});

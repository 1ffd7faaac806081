import { describe, expect, it } from '@jest/globals';
import { correctableWords, correctedText, hasWords, requiredPhrases, webSearchText } from './search-query.js';

describe('webSearchText', () => {
  it('keeps the web-search syntax: quotes, a minus that begins a word, or', () => {
    expect(webSearchText('"river crossing" -bridge or canoe')).toBe('"river crossing" -bridge or canoe');
    expect(webSearchText('"-bridge"')).toBe('"-bridge"');
  });

  it('turns every other punctuation into spaces, as the index does, so tsquery operators are plain text', () => {
    expect(webSearchText('e-mail')).toBe('e mail');
    expect(webSearchText("river & !bridge | canoe:* <-> (a)")).toBe('river bridge canoe - a');
    expect(webSearchText("crossing') OR 1=1 --")).toBe('crossing OR 1 1 -');
  });

  it('keeps letters and digits of any script', () => {
    expect(webSearchText('Crème brûlée, 2 × Ελλάδα!')).toBe('Crème brûlée 2 × Ελλάδα');
  });
});

describe('hasWords', () => {
  it('is false for operators and punctuation alone', () => {
    for (const text of ['-', '"', '""', '- -', '']) expect(hasWords(text)).toBe(false);
    expect(hasWords('or')).toBe(true);
    expect(hasWords('é')).toBe(true);
  });
});

describe('correctableWords and correctedText', () => {
  it('leaves out excluded words and the or operator, lowercases, and keeps each word once', () => {
    expect(correctableWords('"Lighthuose keepr" -brige or Lighthuose canoo')).toEqual(['lighthuose', 'keepr', 'canoo']);
  });

  it('stops at six words', () => {
    expect(correctableWords('a b c d e f g h')).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('replaces corrected words and nothing else', () => {
    const corrections = new Map([['lighthuose', 'lighthouse']]);
    expect(correctedText('"Lighthuose keepers" -brige', corrections)).toBe('"lighthouse keepers" -brige');
  });
});

describe('requiredPhrases', () => {
  it('gives the quoted phrases every match must hold', () => {
    expect(requiredPhrases('"river crossing" bridge "old mill"')).toEqual(['river crossing', 'old mill']);
    expect(requiredPhrases('bridge "river crossing" -canoe')).toEqual(['river crossing']);
  });

  it('gives none that a match may lack: after a minus, with or, in quotes that do not stand apart, or unclosed', () => {
    expect(requiredPhrases('river -"old bridge"')).toEqual([]);
    expect(requiredPhrases('river - "old bridge"')).toEqual([]);
    expect(requiredPhrases('"river crossing" or kayak')).toEqual([]);
    expect(requiredPhrases('"river or crossing"')).toEqual([]);
    expect(requiredPhrases('a"river crossing"b')).toEqual([]);
    expect(requiredPhrases('"river crossing')).toEqual([]);
    expect(requiredPhrases('"" "-"')).toEqual([]);
  });

  it('pairs the quotes as the database does, left to right, and gives none when a quote is left open', () => {
    expect(requiredPhrases('kayak" "river crossing"')).toEqual([]);
    expect(requiredPhrases('x" "river crossing" "y')).toEqual([]);
    expect(requiredPhrases('"kayak" "river crossing"')).toEqual(['kayak', 'river crossing']);
  });
});

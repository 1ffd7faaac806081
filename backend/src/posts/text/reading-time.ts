export const WORDS_PER_MINUTE = 275;

// Chinese and Japanese put no spaces between words, so each character counts as one word;
// elsewhere a word is a run of non-space characters holding at least one letter or digit.
const SPACELESS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}';
const TOKEN = new RegExp(`[${SPACELESS}]|[^\\s${SPACELESS}]+`, 'gu');
const WORDLIKE = /[\p{L}\p{N}]/u;

export function countWords(plain: string): number {
  return (plain.match(TOKEN) ?? []).filter((token) => WORDLIKE.test(token)).length;
}

/** Minutes to read `plain` at 275 words a minute, rounded up, never less than 1. */
export function readingTimeMinutes(plain: string): number {
  return Math.max(1, Math.ceil(countWords(plain) / WORDS_PER_MINUTE));
}

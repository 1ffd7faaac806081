export const EXCERPT_LENGTH = 160;

const ELLIPSIS = '…';
// Punctuation that reads badly right before an ellipsis ("word,…").
const TRAILING = /[\s,;:\-–—(]+$/u;

/**
 * The opening of `plain` in at most `max` characters (code points, so emoji are never split), cut at
 * the last space when there is one in the second half, else exactly at `max` (CJK has no spaces);
 * '…' is appended only when something was cut.
 */
export function makeExcerpt(plain: string, max = EXCERPT_LENGTH): string {
  const text = plain.replace(/\s+/g, ' ').trim();
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const head = chars.slice(0, max).join('');
  const lastSpace = head.lastIndexOf(' ');
  const atWord = chars[max] === ' ' ? head : lastSpace >= head.length / 2 ? head.slice(0, lastSpace) : head;
  return atWord.replace(TRAILING, '') + ELLIPSIS;
}

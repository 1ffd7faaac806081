/** Combining accents, which the title search ignores once letters are decomposed (NFD): 'café' finds 'Cafe'. */
const COMBINING_MARKS = '[\\u0300-\\u036f]';

/** A title with its accents taken off, in SQL; migration PostTitleTrigrams1764400013000 indexes this very expression. */
export const FOLDED_TITLE = `regexp_replace(normalize(post.title, NFD), '${COMBINING_MARKS}', '', 'g')`;

/** A LIKE pattern matching `text` anywhere, accents taken off as FOLDED_TITLE does, its wildcards (`%`, `_`) and backslashes meant literally. */
export function titleContainsPattern(text: string): string {
  const folded = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return `%${folded.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

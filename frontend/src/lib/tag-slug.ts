/** Longest tag slug, in characters (a non-Latin one is longer once percent-encoded in the address). */
export const MAX_TAG_SLUG_LENGTH = 80;
const FALLBACK = 'tag';
// Letters NFKD leaves whole because they are not a base letter plus a mark.
const UNDECOMPOSABLE: Record<string, string> = { ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };
/** A Latin letter with the marks that follow it (`İ` lowercases to `i` plus a combining dot). */
const LATIN_LETTER = /\p{Script=Latin}\p{M}*/gu;

const foldLatin = (letter: string) => letter.normalize('NFKD').replace(/\p{M}+/gu, '').replace(/[ßæøœłđðþı]/g, (found) => UNDECOMPOSABLE[found]!);

/**
 * A tag's address in `/tag/{slug}`, as WordPress and Ghost make theirs, so that an imported site's
 * old tag addresses map: lowercase, Latin accents folded ('Café Life' → 'cafe-life'), other scripts
 * kept as they are ('Επίπεδο 2' → 'επίπεδο-2'), anything but letters and digits a single dash.
 * The same input always gives the same slug, and a slug is its own slug. A copy of the server's
 * (backend/src/posts/text/tag-slug.ts): a post's tags arrive as names, and their links need slugs.
 */
export function tagSlug(name: string): string {
  const folded = name.normalize('NFC').toLowerCase().replace(LATIN_LETTER, foldLatin);
  const dashed = folded.replace(/[^\p{L}\p{N}\p{M}]+/gu, '-').replace(/^-+|-+$/g, '');
  const cut = Array.from(dashed).slice(0, MAX_TAG_SLUG_LENGTH).join('').replace(/-+$/, '');
  return cut || FALLBACK;
}

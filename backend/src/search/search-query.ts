/** The longest query a visitor may send, in characters: enough for any real search, and a bound on the parser's work. */
export const QUERY_MAX_LENGTH = 200;

/** How many of one query's matches can be listed, best first: a bound on the sort that pages them (its total still counts them all). */
export const RANKED_MAX = 1_000;

/** How many words of a query that finds nothing the misspelling fallback tries to correct. */
export const CORRECTED_WORDS_MAX = 6;

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The query as websearch_to_tsquery reads it. Its syntax is kept: quotes (a phrase), a minus that
 * begins a word (leave it out) and `or`. Every other ASCII punctuation character becomes a space,
 * as in the index (search_words()): `e-mail` is the phrase-free pair of words the posts hold, and
 * tsquery's own operators (`&`, `|`, `!`, `:*`, `<->`) are plain text.
 */
export function webSearchText(query: string): string {
  let text = '';
  for (const [index, character] of Array.from(query).entries()) {
    const previous = index === 0 ? ' ' : text.at(-1)!;
    if (character === '"') text += character;
    else if (character === '-' && /[\s"]/.test(previous)) text += character;
    else if (/[!-/:-@[-`{-~]/.test(character)) text += ' ';
    else text += character;
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** Whether the query holds any word at all: `-`, `"`, `!` or `:*` alone find nothing, without asking the database. */
export function hasWords(text: string): boolean {
  return new RegExp(WORD.source, 'u').test(text);
}

/**
 * The quoted phrases every match must hold, for the index of adjacent words to narrow the posts read
 * (SearchSpeed1764400011000). Only where that is sure: none when the query has `or` anywhere; never a
 * phrase after a minus (left out), nor one whose quotes do not stand apart from the words around them.
 * A phrase missed here is still matched, only read more slowly.
 */
export function requiredPhrases(text: string): string[] {
  if (/(^|[\s"])or([\s"]|$)/i.test(text)) return [];
  // websearch_to_tsquery reads the quotes left to right, each opening or closing a phrase: the text
  // between the 1st and 2nd, the 3rd and 4th... With an odd count, which words it joins is not sure.
  const parts = text.split('"');
  if (parts.length % 2 === 0) return [];
  const phrases: string[] = [];
  for (let index = 1; index < parts.length; index += 2) {
    const before = parts[index - 1]!;
    const after = parts[index + 1]!;
    const last = index + 1 === parts.length - 1;
    const standsApart = (index === 1 ? /(^|\s)$/ : /\s$/).test(before) && (/^\s/.test(after) || (last && after === ''));
    const excluded = /(^|\s)-\s*$/.test(before);
    if (standsApart && !excluded && hasWords(parts[index]!)) phrases.push(parts[index]!);
  }
  return phrases;
}

/** The words of a query worth correcting when it finds nothing: not an excluded word, not the `or` operator, each once, lowercased. */
export function correctableWords(text: string): string[] {
  const words = new Set<string>();
  for (const match of text.matchAll(/(^|[\s"])(-?)([\p{L}\p{N}]+)/gu)) {
    const [, , minus, word] = match;
    if (minus || word!.toLowerCase() === 'or') continue;
    words.add(word!.toLowerCase());
    if (words.size === CORRECTED_WORDS_MAX) break;
  }
  return [...words];
}

/** The query with each corrected word replaced (case aside), its syntax untouched. */
export function correctedText(text: string, corrections: ReadonlyMap<string, string>): string {
  return text.replace(WORD, (word) => corrections.get(word.toLowerCase()) ?? word);
}

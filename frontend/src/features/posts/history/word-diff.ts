import { editScript, type DiffPart } from './edit-script';

export type { DiffPart } from './edit-script';

/** Word edits worked out one by one; a bigger rewrite is diffed by lines, then as a whole. */
const MAX_WORD_EDITS = 1_500;
const MAX_LINE_EDITS = 3_000;

/** Words (letters, digits and the marks inside words), single other characters, and runs of space. */
const words = (text: string) => text.match(/\s+|[\p{L}\p{N}_'’-]+|[^\s\p{L}\p{N}_'’-]/gu) ?? [];
const lines = (text: string) => text.match(/[^\n]*\n|[^\n]+/g) ?? [];

const isSpace = (text: string) => /^\s+$/.test(text);

/**
 * What changed from `before` to `after`, word by word: unchanged stretches, and between them what
 * was removed and then what was added. Space between two changed words counts with them, so that a
 * rewritten phrase reads as one removal and one addition.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = words(before);
  const b = words(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const middle = middleDiff(a.slice(start, endA), b.slice(start, endB));
  const same = (tokens: string[]): DiffPart[] => (tokens.length ? [{ kind: 'same', text: tokens.join('') }] : []);
  return tidy([...same(a.slice(0, start)), ...middle, ...same(a.slice(endA))]);
}

function middleDiff(a: string[], b: string[]): DiffPart[] {
  const byWords = editScript(a, b, MAX_WORD_EDITS);
  if (byWords) return byWords;
  const byLines = editScript(lines(a.join('')), lines(b.join('')), MAX_LINE_EDITS);
  if (byLines) return byLines;
  return [
    { kind: 'removed', text: a.join('') },
    { kind: 'added', text: b.join('') },
  ];
}

/** Joins neighbours of a kind; each run of changes (and the spaces inside it) becomes one removal then one addition. */
function tidy(parts: DiffPart[]): DiffPart[] {
  const result: DiffPart[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    if (removed) result.push({ kind: 'removed', text: removed });
    if (added) result.push({ kind: 'added', text: added });
    removed = added = '';
  };
  // Whether the next part that is not a run of space is a change, for each part.
  const changeFollows: boolean[] = [];
  for (let index = parts.length - 1, follows = false; index >= 0; index--) {
    changeFollows[index] = follows;
    const part = parts[index]!;
    if (part.kind !== 'same') follows = true;
    else if (!isSpace(part.text)) follows = false;
  }
  parts.forEach((part, index) => {
    const inRun = removed || added;
    if (part.kind === 'same' && inRun && isSpace(part.text) && changeFollows[index]) {
      removed += part.text;
      added += part.text;
    } else if (part.kind === 'removed') {
      removed += part.text;
    } else if (part.kind === 'added') {
      added += part.text;
    } else {
      flush();
      const last = result[result.length - 1];
      if (last?.kind === 'same') last.text += part.text;
      else result.push({ ...part });
    }
  });
  flush();
  return result;
}

/** Letters and digits, with the apostrophes and hyphens inside a word: punctuation alone is no word. */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** How many words a diff adds and removes. */
export function countChanges(parts: readonly DiffPart[]): { added: number; removed: number } {
  const count = (kind: 'added' | 'removed') =>
    parts.filter((part) => part.kind === kind).reduce((sum, part) => sum + (part.text.match(WORD)?.length ?? 0), 0);
  return { added: count('added'), removed: count('removed') };
}

import { describe, expect, it } from '@jest/globals';
import { editScript } from './edit-script';
import { countChanges, wordDiff, type DiffPart } from './word-diff';

/** The text before and after, put back together from a diff: what any diff must give. */
const sides = (parts: DiffPart[]) => ({
  before: parts.filter((part) => part.kind !== 'added').map((part) => part.text).join(''),
  after: parts.filter((part) => part.kind !== 'removed').map((part) => part.text).join(''),
});

describe('editScript', () => {
  it('finds the shortest script', () => {
    const parts = editScript([...'ABCABBA'], [...'CBABAC'], 100)!;
    expect(parts.filter((part) => part.kind !== 'same')).toHaveLength(5);
    expect(sides(parts)).toEqual({ before: 'ABCABBA', after: 'CBABAC' });
  });

  it('gives up past the most edits it may make', () => {
    expect(editScript([...'abcdef'], [...'uvwxyz'], 11)).toBeNull();
    expect(editScript([...'abcdef'], [...'uvwxyz'], 12)).not.toBeNull();
  });

  it('handles empty sides', () => {
    expect(editScript([], ['a'], 5)).toEqual([{ kind: 'added', text: 'a' }]);
    expect(editScript(['a'], [], 5)).toEqual([{ kind: 'removed', text: 'a' }]);
    expect(editScript([], [], 5)).toEqual([]);
  });
});

describe('wordDiff', () => {
  it('marks the words added and removed, keeping the rest', () => {
    expect(wordDiff('The tide turns twice a day.', 'The tide turns once a day, at dawn.')).toEqual([
      { kind: 'same', text: 'The tide turns ' },
      { kind: 'removed', text: 'twice' },
      { kind: 'added', text: 'once' },
      { kind: 'same', text: ' a day' },
      { kind: 'added', text: ', at dawn' },
      { kind: 'same', text: '.' },
    ]);
  });

  it('reads a rewritten phrase as one removal and one addition', () => {
    expect(wordDiff('the quick brown fox', 'the slow red fox')).toEqual([
      { kind: 'same', text: 'the ' },
      { kind: 'removed', text: 'quick brown' },
      { kind: 'added', text: 'slow red' },
      { kind: 'same', text: ' fox' },
    ]);
  });

  it('is one unchanged part for the same text, and all added from nothing', () => {
    expect(wordDiff('Same.', 'Same.')).toEqual([{ kind: 'same', text: 'Same.' }]);
    expect(wordDiff('', 'New words')).toEqual([{ kind: 'added', text: 'New words' }]);
  });

  it('keeps line breaks and Markdown as they are', () => {
    const parts = wordDiff('# Title\n\nOne **bold** line.', '# Title\n\nOne **brave** line.\n\nMore.');
    expect(sides(parts)).toEqual({ before: '# Title\n\nOne **bold** line.', after: '# Title\n\nOne **brave** line.\n\nMore.' });
    expect(parts.filter((part) => part.kind === 'removed').map((part) => part.text)).toEqual(['bold']);
  });

  it('diffs a long rewrite by lines, then as a whole, in bounded time', () => {
    const paragraph = (seed: number) => Array.from({ length: 40 }, (_, i) => `w${(seed * 31 + i * 7) % 997}`).join(' ');
    const before = Array.from({ length: 200 }, (_, i) => paragraph(i)).join('\n');
    const after = Array.from({ length: 200 }, (_, i) => (i % 2 ? paragraph(i) : paragraph(i + 1000))).join('\n');
    // CPU time, not wall time: other work on the machine does not make it fail, a quadratic diff does.
    const cpu = process.cpuUsage();
    const parts = wordDiff(before, after);
    const { user, system } = process.cpuUsage(cpu);
    expect((user + system) / 1000).toBeLessThan(2_000);
    expect(sides(parts)).toEqual({ before, after });
  });

  it('counts the words added and removed', () => {
    expect(countChanges(wordDiff('one two three', 'one four five six three'))).toEqual({ added: 3, removed: 1 });
    expect(countChanges(wordDiff('Done.', 'Done. Isn\'t it — well-made?'))).toEqual({ added: 3, removed: 0 });
  });
});

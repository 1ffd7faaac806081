import { describe, expect, it } from '@jest/globals';
import { applyFormat, insertBlock, type FormatAction, type TextState } from './markdown-format';

/** `[` and `]` mark the selection: 'a [b] c' is the text 'a b c' with 'b' selected. */
function parse(marked: string): TextState {
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { value: marked.replace('[', '').replace(']', ''), start, end };
}

function show({ value, start, end }: TextState): string {
  return `${value.slice(0, start)}[${value.slice(start, end)}]${value.slice(end)}`;
}

describe('Markdown toolbar actions', () => {
  it.each<[FormatAction, string, string]>([
    ['bold', 'a [word] here', 'a **[word]** here'],
    ['bold', 'a **[word]** here', 'a [word] here'],
    ['bold', 'a [] here', 'a **[bold text]** here'],
    ['italic', 'a [word]', 'a _[word]_'],
    ['code', 'run [npm test] now', 'run `[npm test]` now'],
    ['code', '[one\ntwo]', '```\n[one\ntwo]\n```\n'],
    ['link', 'see [the docs]', 'see [the docs]([https://])'],
    ['link', '[https://example.org]', '[[link text]](https://example.org)'],
    ['heading', 'Ti[]tle', '## Title[]'],
    ['heading', '### Ti[]tle', '## Title[]'],
    ['heading', '## Ti[]tle', 'Title[]'],
    ['quote', 'x\n[one\ntwo]\ny', 'x\n[> one\n> two]\ny'],
    ['bulleted-list', '[one\ntwo\n]three', '[- one\n- two]\nthree'],
    ['bulleted-list', '[- one\n- two]', '[one\ntwo]'],
    ['numbered-list', 'o[ne\ntw]o', '[1. one\n2. two]'],
  ])('%s: %j becomes %j', (action, before, after) => {
    expect(show(applyFormat(parse(before), action))).toBe(after);
  });
});

describe('insertBlock', () => {
  it.each([
    ['[]', '![a](b)[]'],
    ['Before.[]After.', 'Before.\n\n![a](b)[]\n\nAfter.'],
    ['Before.\n[]After.', 'Before.\n\n![a](b)[]\n\nAfter.'],
    ['Before.\n\n[old]\n\nAfter.', 'Before.\n\n![a](b)[]\n\nAfter.'],
  ])('puts the image in %j as a paragraph: %j', (before, after) => {
    expect(show(insertBlock(parse(before), '![a](b)'))).toBe(after);
  });
});

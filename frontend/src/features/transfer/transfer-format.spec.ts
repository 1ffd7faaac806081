import { describe, expect, it } from '@jest/globals';
import { attachmentName } from '../../api/download';
import { bytesText, groupNotes, sourceUrlProblem } from './transfer-format';

describe('groupNotes', () => {
  it('gathers notes per item in the order the items first appear, notes about the whole file first', () => {
    expect(
      groupNotes([
        { item: 'B', message: 'b1' },
        { item: 'A', message: 'a1' },
        { message: 'whole' },
        { item: 'B', message: 'b2' },
        { item: '  ', message: 'blank item' },
      ]),
    ).toEqual([
      { item: null, messages: ['whole', 'blank item'] },
      { item: 'B', messages: ['b1', 'b2'] },
      { item: 'A', messages: ['a1'] },
    ]);
    expect(groupNotes([])).toEqual([]);
  });
});

describe('attachmentName', () => {
  it.each([
    ['attachment; filename="folio-export-2026-11-23.zip"', 'folio-export-2026-11-23.zip'],
    ['attachment; filename=plain.zip', 'plain.zip'],
    ["attachment; filename=\"fallback.zip\"; filename*=UTF-8''caf%C3%A9.zip", 'café.zip'],
    ['attachment', 'export'],
    [null, 'export'],
  ])('reads %p as %p', (header, name) => {
    expect(attachmentName(header, 'export')).toBe(name);
  });
});

describe('sourceUrlProblem', () => {
  it('accepts nothing or a full http(s) address', () => {
    expect(sourceUrlProblem('')).toBeNull();
    expect(sourceUrlProblem(' https://old.example.com/blog ')).toBeNull();
    expect(sourceUrlProblem('http://127.0.0.1:8080')).toBeNull();
    expect(sourceUrlProblem('old.example.com')).toMatch(/starting with http/);
    expect(sourceUrlProblem('ftp://old.example.com')).toMatch(/starting with http/);
  });
});

describe('bytesText', () => {
  it('shows the total when it is known', () => {
    expect(bytesText(1024, 4096)).toBe('1 KB of 4 KB');
    expect(bytesText(1536, null)).toBe('1.5 KB received');
  });
});

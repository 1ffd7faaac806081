import { describe, expect, it } from '@jest/globals';
import { attachmentName } from '../../api/download';
import { bytesText, groupNotes, samplesText, sourceUrlProblem } from './transfer-format';

describe('groupNotes', () => {
  it('gathers notes by kind in the order each kind first appears, a lone note labelled by its message', () => {
    const image = 'The image … could not be imported (…): the post keeps its original address';
    expect(
      groupNotes([
        { item: 'B', message: 'The image /b.jpg could not be imported (404): the post keeps its original address', kind: image },
        { item: 'A', message: 'Private on the old site: imported as a draft', kind: 'Private on the old site: imported as a draft' },
        { item: 'A', message: 'The image /a.png could not be imported (timeout): the post keeps its original address', kind: image },
        { message: 'Two authors found', kind: '' },
      ]),
    ).toEqual([
      {
        label: image,
        notes: [
          { item: 'B', message: 'The image /b.jpg could not be imported (404): the post keeps its original address', kind: image },
          { item: 'A', message: 'The image /a.png could not be imported (timeout): the post keeps its original address', kind: image },
        ],
      },
      { label: 'Private on the old site: imported as a draft', notes: [{ item: 'A', message: 'Private on the old site: imported as a draft', kind: 'Private on the old site: imported as a draft' }] },
      { label: 'Two authors found', notes: [{ message: 'Two authors found', kind: '' }] },
    ]);
    expect(groupNotes([])).toEqual([]);
  });
});

describe('samplesText', () => {
  it('says what happened to the sample stories, or will', () => {
    expect(samplesText(8, false)).toBe('Removed the 8 sample stories.');
    expect(samplesText(8, true)).toBe('Will remove the 8 sample stories: the site holds nothing else yet.');
    expect(samplesText(1, false)).toBe('Removed the sample story.');
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

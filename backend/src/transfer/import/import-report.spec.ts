import { describe, expect, it } from '@jest/globals';
import { ImportReport, noteKind } from './import-report.js';

describe('noteKind', () => {
  it('gives near-identical notes one kind, whatever address, name, number or reason they carry', () => {
    const kinds = new Set(
      Array.from({ length: 54 }, (_, n) =>
        noteKind(`The image https://old.example.com/wp-content/uploads/2019/0${n % 9}/scan-${n}.jpg could not be imported (it answered ${400 + n}): the post keeps its original address`),
      ),
    );
    expect([...kinds]).toEqual(['The image … could not be imported (…): the post keeps its original address']);
    expect(noteKind('The slug "été" is taken: the post gets "ete-2"')).toBe(noteKind('The slug "twin" is taken: the post gets "twin-2"'));
    expect(noteKind('25 tags: the first 20 are kept, the most a post may have')).toBe('… tags: the first … are kept, the most a post may have');
  });

  it('keeps different notes apart', () => {
    expect(noteKind('Private on the old site: imported as a draft')).not.toBe(noteKind('Scheduled on the old site: imported as a draft (schedule it again in Folio)'));
    expect(noteKind('No redirect from /a/: reason')).toBe('No redirect from …: reason');
  });
});

describe('ImportReport', () => {
  it('stores each note with its kind, and no character PostgreSQL refuses', () => {
    const report = new ImportReport('ghost');
    report.warn('The cover https://x.example/a\u0000.jpg is not an address Folio can show: the post has no cover', 'Nu\u0000ll');
    expect(report.toJSON().warnings).toEqual([
      { item: 'Null', message: 'The cover https://x.example/a.jpg is not an address Folio can show: the post has no cover', kind: 'The cover … is not an address Folio can show: the post has no cover' },
    ]);
  });
});

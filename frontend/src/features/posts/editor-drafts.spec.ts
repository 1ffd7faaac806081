import { describe, expect, it } from '@jest/globals';
import { readDraft, writeDraft } from './editor-drafts';
import { NEW_POST_VALUES } from './post-form-values';

describe('kept copies of the editor', () => {
  it('keeps and reads back every field, the schedule and the search fields included', () => {
    const values = { ...NEW_POST_VALUES, title: 'Soon', status: 'scheduled' as const, publishedAt: '2031-07-04T21:05', type: 'page' as const, noindex: true };
    writeDraft('new', values, 3);
    expect(readDraft('new')).toMatchObject({ values, version: 3 });
  });

  it('reads a copy kept before the newer fields existed, giving them their defaults', () => {
    const old = { title: 'Old', content: 'Text', status: 'draft', tags: '', coverImageUrl: '', coverImageAlt: '', excerpt: '' };
    window.localStorage.setItem('folio.postDraft.new', JSON.stringify({ values: old, savedAt: 1 }));
    expect(readDraft('new')?.values).toEqual({ ...NEW_POST_VALUES, ...old });
  });

  it('drops a copy whose fields are not what the editor holds', () => {
    window.localStorage.setItem('folio.postDraft.new', JSON.stringify({ values: { ...NEW_POST_VALUES, type: 'essay' }, savedAt: 1 }));
    expect(readDraft('new')).toBeNull();
    window.localStorage.setItem('folio.postDraft.new', JSON.stringify({ values: { ...NEW_POST_VALUES, status: 'live' }, savedAt: 1 }));
    expect(readDraft('new')).toBeNull();
  });
});

import { describe, expect, it } from '@jest/globals';
import { breadcrumb, characterCount, plainText, truncate } from './seo-preview';

describe('search and social previews', () => {
  it('cuts long text at the end of a word with an ellipsis, and leaves short text alone', () => {
    expect(truncate('Short enough', 60)).toBe('Short enough');
    expect(truncate('The gulls came back at dawn, over the harbour wall', 30)).toBe('The gulls came back at dawn…');
    expect(truncate('Averyveryverylongwordwithoutanybreaks', 10)).toBe('Averyvery…');
  });

  it('writes an address as search results do', () => {
    expect(breadcrumb('https://example.org/blog/a-walk')).toBe('example.org › blog › a-walk');
    expect(breadcrumb('http://localhost:3000/about')).toBe('localhost:3000 › about');
    expect(breadcrumb('not a url')).toBe('not a url');
  });

  it('reads Markdown as words', () => {
    expect(plainText('## Low water\n\nThe **gulls** came [back](https://x.test).\n\n![A gull](/uploads/g.webp)\n- _quiet_')).toBe(
      'Low water The gulls came back. quiet',
    );
  });

  it('counts characters against what search results show and what can be saved', () => {
    expect(characterCount(1, 60, 300)).toEqual({ text: '1 character; about 60 fit in search results.', level: 'fits' });
    expect(characterCount(60, 60, 300).level).toBe('fits');
    expect(characterCount(61, 60, 300)).toEqual({ text: '61 characters: search results cut it at about 60.', level: 'long' });
    expect(characterCount(301, 60, 300)).toEqual({ text: '301 characters: at most 300 can be saved.', level: 'too-long' });
  });
});

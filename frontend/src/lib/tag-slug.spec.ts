import { describe, expect, it } from '@jest/globals';
import { tagSlug as serverTagSlug } from '../../../backend/src/posts/text/tag-slug';
import { tagSlug } from './tag-slug';

describe('tagSlug', () => {
  it("gives the server's slug for every name, so that the app's tag links are the server's", () => {
    const names = ['Travel', 'Post Formats', '  Café   Life! ', 'Straße & Ærø', 'İstanbul', 'Επίπεδο 2', 'Москва', '日本語 タグ', 'हिन्दी', 'C++', '!!!', 'λ'.repeat(90)];
    expect(names.map(tagSlug)).toEqual(names.map(serverTagSlug));
    expect(tagSlug('Επίπεδο 2')).toBe('επίπεδο-2');
    expect(tagSlug('Café Life')).toBe('cafe-life');
  });
});

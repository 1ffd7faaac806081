import { describe, expect, it } from '@jest/globals';
import { tagSlug } from './tag-slug.js';

describe('tagSlug', () => {
  it.each([
    ['Travel', 'travel'],
    ['Post Formats', 'post-formats'],
    ['  Café   Life! ', 'cafe-life'],
    ['Straße & Ærø', 'strasse-aero'],
    ['İstanbul', 'istanbul'],
    ['Επίπεδο 2', 'επίπεδο-2'],
    ['Москва', 'москва'],
    ['日本語 タグ', '日本語-タグ'],
    ['हिन्दी', 'हिन्दी'],
    ['C++', 'c'],
    ['!!!', 'tag'],
  ])('%s → %s', (name, slug) => {
    expect(tagSlug(name)).toBe(slug);
  });

  it('is its own slug, and stops at 80 characters without a dash at the end', () => {
    for (const name of ['Post Formats', 'Επίπεδο 2', 'Café Life']) expect(tagSlug(tagSlug(name))).toBe(tagSlug(name));
    const long = tagSlug(`${'a'.repeat(79)} b`);
    expect(long).toBe('a'.repeat(79));
    expect(Array.from(tagSlug('λ'.repeat(200)))).toHaveLength(80);
  });
});

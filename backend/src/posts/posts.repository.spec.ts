import { describe, expect, it } from '@jest/globals';
import { searchTerms } from './posts.repository.js';

describe('searchTerms', () => {
  it.each([
    ['Tide', 'tide:*'],
    ['  sea   WALK ', 'sea:* & walk:*'],
    ["tide's edge", 'tide:* & edge:*'],
    ['a', 'a:*'],
    ['Crème brûlée', 'crème:* & brûlée:*'],
    ["x' | !y & (z) <-> w:*", 'x:* & y:* & z:* & w:*'],
  ])('turns %j into %j', (search, terms) => {
    expect(searchTerms(search)).toBe(terms);
  });

  it.each(['', '%', '  ', '&|!()'])('has no terms for %j', (search) => {
    expect(searchTerms(search)).toBeUndefined();
  });
});

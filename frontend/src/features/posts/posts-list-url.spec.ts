import { describe, expect, it } from '@jest/globals';
import { isFiltered, searchOfView, sortChoiceOf, sortOfChoice, viewOfSearch } from './posts-list-url';

describe('the posts list in its address', () => {
  it('reads the filters, the order and the search from the query string', () => {
    const view = viewOfSearch(new URLSearchParams('status=scheduled&type=page&tag=Travel&title=caf%C3%A9&sort=published&order=asc&q=sea'));
    expect(view).toEqual({ status: 'scheduled', type: 'page', tag: 'Travel', title: 'café', sort: 'published', order: 'asc', q: 'sea' });
  });

  it('leaves out values it does not know, and blank ones', () => {
    expect(viewOfSearch(new URLSearchParams('status=archived&type=note&sort=title&order=up&tag=%20&page=3'))).toEqual({});
  });

  it('writes only what differs from the whole list, newest created first', () => {
    expect(searchOfView({ sort: 'created', order: 'desc', title: '  ', status: 'draft' }).toString()).toBe('status=draft');
    expect(searchOfView({ title: '100% rye', sort: 'updated', order: 'asc' }).toString()).toBe('title=100%25+rye&sort=updated&order=asc');
  });

  it('goes back and forth between the view and the address unchanged', () => {
    const view = { q: 'walk', status: 'published', type: 'post', tag: 'sea', title: 'Harbour', sort: 'published', order: 'asc' } as const;
    expect(viewOfSearch(searchOfView(view))).toEqual(view);
  });

  it('turns the Sort select\'s one value into a date and a direction, and back', () => {
    expect(sortOfChoice('updated-asc')).toEqual({ sort: 'updated', order: 'asc' });
    expect(sortChoiceOf({})).toBe('created-desc');
    expect(sortChoiceOf({ sort: 'published' })).toBe('published-desc');
  });

  it('counts a search or a filter as narrowing the list, not an order', () => {
    expect(isFiltered({ sort: 'updated', order: 'asc' })).toBe(false);
    expect(isFiltered({ tag: 'sea' })).toBe(true);
  });
});

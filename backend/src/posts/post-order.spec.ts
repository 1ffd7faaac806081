import { describe, expect, it } from '@jest/globals';
import { orderBy } from './post-order.js';

describe('orderBy', () => {
  it('sorts by publication with undated posts last, then by creation and id', () => {
    expect(orderBy({ by: 'published', direction: 'asc' }, 'post', 'column')).toBe('post.published_at ASC NULLS LAST, post.created_at ASC, post.id ASC');
  });

  it('names the page subquery\'s columns by their properties, with the id breaking ties', () => {
    expect(orderBy({ by: 'updated', direction: 'desc' }, 'page', 'property')).toBe('page."updatedAt" DESC, page.id DESC');
  });
});

import { describe, expect, it } from '@jest/globals';
import { archiveTarget, blogPageTarget } from './old-archive-addresses.js';

describe('old archive addresses', () => {
  it.each<[Parameters<typeof archiveTarget>[0], string, ReturnType<typeof archiveTarget>]>([
    ['tag', 'travel/', { kind: 'tag', slug: 'travel', page: 1 }],
    ['tag', 'Travel/feed/', { kind: 'tag-feed', slug: 'travel' }],
    ['tag', 'travel/rss/', { kind: 'tag-feed', slug: 'travel' }],
    ['tag', 'travel/page/3/', { kind: 'tag', slug: 'travel', page: 3 }],
    ['tag', 'travel/extra/', undefined],
    ['category', 'post-formats/', { kind: 'tag', slug: 'post-formats', page: 1 }],
    ['category', 'parent/child/', { kind: 'tag', slug: 'child', page: 1 }],
    ['category', 'parent/child/feed/', { kind: 'tag-feed', slug: 'child' }],
    ['category', 'news/page/2', { kind: 'tag', slug: 'news', page: 2 }],
    ['category', '', undefined],
    ['author', 'themedemos/', { kind: 'blog', page: 1 }],
    ['author', 'themedemos/page/2/', { kind: 'blog', page: 2 }],
    ['author', 'themedemos/feed/', { kind: 'site-feed' }],
    ['author', 'feed', { kind: 'blog', page: 1 }],
  ])('/%s/%s', (area, rest, target) => {
    expect(archiveTarget(area, rest.split('/'))).toEqual(target);
  });

  it('reads a blog page number, and nothing else', () => {
    expect(blogPageTarget('2')).toEqual({ kind: 'blog', page: 2 });
    for (const segment of ['0', '02', 'two', '1234567', '']) expect(blogPageTarget(segment)).toBeUndefined();
  });
});

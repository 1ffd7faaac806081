import { describe, expect, it } from '@jest/globals';
import { RedirectSet } from './redirect-set.js';

const SITE = 'https://blog.example';

const setOf = (...rules: Array<[string, string]>) => {
  const set = new RedirectSet(SITE);
  for (const [from, to] of rules) set.add({ from, to, status: 301 });
  return set;
};

describe('RedirectSet.match', () => {
  it('catches a path with or without a trailing slash and with any query', () => {
    const set = setOf(['/old', '/blog/new']);
    expect(['/old', '/old/', '/old?utm_source=x'].map((address) => set.match(address)?.to)).toEqual(['/blog/new', '/blog/new', '/blog/new']);
    expect(set.match('/older')).toBeUndefined();
  });

  it('catches a from with a query only with that query, before a from without one', () => {
    const set = setOf(['/?p=12', '/blog/twelve'], ['/archive', '/blog'], ['/archive?page=2', '/blog?page=2']);
    expect(set.match('/?p=12')?.to).toBe('/blog/twelve');
    expect(set.match('/?p=12&utm_source=feed')?.to).toBe('/blog/twelve');
    expect(set.match('/?p=13')).toBeUndefined();
    expect(set.match('/')).toBeUndefined();
    expect(set.match('/archive/?page=2')?.to).toBe('/blog?page=2');
    expect(set.match('/archive?page=3')?.to).toBe('/blog');
  });
});

describe('RedirectSet.problemWith', () => {
  it('refuses a redirect to itself', () => {
    expect(setOf().problemWith('/old', '/old/')).toBe('from and to are the same address (/old): the redirect would loop');
    expect(setOf().problemWith('/old', `${SITE}/old?x=1`)).toContain('would loop');
    expect(setOf().problemWith('/old', 'https://elsewhere.example/old')).toBeUndefined();
  });

  it('refuses a loop through a redirect already there', () => {
    expect(setOf(['/b', '/a']).problemWith('/a', '/b')).toBe('/a → /b would loop with the redirect /b → /a');
  });

  it('refuses a chain either way, naming the redirect in the way', () => {
    const set = setOf(['/b', '/c']);
    expect(set.problemWith('/a', '/b/')).toBe(
      '/b/ already redirects to /c (redirect from /b): point /a straight at /c, since chains of redirects are not allowed',
    );
    expect(set.problemWith('/z', '/b')).toContain('already redirects to /c');
    expect(setOf(['/a', '/b?x=1']).problemWith('/b', '/c')).toBe(
      'the redirect /a → /b?x=1 leads to /b: a redirect from /b would make a chain (change /a to lead to /c instead)',
    );
    expect(setOf(['/a', `${SITE}/b`]).problemWith('/b', '/c')).toContain('would make a chain');
  });

  it('lets unrelated redirects be', () => {
    const set = setOf(['/a', '/blog/a'], ['/b', 'https://elsewhere.example/b']);
    expect(set.problemWith('/c', '/blog/c')).toBeUndefined();
    expect(set.problemWith('/b?x=1', '/blog/b')).toBeUndefined();
  });

  it('forgets a deleted redirect in both directions', () => {
    const set = setOf(['/b', '/c']);
    set.delete('/b');
    expect(set.problemWith('/a', '/b')).toBeUndefined();
    expect(set.problemWith('/c', '/d')).toBeUndefined();
    expect(set.size).toBe(0);
    expect(set.bytes).toBe(0);
  });
});

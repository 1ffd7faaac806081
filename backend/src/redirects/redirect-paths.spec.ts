import { describe, expect, it } from '@jest/globals';
import { checkFrom, checkTarget, mayRedirect, requestKeys } from './redirect-paths.js';

const SITE = 'https://blog.example';

describe('checkFrom', () => {
  it.each([
    ['/old-post', '/old-post'],
    ['/old-post/', '/old-post'],
    ['/2019/04/01/old-post/', '/2019/04/01/old-post'],
    ['/?p=12', '/?p=12'],
    ['/?b=2&a=1', '/?a=1&b=2'],
    ['/p/a-post?utm_source=x', '/p/a-post?utm_source=x'],
    ['/café', '/caf%C3%A9'],
    ['/caf%c3%a9/', '/caf%C3%A9'],
    ['/blog?page=2', '/blog?page=2'],
    ['/blog/an-old-slug', '/blog/an-old-slug'],
  ])('stores %s as %s', (raw, stored) => {
    expect(checkFrom(raw)).toEqual({ value: stored });
  });

  it.each([
    [undefined, 'from must be a string'],
    [12, 'from must be a string'],
    ['', 'from must not be empty'],
    ['old-post', 'from must be a path starting with /'],
    ['https://old.example/post', 'not a URL: leave out the scheme and the host'],
    ['//old.example/post', 'not a URL'],
    ['javascript:alert(1)', 'not a URL'],
    ['/a b', 'must not contain spaces'],
    ['/a\nb', 'must not contain spaces or control characters'],
    ['/a\\b', 'backslash'],
    ['/post#part', '#fragment'],
    ['/api/posts', 'must not be under /api'],
    ['/API', 'must not be under /api'],
    ['/uploads/a.jpg', 'must not be under /uploads'],
    ['/assets/index.js', 'must not be under /assets'],
    ['/docs', 'must not be under /docs'],
    ['/dashboard/posts', 'must not be under /dashboard'],
    ['/', 'must not be /: it is a page of this site'],
    ['/blog/', 'must not be /blog: it is a page of this site'],
    ['/rss.xml', 'must not be /rss.xml'],
    [`/${'a'.repeat(2000)}`, 'at most 2000 characters'],
    [`/${'é'.repeat(1000)}`, 'once percent-encoded'],
  ])('refuses %j, saying why', (raw, problem) => {
    expect(checkFrom(raw).problem).toContain(problem);
  });
});

describe('checkTarget', () => {
  it.each([
    ['/blog/new-post', { value: '/blog/new-post', local: '/blog/new-post' }],
    ['/blog/new-post/?x=1#part', { value: '/blog/new-post/?x=1#part', local: '/blog/new-post/?x=1' }],
    ['/café', { value: '/caf%C3%A9', local: '/caf%C3%A9' }],
    ['https://elsewhere.example/a?b=1', { value: 'https://elsewhere.example/a?b=1', local: undefined }],
    ['HTTP://Elsewhere.example', { value: 'http://elsewhere.example/', local: undefined }],
    [`${SITE}/blog/x`, { value: `${SITE}/blog/x`, local: '/blog/x' }],
  ])('accepts %s', (raw, target) => {
    expect(checkTarget(raw, SITE)).toEqual({ value: target });
  });

  it.each([
    [null, 'to must be a string'],
    ['', 'to must not be empty'],
    ['blog/new', 'to must be a path starting with / or an absolute http(s) URL'],
    ['//evil.example/x', 'to must be a path starting with / or an absolute http(s) URL'],
    ['/\\evil.example', 'backslash'],
    ['javascript:alert(1)', 'to must be an http(s) URL, not javascript:'],
    ['ftp://files.example/a', 'not ftp:'],
    ['https://user:secret@example.com/', 'user name or password'],
    ['https://example.com/a b', 'must not contain spaces'],
    [`https://example.com/${'a'.repeat(2000)}`, 'at most 2000 characters'],
  ])('refuses %j, saying why', (raw, problem) => {
    expect(checkTarget(raw, SITE).problem).toContain(problem);
  });
});

describe('requestKeys', () => {
  it('tries the whole query, each parameter alone, then the path', () => {
    expect(requestKeys('/?utm_source=x&p=12')).toEqual(['/?p=12&utm_source=x', '/?utm_source=x', '/?p=12', '/']);
  });

  it('treats a trailing slash and the case of escapes as the same address', () => {
    expect(requestKeys('/old/')).toEqual(['/old']);
    expect(requestKeys('/caf%c3%a9')).toEqual(['/caf%C3%A9']);
    expect(requestKeys('/old/?a=1')).toEqual(['/old?a=1', '/old']);
  });

  it('finds nothing for an address that is not a path', () => {
    expect(requestKeys('//other.example/x')).toEqual([]);
  });
});

describe('mayRedirect', () => {
  it('leaves the server\'s own areas alone', () => {
    expect(['/api/posts', '/api', '/uploads/a.jpg', '/assets/x.js', '/docs-json', '/healthz'].map(mayRedirect)).toEqual([false, false, false, false, false, false]);
    expect(['/old', '/?p=1', '/apiary', '/2019/01/01/x/'].map(mayRedirect)).toEqual([true, true, true, true]);
  });
});

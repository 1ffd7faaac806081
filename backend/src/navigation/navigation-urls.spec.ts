import { describe, expect, it } from '@jest/globals';
import { isSitePath, linkIsCurrent, urlProblem } from './navigation-urls.js';

describe('urlProblem', () => {
  it.each(['/', '/stories', '/blog?page=2', '/stories?tag=news#top', '/café', '/a/b/', 'https://example.org', 'HTTP://example.org/a?b=c', 'mailto:me@example.org'])(
    'accepts %s',
    (url) => {
      expect(urlProblem('url', url)).toBeUndefined();
    },
  );

  it.each([
    [undefined, 'url must be a string'],
    [7, 'url must be a string'],
    ['', 'url must not be empty'],
    [`/${'x'.repeat(2000)}`, 'url must be at most 2000 characters'],
    ['javascript:alert(1)', 'url must be a path on this site starting with /, an absolute http(s) URL or a mailto: address'],
    ['JavaScript:alert(1)', 'url must be a path on this site'],
    ['data:text/html,<script>alert(1)</script>', 'url must be a path on this site'],
    ['vbscript:msgbox(1)', 'url must be a path on this site'],
    ['blog', 'url must be a path on this site'],
    ['./blog', 'url must be a path on this site'],
    [' javascript:alert(1)', 'url must not contain spaces or control characters'],
    ['java\tscript:alert(1)', 'url must not contain spaces or control characters'],
    ['java\nscript:alert(1)', 'url must not contain spaces or control characters'],
    ['\u00a0/blog', 'url must not contain spaces or control characters'],
    ['/blog\u0085', 'url must not contain spaces or control characters'],
    ['/\\evil.example', 'url must not contain a backslash'],
    ['//evil.example', 'url must not contain // in its path'],
    ['/a//b', 'url must not contain // in its path'],
    ['/a/../admin', 'url must not contain . or .. segments'],
    ['/.', 'url must not contain . or .. segments'],
    ['https:evil.example', 'url must be an absolute http(s) URL'],
    ['https:///evil', 'url must be an absolute http(s) URL'],
    ['https://user:secret@example.org', 'url must not carry a user name or password'],
    ['mailto:', 'url must name an address after mailto:'],
  ])('refuses %j: %s', (url, problem) => {
    expect(urlProblem('url', url)).toContain(problem);
  });

  it('names the field it is given', () => {
    expect(urlProblem('primary.1.url', 'javascript:x')).toMatch(/^primary\.1\.url must /);
  });
});

describe('links', () => {
  it('tells site paths from addresses elsewhere', () => {
    expect(['/', '/blog?x=1'].map(isSitePath)).toEqual([true, true]);
    expect(['https://example.org', 'mailto:a@b.c', '//x'].map(isSitePath)).toEqual([false, false, false]);
  });

  it.each([
    ['/', '/', true],
    ['/', '/blog', false],
    ['/blog', '/blog', true],
    ['/blog', '/blog/a-post', true],
    ['/blog', '/BLOG/', true],
    ['/blog/', '/blog', true],
    ['/blog', '/blogroll', false],
    ['/stories?tag=news', '/stories', true],
    ['/about', '/blog', false],
    ['https://example.org/blog', '/blog', false],
  ])('marks %s current at %s: %s', (url, path, current) => {
    expect(linkIsCurrent(url, path)).toBe(current);
  });
});

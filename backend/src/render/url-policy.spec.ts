import { describe, expect, it } from '@jest/globals';
import { IMAGE_SCHEMES, isExternalUrl, isSafeUrl, LINK_SCHEMES, normaliseUrl } from './url-policy.js';

describe('isSafeUrl', () => {
  it.each([
    'https://example.com/a?b=c#d',
    'http://example.com',
    'mailto:me@example.com',
    '/blog/a-post',
    '/uploads/abc.webp',
    'relative/path',
    '#anchor',
    '?page=2',
    'https://example.com/?q=javascript:alert(1)',
  ])('accepts %j as a link', (url) => {
    expect(isSafeUrl(url, LINK_SCHEMES)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\x0ejavascript:alert(1)',
    'java\u00a0script:alert(1)',
    'jav\u200bascript:alert(1)',
    '%6Aavascript:alert(1)',
    '%256Aavascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png;base64,iVBORw0KGgo=',
    'file:///etc/passwd',
    'ftp://example.com',
    'tel:+123',
  ])('refuses %j as a link', (url) => {
    expect(isSafeUrl(url, LINK_SCHEMES)).toBe(false);
  });

  it('refuses mailto: for images', () => {
    expect(isSafeUrl('mailto:me@example.com', IMAGE_SCHEMES)).toBe(false);
    expect(isSafeUrl('/uploads/abc.webp', IMAGE_SCHEMES)).toBe(true);
  });
});

describe('normaliseUrl', () => {
  it('removes what browsers skip and decodes nested percent escapes', () => {
    expect(normaliseUrl(' Ja\tVa%2573cript:x')).toBe('javascript:x');
  });
});

describe('isExternalUrl', () => {
  it.each([
    ['https://example.com', true],
    ['http://example.com', true],
    ['//example.com', true],
    ['/\\example.com', true],
    ['/blog/x', false],
    ['x', false],
    ['mailto:me@example.com', false],
    ['javascript:alert(1)', false],
  ])('%j → %s', (url, external) => {
    expect(isExternalUrl(url)).toBe(external);
  });
});

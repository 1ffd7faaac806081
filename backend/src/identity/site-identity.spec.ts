import { describe, expect, it } from '@jest/globals';
import { canonicalLanguage, canonicalTimeZone, isAuthorLinkUrl } from './site-identity.js';

describe('canonicalLanguage', () => {
  it('gives the canonical form of a BCP 47 tag', () => {
    expect(canonicalLanguage('en')).toBe('en');
    expect(canonicalLanguage('EN-gb')).toBe('en-GB');
    expect(canonicalLanguage('zh-hant-tw')).toBe('zh-Hant-TW');
    expect(canonicalLanguage('de-CH-1996')).toBe('de-CH-1996');
  });

  it('refuses what is not a language tag', () => {
    for (const bad of ['', ' ', 'english!', 'en_GB', 'e', '"><script>', 'x'.repeat(40), 42, null]) expect(canonicalLanguage(bad)).toBeUndefined();
  });
});

describe('canonicalTimeZone', () => {
  it('knows IANA zones, whatever their case', () => {
    expect(canonicalTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(canonicalTimeZone('america/new_york')).toBe('America/New_York');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
  });

  it('refuses a zone Intl does not know', () => {
    for (const bad of ['', 'Mars/Olympus', 'Europe/Paris; DROP', '+25:00', 7, undefined]) expect(canonicalTimeZone(bad)).toBeUndefined();
  });
});

describe('isAuthorLinkUrl', () => {
  it('takes absolute http and https URLs', () => {
    expect(isAuthorLinkUrl('https://example.social/@me')).toBe(true);
    expect(isAuthorLinkUrl('http://example.com/')).toBe(true);
  });

  it('refuses every other scheme, relative paths and URLs with spaces or control characters', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'mailto:a@b.c', '/about', '//example.com', 'https://exa mple.com', 'https://a.com/\nx', 'ftp://a.com']) {
      expect(isAuthorLinkUrl(bad)).toBe(false);
    }
  });
});

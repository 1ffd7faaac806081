import { describe, expect, it } from '@jest/globals';
import { formatPageTitle } from './page-title';
import { readSiteName } from './site-name';

describe('formatPageTitle', () => {
  it('puts the page title, a dash and the site name', () => {
    expect(formatPageTitle('Blog', 'Folio')).toBe('Blog - Folio');
  });

  it('falls back to the site name alone for an empty title', () => {
    expect(formatPageTitle('  ', 'Folio')).toBe('Folio');
  });
});

describe('readSiteName', () => {
  function documentWith(head: string): Document {
    return new DOMParser().parseFromString(`<html><head>${head}</head></html>`, 'text/html');
  }

  it('reads the folio:site-name meta tag', () => {
    expect(readSiteName(documentWith('<meta name="folio:site-name" content="Field Notes">'))).toBe('Field Notes');
  });

  it('falls back to Folio when the tag is missing or empty', () => {
    expect(readSiteName(documentWith(''))).toBe('Folio');
    expect(readSiteName(documentWith('<meta name="folio:site-name" content=" ">'))).toBe('Folio');
  });
});

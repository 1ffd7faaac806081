import { describe, expect, it } from '@jest/globals';
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from '../../posts/posts.dto.js';
import { importedSeo } from './imported-seo.js';

describe('importedSeo', () => {
  it('keeps what the editor accepts, trimmed, and takes blank for none', () => {
    const warnings: string[] = [];
    expect(
      importedSeo(
        {
          metaTitle: '  For search  ',
          metaDescription: 'd'.repeat(META_DESCRIPTION_MAX),
          canonicalUrl: 'https://first.example.com/post/',
          noindex: true,
          ogImageUrl: '/uploads/share.webp',
        },
        warnings,
      ),
    ).toEqual({
      metaTitle: 'For search',
      metaDescription: 'd'.repeat(META_DESCRIPTION_MAX),
      canonicalUrl: 'https://first.example.com/post/',
      noindex: true,
      ogImageUrl: '/uploads/share.webp',
    });
    expect(importedSeo({ metaTitle: ' ', canonicalUrl: '' }, warnings)).toEqual({
      metaTitle: null,
      metaDescription: null,
      canonicalUrl: null,
      noindex: false,
      ogImageUrl: null,
    });
    expect(importedSeo(undefined, warnings)).toMatchObject({ metaTitle: null, noindex: false });
    expect(warnings).toEqual([]);
  });

  it('leaves out, with a warning each, what the editor would refuse', () => {
    const warnings: string[] = [];
    const seo = importedSeo(
      {
        metaTitle: 't'.repeat(META_TITLE_MAX + 1),
        metaDescription: 'd'.repeat(META_DESCRIPTION_MAX + 1),
        canonicalUrl: 'javascript:alert(1)',
        ogImageUrl: '/content/images/share.png',
      },
      warnings,
    );
    expect(seo).toEqual({ metaTitle: null, metaDescription: null, canonicalUrl: null, noindex: false, ogImageUrl: null });
    expect(warnings).toEqual([
      `The meta title is longer than ${META_TITLE_MAX} characters, the most Folio takes: it was left out`,
      `The meta description is longer than ${META_DESCRIPTION_MAX} characters, the most Folio takes: it was left out`,
      'The canonical URL javascript:alert(1) is not an address Folio can use: it was left out',
      'The share image /content/images/share.png is not an address Folio can use: it was left out',
    ]);
  });

  it('refuses a canonical URL that is not http(s) and takes one of another site', () => {
    const warnings: string[] = [];
    expect(importedSeo({ canonicalUrl: 'ftp://files.example.com/post' }, warnings).canonicalUrl).toBeNull();
    expect(importedSeo({ canonicalUrl: 'http://medium.com/@me/post-1' }, warnings).canonicalUrl).toBe('http://medium.com/@me/post-1');
    expect(warnings).toHaveLength(1);
  });
});

import { describe, expect, it } from '@jest/globals';
import { coverSources } from './cover-sizes';

describe('cover sources', () => {
  it("offers a cover's widths with the sizes of where it is drawn", () => {
    expect(coverSources({ image_srcset: '/uploads/a.webp 480w, /uploads/b.webp 800w', image_webp_srcset: null }, 'card')).toEqual({
      srcSet: '/uploads/a.webp 480w, /uploads/b.webp 800w',
      webpSrcSet: undefined,
      sizes: '(min-width: 42rem) 23rem, 100vw',
    });
    expect(coverSources({ image_srcset: '/uploads/c.jpg 480w', image_webp_srcset: '/uploads/d.webp 480w' }, 'article')).toEqual({
      srcSet: '/uploads/c.jpg 480w',
      webpSrcSet: '/uploads/d.webp 480w',
      sizes: '(min-width: 46rem) 44rem, 100vw',
    });
  });

  it('offers WebP alone when only those widths are made', () => {
    expect(coverSources({ image_srcset: null, image_webp_srcset: '/uploads/d.webp 310w' }, 'article')).toEqual({
      srcSet: undefined,
      webpSrcSet: '/uploads/d.webp 310w',
      sizes: '(min-width: 46rem) 44rem, 100vw',
    });
  });

  it('offers nothing more for a cover without widths (another site, or not made yet)', () => {
    expect(coverSources({}, 'card')).toEqual({ srcSet: undefined, webpSrcSet: undefined, sizes: undefined });
    expect(coverSources({ image_srcset: null, image_webp_srcset: null }, 'article')).toEqual({ srcSet: undefined, webpSrcSet: undefined, sizes: undefined });
  });
});

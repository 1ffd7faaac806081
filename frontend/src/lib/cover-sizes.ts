/*
 * A cover that is this site's upload comes with the widths the server made of it (the post's
 * image_srcset, and image_webp_srcset when the cover is not WebP). The server writes the same
 * <picture>, srcset and sizes into the pages it renders (backend/src/site/article.markup.ts), so that
 * the app's markup is the server's.
 */

/**
 * How wide a cover is drawn: a card in a list (one column on a phone, 23rem in a grid), or an
 * article's (its 44rem column); backend/src/images/variants/responsive-markup.ts has the same.
 */
export const COVER_SIZES = {
  card: '(min-width: 42rem) 23rem, 100vw',
  article: '(min-width: 46rem) 44rem, 100vw',
} as const;

export type CoverLayout = keyof typeof COVER_SIZES;

/** The widths of a cover, as a post carries them. */
export interface CoverWidths {
  image_srcset?: string | null;
  image_webp_srcset?: string | null;
}

/** The attributes that offer a cover's widths; empty for a cover without them (another site's, or not made yet). */
export function coverSources(cover: CoverWidths, layout: CoverLayout): { srcSet?: string; webpSrcSet?: string; sizes?: string } {
  const srcSet = cover.image_srcset || undefined;
  const webpSrcSet = cover.image_webp_srcset || undefined;
  return { srcSet, webpSrcSet, sizes: srcSet || webpSrcSet ? COVER_SIZES[layout] : undefined };
}

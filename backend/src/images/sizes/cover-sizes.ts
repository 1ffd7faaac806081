/**
 * Covers in the sizes screens need. An upload is stored up to 2000 px wide, about 180 kB for a
 * photo; a phone shows it 400 px wide (800 device pixels). The pages offer each local cover at these
 * widths (srcset) and the browser picks one; the server makes each size once, on first request
 * (CoverSizesService). The SPA builds the same attributes (frontend/src/lib/cover-sizes.ts).
 */

/** Phones, tablets and laptops at 1x and 2x. */
export const COVER_WIDTHS = [480, 800, 1200, 1600] as const;

/** How wide a cover is drawn: a card in a list (one column on a phone, 23rem in a grid), or an article's (its 44rem column). */
export const COVER_SIZES = {
  card: '(min-width: 42rem) 23rem, 100vw',
  article: '(min-width: 46rem) 44rem, 100vw',
} as const;

export type CoverLayout = keyof typeof COVER_SIZES;

/** A stored still picture (a GIF may move: it is offered as it is). */
export const COVER_KEY = /^[a-f0-9]{64}\.(?:webp|jpe?g|png)$/;
const LOCAL_COVER = /^\/uploads\/([a-f0-9]{64}\.(?:webp|jpe?g|png))$/;

export const coverSizePath = (key: string, width: number) => `/uploads/w${width}/${key}`;

/** The srcset of a cover in the local store; undefined for any other address (a bucket, another site). */
export function coverSrcset(imageUrl: string): string | undefined {
  const key = LOCAL_COVER.exec(imageUrl)?.[1];
  return key ? COVER_WIDTHS.map((width) => `${coverSizePath(key, width)} ${width}w`).join(', ') : undefined;
}

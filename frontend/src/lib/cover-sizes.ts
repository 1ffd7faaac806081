/*
 * A cover in the local store is offered in the widths screens need: the server makes each width once
 * (backend/src/images/sizes) and writes the same srcset and sizes into the pages it renders
 * (backend/src/images/sizes/cover-sizes.ts), so that the app's markup is the server's.
 */

const COVER_WIDTHS = [480, 800, 1200, 1600];

/** How wide a cover is drawn: a card in a list (one column on a phone, 23rem in a grid), or an article's (its 44rem column). */
export const COVER_SIZES = {
  card: '(min-width: 42rem) 23rem, 100vw',
  article: '(min-width: 46rem) 44rem, 100vw',
} as const;

export type CoverLayout = keyof typeof COVER_SIZES;

/** A stored still picture (a GIF may move: it is offered as it is). */
const LOCAL_COVER = /^\/uploads\/([a-f0-9]{64}\.(?:webp|jpe?g|png))$/;

/** The srcset of a cover in the local store; undefined for any other address (a bucket, another site). */
export function coverSrcset(imageUrl: string): string | undefined {
  const key = LOCAL_COVER.exec(imageUrl)?.[1];
  return key ? COVER_WIDTHS.map((width) => `/uploads/w${width}/${key} ${width}w`).join(', ') : undefined;
}

import type { ImageSrcsets } from './variant-ladder.js';

/** How wide an inline image is drawn: the article's prose column (44rem), the whole screen below it. */
export const PROSE_SIZES = '(min-width: 46rem) 44rem, 100vw';

/** How wide an image of a gallery (render/galleries.ts) is drawn: a cell of its grid (frontend/src/app/prose-features.css). */
export const GALLERY_SIZES = '(min-width: 46rem) 11rem, (min-width: 24rem) 50vw, 100vw';

/**
 * How wide a cover is drawn: a card in a list (one column on a phone, 23rem in a grid), or an
 * article's (its prose column). The SPA's are the same (frontend/src/lib/cover-sizes.ts).
 */
export const COVER_SIZES = { card: '(min-width: 42rem) 23rem, 100vw', article: PROSE_SIZES } as const;
export type CoverLayout = keyof typeof COVER_SIZES;

/** One of this site's uploads, as a post's markup needs it. */
export interface ResponsiveImage {
  width: number;
  height: number;
  /** Absent until its variants are made. */
  srcsets?: ImageSrcsets;
}

/** An <img> tag as the sanitiser writes it: attributes in double quotes, `<`, `>` and `"` escaped in values. */
const IMG_TAG = /<img((?:\s+[a-z-]+="[^"]*")*)\s*\/?>/g;
const ATTRIBUTE = /\s+([a-z-]+)="([^"]*)"/g;
/**
 * What this markup adds, and removes before it writes it again. The sanitiser allows no <picture>
 * or <source>, and escapes `<` and `>` in attribute values, so every one in stored HTML is ours.
 */
const OUR_WRAPPERS = /<picture>|<\/picture>|<source type="image\/webp" srcset="[^"]*" sizes="[^"]*" \/>/g;
const OUR_ATTRIBUTES = new Set(['srcset', 'sizes', 'loading', 'decoding', 'fetchpriority']);
/** A gallery as the renderer writes it: figures of images, none holding another figure, so it ends at the first pair of closing tags. */
const GALLERY = /<figure class="gallery">[\s\S]*?<\/figure><\/figure>/g;

/**
 * At most this much text before an article's first inline image, and the image is fetched at once
 * and first: about what a phone's first screen shows under the title. Further down, it is not what
 * the first screen is waiting for: fetched first, it took the bandwidth of the stylesheets and fonts
 * the text waited on (the rich post's figure, 60 lines down, delayed its first paint). Lazy, it is
 * still fetched as soon as the page is laid out when it is near the screen.
 */
export const FIRST_SCREEN_TEXT = 500;

/** The length of the text of some HTML, its markup and runs of white space left out (entities count a few characters more: no matter here). */
const textLength = (html: string) => html.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim().length;

const decodeEntities = (value: string) => value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Writes this site's uploads among a post's images for the reader's screen: width and height (so
 * nothing shifts as they load), the widths made of each (`srcset`, `sizes`; WebP first in a
 * <picture> where the upload is another format), and when to fetch them: the first image of the
 * article (its cover, else its first inline image when little text comes before it) at once and
 * first, the others when they come near the screen. Other sites' images stay as the sanitiser wrote
 * them. Running it again on its own output gives the same HTML, or the HTML of the variants made since.
 */
export function responsiveHtml(html: string, imageAt: (src: string) => ResponsiveImage | undefined, { hasCover }: { hasCover: boolean }): string {
  let position = 0;
  const bare = html.replace(OUR_WRAPPERS, '');
  const galleries = [...bare.matchAll(GALLERY)].map((match) => [match.index, match.index + match[0].length] as const);
  return bare.replace(IMG_TAG, (tag: string, attributes: string, offset: number) => {
    const first = position++ === 0 && !hasCover && textLength(bare.slice(0, offset)) <= FIRST_SCREEN_TEXT;
    const pairs = [...attributes.matchAll(ATTRIBUTE)].map(([, name, value]) => [name!, value!] as const);
    const src = pairs.find(([name]) => name === 'src')?.[1];
    const image = src === undefined ? undefined : imageAt(decodeEntities(src));
    if (!image) return tag;
    const kept = pairs.filter(([name]) => !OUR_ATTRIBUTES.has(name));
    const width = kept.find(([name]) => name === 'width')?.[1];
    const sized: Array<readonly [string, string]> = width ? kept : [...kept, ['width', String(image.width)], ['height', String(image.height)]];
    // A width the author chose is the most the image is drawn at.
    const inGallery = galleries.some(([start, end]) => offset > start && offset < end);
    const sizes = width && Number(width) !== image.width ? `min(${Number(width)}px, 100vw)` : inGallery ? GALLERY_SIZES : PROSE_SIZES;
    const { srcset, webpSrcset } = image.srcsets ?? {};
    const written: Array<readonly [string, string]> = [
      ...sized,
      ...(srcset ? [['srcset', srcset] as const, ['sizes', sizes] as const] : []),
      ...(first ? [['fetchpriority', 'high'] as const] : [['loading', 'lazy'] as const, ['decoding', 'async'] as const]),
    ];
    const img = `<img${written.map(([name, value]) => ` ${name}="${name === 'srcset' ? escapeAttribute(value) : value}"`).join('')} />`;
    if (!webpSrcset) return img;
    return `<picture><source type="image/webp" srcset="${escapeAttribute(webpSrcset)}" sizes="${sizes}" />${img}</picture>`;
  });
}

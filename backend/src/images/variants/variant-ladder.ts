import { type ImageFormat, MIME_TYPES } from '../image-type.js';

/**
 * The widths an image is offered in: phones at 1x to 3x (480, 800, 1200), a 44rem column at 2x
 * (1600) and large screens (2000, the uploads' default longest side).
 */
export const LADDER_WIDTHS = [480, 800, 1200, 1600, 2000] as const;
const TOP_WIDTH = LADDER_WIDTHS[LADDER_WIDTHS.length - 1]!;

/** The formats a variant may have: WebP for every image, and the original's own where it is another. */
export type VariantFormat = Exclude<ImageFormat, 'gif'>;

export interface VariantSize {
  format: VariantFormat;
  width: number;
}

/** A made variant, as its row records it. */
export interface MadeVariant extends VariantSize {
  height: number;
  storageKey: string;
}

const FORMAT_OF_MIME = new Map(Object.entries(MIME_TYPES).map(([format, mime]) => [mime, format as ImageFormat]));

/** The format of a library row's MIME type; undefined for one the library does not store. */
export const formatOfMime = (mimeType: string | null): ImageFormat | undefined => (mimeType ? FORMAT_OF_MIME.get(mimeType) : undefined);

/** The stored image a ladder is made from. */
export interface LadderSource {
  format: ImageFormat;
  width: number;
}

/**
 * The widths of a ladder, never wider than the image: each step below its width, and the width
 * itself when no wider than the top step (a larger image's widest candidate is the top step).
 */
export function ladderWidths(width: number): number[] {
  const below = LADDER_WIDTHS.filter((step) => step < width);
  return width <= TOP_WIDTH ? [...below, width] : [...below];
}

/**
 * The variants to make of an image: the ladder in WebP, and in the image's own format where that is
 * not WebP, except the image itself (its own format at its own width). GIFs get none: they may move.
 */
export function plannedVariants(source: LadderSource): VariantSize[] {
  if (source.format === 'gif') return [];
  const own = source.format;
  const formats: VariantFormat[] = own === 'webp' ? ['webp'] : ['webp', own];
  return formats.flatMap((format) =>
    ladderWidths(source.width)
      .filter((width) => !(format === own && width === source.width))
      .map((width) => ({ format, width })),
  );
}

/** What a page needs to offer an image in the widths made so far (srcset syntax); at least one is there. */
export interface ImageSrcsets {
  /** For the `<img>`, in the image's own format: the image itself among them when it is one of the ladder's widths. */
  srcset?: string;
  /** In WebP, when the image is in another format: a `<source>` offered first. */
  webpSrcset?: string;
}

/**
 * The srcsets of an image from its variants made so far; undefined while there is none (the page
 * shows the image alone). `url` is the image's own address, `urlOf` gives a variant's.
 */
export function srcsetsOf(
  source: LadderSource & { url: string },
  variants: MadeVariant[],
  urlOf: (storageKey: string) => string,
): ImageSrcsets | undefined {
  if (source.format === 'gif' || !variants.length) return undefined;
  const candidates = (format: VariantFormat): string | undefined => {
    const list = variants.filter((variant) => variant.format === format).map((variant) => ({ url: urlOf(variant.storageKey), width: variant.width }));
    if (!list.length) return undefined;
    if (format === source.format && source.width <= TOP_WIDTH) list.push({ url: source.url, width: source.width });
    return list
      .sort((a, b) => a.width - b.width)
      .map(({ url, width }) => `${url} ${width}w`)
      .join(', ');
  };
  const srcset = candidates(source.format);
  const webpSrcset = source.format === 'webp' ? undefined : candidates('webp');
  if (!srcset && !webpSrcset) return undefined;
  return { ...(srcset ? { srcset } : {}), ...(webpSrcset ? { webpSrcset } : {}) };
}

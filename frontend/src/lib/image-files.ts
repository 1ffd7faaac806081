/** Spec §5 and §9: what an image file may be, for the Insert Image dialog and the library upload. */

const MEGABYTE = 1024 * 1024;

/** Spec §9: at most 5 MB, as the server enforces too. */
export const MAX_IMAGE_BYTES = 5 * MEGABYTE;

/** The image picker takes PNG, JPEG and WebP; the library upload GIF as well (spec §5). */
export type ImageUse = 'insert' | 'library';

export const IMAGE_TYPES: Record<ImageUse, readonly string[]> = {
  insert: ['image/png', 'image/jpeg', 'image/webp'],
  library: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
};

const TYPE_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** The `accept` attribute of a file input for this use. */
export function acceptedTypes(use: ImageUse): string {
  return IMAGE_TYPES[use].join(',');
}

/** The file's MIME type; some systems hand files over without one, and then the name decides. */
export function imageTypeOf(file: { name: string; type: string }): string {
  if (file.type) return file.type.toLowerCase();
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? '';
}

export function isAllowedImage(file: { name: string; type: string }, use: ImageUse): boolean {
  return IMAGE_TYPES[use].includes(imageTypeOf(file));
}

export function isTooLarge(bytes: number): boolean {
  return bytes > MAX_IMAGE_BYTES;
}

/**
 * Megabytes of 1024 × 1024 bytes with two decimals, rounded up: a file refused for being over
 * 5 MB never reads '5.00'. Integer arithmetic, so that an exact size is not nudged up.
 */
export function megabytes(bytes: number): string {
  const hundredths = Math.ceil((bytes * 100) / MEGABYTE);
  return (hundredths / 100).toFixed(2);
}

/** The raster formats the library accepts; sharp's names for them. */
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const MIME_TYPES: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};
export const IMAGE_MIME_TYPES = Object.values(MIME_TYPES);

export const EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const startsWith = (bytes: Buffer, prefix: Buffer | string, at = 0) => {
  const expected = typeof prefix === 'string' ? Buffer.from(prefix, 'latin1') : prefix;
  return bytes.length >= at + expected.length && bytes.subarray(at, at + expected.length).equals(expected);
};

/**
 * The format the file's first bytes announce, or undefined. The name and the client's MIME type
 * are never asked: they are whatever the client says.
 */
export function sniffImageFormat(bytes: Buffer): ImageFormat | undefined {
  if (startsWith(bytes, Buffer.from([0xff, 0xd8, 0xff]))) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a')) return 'gif';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return 'webp';
  return undefined;
}

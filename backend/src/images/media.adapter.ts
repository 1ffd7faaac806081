import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { IMAGE_FORMATS, type ImageFormat } from './image-type.js';

/** About 40 megapixels: past this a small file can still expand to gigabytes (a decompression bomb). */
export const MAX_INPUT_PIXELS = 40_000_000;

export type MediaFailure = 'damaged' | 'pixel-limit' | 'unsupported';

/** sharp refused the bytes; the service turns the reason into an HTTP answer. */
export class MediaDecodeError extends Error {
  constructor(
    readonly reason: MediaFailure,
    cause: unknown,
  ) {
    super(`${reason}: ${(cause as Error)?.message ?? String(cause)}`, { cause });
  }
}

export interface ImageProbe {
  format: ImageFormat;
  /** Upright size, after EXIF orientation; of one frame for animations. */
  width: number;
  height: number;
  pages: number;
  isPalette: boolean;
}

export interface EncodeRequest {
  format: ImageFormat;
  quality: number;
  /** Fit inside a square of this side, never enlarging. */
  maxSide?: number;
  /** Keep a palette PNG a palette PNG (a graphic would otherwise grow to truecolor). */
  palette?: boolean;
}

export interface EncodedImage {
  bytes: Buffer;
  format: ImageFormat;
  width: number;
  height: number;
}

/**
 * Decoding of untrusted uploads: a pixel cap against bombs, and a decoder error (a truncated or
 * corrupt file) fails the call rather than yielding a half-grey picture.
 */
const untrusted = (animated = false): SharpOptions => ({ limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated });

function classify(error: unknown): MediaDecodeError {
  const message = (error as Error)?.message ?? '';
  return new MediaDecodeError(/pixel limit/i.test(message) ? 'pixel-limit' : 'damaged', error);
}

async function run<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof MediaDecodeError ? error : classify(error);
  }
}

function encoder(pipeline: Sharp, request: EncodeRequest): Sharp {
  switch (request.format) {
    case 'jpeg':
      return pipeline.jpeg({ quality: request.quality, mozjpeg: true });
    case 'webp':
      return pipeline.webp({ quality: request.quality });
    case 'png':
      return pipeline.png({ compressionLevel: 9, adaptiveFiltering: true, palette: request.palette ?? false });
    case 'gif':
      return pipeline.gif();
  }
}

/** The one place that runs sharp. */
export const media = {
  /** Rasterises an SVG drawing (generated covers) to WebP. */
  async svgToWebp(svg: string, quality = 80): Promise<Buffer> {
    return sharp(Buffer.from(svg)).webp({ quality }).toBuffer();
  },

  /** Reads the header of an upload; the caller has already matched its magic bytes to a raster format. */
  async probe(bytes: Buffer): Promise<ImageProbe> {
    const metadata = await run(() => sharp(bytes, untrusted()).metadata());
    const format = metadata.format as ImageFormat;
    if (!IMAGE_FORMATS.includes(format)) throw new MediaDecodeError('unsupported', new Error(`decoded as ${metadata.format}`));
    if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
      throw new MediaDecodeError('pixel-limit', new Error(`${metadata.width}x${metadata.height}`));
    }
    const upright = metadata.autoOrient ?? metadata;
    return {
      format,
      width: upright.width,
      height: upright.height,
      pages: metadata.pages ?? 1,
      isPalette: metadata.isPalette === true,
    };
  },

  /** Decodes every frame, to refuse a damaged file that is going to be stored as it came. */
  async verify(bytes: Buffer): Promise<void> {
    await run(() => sharp(bytes, untrusted(true)).raw().toBuffer());
  },

  /**
   * Turns the picture upright (EXIF orientation), optionally shrinks it, and encodes it. sharp
   * writes no metadata unless asked (no keepMetadata/withMetadata here), so EXIF, GPS, XMP and
   * comments are gone from the result.
   */
  async encode(bytes: Buffer, request: EncodeRequest): Promise<EncodedImage> {
    let pipeline = sharp(bytes, untrusted()).autoOrient();
    if (request.maxSide) {
      pipeline = pipeline.resize({ width: request.maxSide, height: request.maxSide, fit: 'inside', withoutEnlargement: true });
    }
    const { data, info } = await run(() => encoder(pipeline, request).toBuffer({ resolveWithObject: true }));
    return { bytes: data, format: request.format, width: info.width, height: info.height };
  },
};

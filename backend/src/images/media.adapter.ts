import type { Sharp, SharpOptions } from 'sharp';
import { IMAGE_FORMATS, type ImageFormat } from './image-type.js';

type SharpFunction = (typeof import('sharp'))['default'];

let loading: Promise<SharpFunction> | undefined;

/**
 * sharp, loaded with the first image rather than at start-up: it brings libvips and its threads
 * (some 25 MB resident), which a server that is only reading posts never needs. Its operation cache
 * is off: every image here is new, so it would only hold up to 50 MB of results nobody asks again.
 */
export function loadSharp(): Promise<SharpFunction> {
  loading ??= import('sharp').then((module) => {
    module.default.cache(false);
    return module.default;
  });
  return loading;
}

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
  /** JPEG only, e.g. `4:2:0` or `4:4:4`. */
  chromaSubsampling?: string;
  /** Stored as it is seen: no EXIF orientation other than the default. */
  upright: boolean;
  /** libvips's name of the colour space: `srgb`, `b-w`, `cmyk`, … */
  space?: string;
}

export interface EncodeRequest {
  format: ImageFormat;
  quality: number;
  /** Fit inside a square of this side, never enlarging. */
  maxSide?: number;
  /** At most this wide, never enlarging (a smaller copy for smaller screens). */
  maxWidth?: number;
  /** Keep a palette PNG a palette PNG (a graphic would otherwise grow to truecolor). */
  palette?: boolean;
  /** WebP only; PNG and GIF are lossless anyway. */
  lossless?: boolean;
  /** A kept original rather than a file to serve: fidelity and low memory before size. */
  original?: boolean;
  /**
   * A file served at its own size and format, re-encoded only to drop its metadata (below the
   * compression thresholds): speed before the last few per cent of bytes.
   */
  stripOnly?: boolean;
  /** JPEG only; the encoder's default (4:2:0) when absent. */
  chromaSubsampling?: '4:2:0' | '4:4:4';
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
      // Huffman optimisation (and mozjpeg, which implies it) holds every DCT coefficient of the
      // picture: about 90 MB for 12 megapixels. Originals skip it; served files are smaller.
      if (request.original) {
        return pipeline.jpeg({ quality: request.quality, mozjpeg: false, optimizeCoding: false, chromaSubsampling: request.chromaSubsampling });
      }
      // mozjpeg's quantisation table and progressive scans without its trellis quantisation and scan
      // search: 5-8 times faster (40 ms, not 300, for a 1600 px photo), 3-6 % more bytes.
      if (request.stripOnly) {
        return pipeline.jpeg({ quality: request.quality, quantisationTable: 3, progressive: true, chromaSubsampling: request.chromaSubsampling });
      }
      return pipeline.jpeg({ quality: request.quality, mozjpeg: true, chromaSubsampling: request.chromaSubsampling });
    case 'webp': {
      const effort = request.original || request.stripOnly ? 2 : 4;
      if (request.lossless) return pipeline.webp({ lossless: true, effort });
      return pipeline.webp({ quality: request.quality, effort });
    }
    case 'png':
      return request.original
        ? pipeline.png({ compressionLevel: 6, adaptiveFiltering: false, palette: false })
        : pipeline.png({ compressionLevel: 9, adaptiveFiltering: true, palette: request.palette ?? false });
    case 'gif':
      return pipeline.gif();
  }
}

/** The one place that runs sharp. */
export const media = {
  /** Rasterises an SVG drawing (generated covers) to WebP. */
  async svgToWebp(svg: string, quality = 80): Promise<Buffer> {
    const sharp = await loadSharp();
    return sharp(Buffer.from(svg)).webp({ quality }).toBuffer();
  },

  /**
   * A square PNG of `side` pixels (site icons): the picture (an upload, or our own SVG) fitted inside,
   * upright, on transparency.
   */
  async squarePng(bytes: Buffer, side: number): Promise<Buffer> {
    const sharp = await loadSharp();
    return run(() =>
      sharp(bytes, untrusted())
        .autoOrient()
        .resize(side, side, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png({ compressionLevel: 9, palette: side <= 32 })
        .toBuffer(),
    );
  },

  /** Reads the header of an upload; the caller has already matched its magic bytes to a raster format. */
  async probe(bytes: Buffer): Promise<ImageProbe> {
    const sharp = await loadSharp();
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
      chromaSubsampling: metadata.chromaSubsampling,
      upright: (metadata.orientation ?? 1) === 1,
      space: metadata.space,
    };
  },

  /** Decodes every frame, to refuse a damaged file that is going to be stored as it came. */
  async verify(bytes: Buffer): Promise<void> {
    const sharp = await loadSharp();
    await run(() => sharp(bytes, untrusted(true)).raw().toBuffer());
  },

  /**
   * Turns the picture upright (EXIF orientation), optionally shrinks it, and encodes it. sharp
   * writes no metadata unless asked (no keepMetadata/withMetadata here), so EXIF, GPS, XMP and
   * comments are gone from the result.
   */
  async encode(bytes: Buffer, request: EncodeRequest): Promise<EncodedImage> {
    const sharp = await loadSharp();
    let pipeline = sharp(bytes, untrusted()).autoOrient();
    if (request.maxSide) {
      pipeline = pipeline.resize({ width: request.maxSide, height: request.maxSide, fit: 'inside', withoutEnlargement: true });
    }
    if (request.maxWidth) pipeline = pipeline.resize({ width: request.maxWidth, withoutEnlargement: true });
    const { data, info } = await run(() => encoder(pipeline, request).toBuffer({ resolveWithObject: true }));
    return { bytes: data, format: request.format, width: info.width, height: info.height };
  },
};

import type { CompressionSettingsDto } from '../compression/compression.dto.js';
import { type ImageFormat, sniffImageFormat } from './image-type.js';
import { media, MediaDecodeError, type EncodedImage } from './media.adapter.js';
import { planOriginal, planUpload, type PlanOverrides } from './upload-plan.js';
import { stripJpegMetadata } from './jpeg-metadata.js';
import { isLosslessWebp } from './webp-container.js';

/**
 * Up to this size an upright JPEG kept as it is loses its metadata without a re-encode; the check
 * that it decodes holds its raster (12 MB here), so larger ones are re-encoded, which streams.
 */
const LOSSLESS_STRIP_MAX_PIXELS = 4_000_000;

/** What the pipeline makes of one image: the bytes to store, and whether the settings compressed them. */
export interface PreparedImage {
  /** The format the bytes announced. */
  sourceFormat: ImageFormat;
  sourceBytes: number;
  /** Upright size of the source, after EXIF orientation. */
  sourceWidth: number;
  sourceHeight: number;
  result: EncodedImage;
  compressed: boolean;
  /** When compressed: the source kept for revert (upright, no metadata, its own format at high fidelity). */
  original?: EncodedImage;
}

export interface PrepareOptions {
  /** Also make the original to keep when compressing (default true); off when the source already is a kept original. */
  keepOriginal?: boolean;
  /** Size the thresholds compare instead of the byte count: a kept original's size as it was received. */
  plannedBytes?: number;
}

/**
 * The whole sharp pipeline of an upload, without HTTP or storage: type from the magic bytes,
 * a probe under the pixel limit, then the compression settings. Throws MediaDecodeError.
 * The benchmark calls this directly, as the reference for the API upload.
 */
export async function prepareImage(
  bytes: Buffer,
  settings: CompressionSettingsDto,
  overrides: PlanOverrides = {},
  options: PrepareOptions = {},
): Promise<PreparedImage> {
  const sourceFormat = sniffImageFormat(bytes);
  if (!sourceFormat) throw new MediaDecodeError('unsupported', new Error('no JPEG, PNG, WebP or GIF signature'));
  const probe = await media.probe(bytes);
  // The magic bytes chose the decoder sharp runs; a disagreement means a crafted file.
  if (probe.format !== sourceFormat) throw new MediaDecodeError('unsupported', new Error(`signature ${sourceFormat}, decoded as ${probe.format}`));
  const plan = planUpload({ ...probe, bytes: options.plannedBytes ?? bytes.length }, settings, overrides);
  const base = { sourceFormat, sourceBytes: bytes.length, sourceWidth: probe.width, sourceHeight: probe.height };
  if (plan.action === 'keep') {
    await media.verify(bytes);
    return { ...base, compressed: false, result: { bytes, format: sourceFormat, width: probe.width, height: probe.height } };
  }
  if (!plan.compress && plan.format === 'jpeg' && probe.upright && probe.space !== 'cmyk' && probe.width * probe.height <= LOSSLESS_STRIP_MAX_PIXELS) {
    const stripped = stripJpegMetadata(bytes);
    if (stripped) {
      await media.verify(stripped);
      return { ...base, compressed: false, result: { bytes: stripped, format: 'jpeg', width: probe.width, height: probe.height } };
    }
  }
  const result = await media.encode(bytes, {
    format: plan.format,
    quality: plan.quality,
    maxSide: plan.maxSide,
    palette: plan.format === 'png' && probe.isPalette,
    stripOnly: !plan.compress,
  });
  if (!plan.compress || options.keepOriginal === false) return { ...base, compressed: plan.compress, result };
  // One pipeline after the other, each decoding the source again: a shared decode would hold the
  // whole raster (72 MB at 24 MP) in memory, while each pipeline streams, and the compressed one
  // decodes at reduced size (JPEG shrink-on-load). Side by side they held some 25 MB more at once
  // for a 24 MP photo, for little time saved: libvips already spreads each over the cores.
  const kept = await media.encode(
    bytes,
    planOriginal({ format: sourceFormat, lossless: sourceFormat === 'webp' && isLosslessWebp(bytes), chromaSubsampling: probe.chromaSubsampling }),
  );
  return { ...base, compressed: true, result, original: kept };
}

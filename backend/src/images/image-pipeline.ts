import type { CompressionSettingsDto } from '../compression/compression.dto.js';
import { type ImageFormat, sniffImageFormat } from './image-type.js';
import { media, MediaDecodeError, type EncodedImage } from './media.adapter.js';
import { planUpload, type PlanOverrides } from './upload-plan.js';

/** What the pipeline makes of one image: the bytes to store, and whether the settings compressed them. */
export interface PreparedImage {
  /** The format the bytes announced. */
  sourceFormat: ImageFormat;
  sourceBytes: number;
  result: EncodedImage;
  compressed: boolean;
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
): Promise<PreparedImage> {
  const sourceFormat = sniffImageFormat(bytes);
  if (!sourceFormat) throw new MediaDecodeError('unsupported', new Error('no JPEG, PNG, WebP or GIF signature'));
  const probe = await media.probe(bytes);
  // The magic bytes chose the decoder sharp runs; a disagreement means a crafted file.
  if (probe.format !== sourceFormat) throw new MediaDecodeError('unsupported', new Error(`signature ${sourceFormat}, decoded as ${probe.format}`));
  const plan = planUpload({ ...probe, bytes: bytes.length }, settings, overrides);
  const base = { sourceFormat, sourceBytes: bytes.length };
  if (plan.action === 'keep') {
    await media.verify(bytes);
    return { ...base, compressed: false, result: { bytes, format: sourceFormat, width: probe.width, height: probe.height } };
  }
  const result = await media.encode(bytes, {
    format: plan.format,
    quality: plan.quality,
    maxSide: plan.maxSide,
    palette: plan.format === 'png' && probe.isPalette,
  });
  return { ...base, compressed: plan.compress, result };
}

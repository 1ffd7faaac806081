import type { CompressionSettingsDto } from '../compression/compression.dto.js';
import type { ImageFormat } from './image-type.js';
import type { EncodeRequest } from './media.adapter.js';

export const PRESET_QUALITY = { high: 85, balanced: 75, aggressive: 60 } as const;
/** Quality of the one re-encode that strips metadata from a file that is not being compressed. */
export const STRIP_QUALITY = 90;
/** Quality of a kept original in a lossy format: close to the source, still without its metadata. */
export const ORIGINAL_QUALITY = 95;

export interface UploadInput {
  format: ImageFormat;
  /** Upright size, after EXIF orientation. */
  width: number;
  height: number;
  pages: number;
  bytes: number;
}

export type UploadPlan =
  /** Animated GIFs are kept byte for byte: sharp's GIF encoder would re-quantise every frame. */
  | { action: 'keep' }
  | { action: 'encode'; compress: boolean; format: ImageFormat; quality: number; maxSide?: number };

/** Compress-by-URL compresses whatever the thresholds say, at the quality it was asked for. */
export interface PlanOverrides {
  force?: boolean;
  quality?: number;
}

export function qualityOf(settings: CompressionSettingsDto): number {
  return settings.quality_preset === 'custom' ? settings.custom_quality : PRESET_QUALITY[settings.quality_preset];
}

function targetFormat(format: ImageFormat, settings: CompressionSettingsDto): ImageFormat {
  if (settings.always_preserve_format) return format;
  switch (format) {
    case 'jpeg':
    case 'webp':
      return settings.convert_photos_to_webp ? 'webp' : format;
    case 'png':
      return !settings.preserve_png_for_graphics && settings.convert_photos_to_webp ? 'webp' : 'png';
    case 'gif':
      return 'gif';
  }
}

/** What the compression settings make of an upload (DESIGN "Images"). */
export function planUpload(input: UploadInput, settings: CompressionSettingsDto, overrides: PlanOverrides = {}): UploadPlan {
  if (input.format === 'gif' && input.pages > 1) return { action: 'keep' };
  const longestSide = Math.max(input.width, input.height);
  const compress =
    overrides.force ||
    (settings.compression_enabled &&
      settings.auto_compress &&
      (input.bytes > settings.size_threshold_kb * 1024 || longestSide > settings.dimension_threshold_px));
  if (!compress) return { action: 'encode', compress: false, format: input.format, quality: STRIP_QUALITY };
  return {
    action: 'encode',
    compress: true,
    format: targetFormat(input.format, settings),
    quality: overrides.quality ?? qualityOf(settings),
    maxSide: settings.dimension_threshold_px,
  };
}

/** What the original of a compressed upload is kept as, for revert: its own format, upright, without metadata, at high fidelity. */
export interface OriginalSource {
  format: ImageFormat;
  /** WebP only: the source held lossless data. */
  lossless: boolean;
  chromaSubsampling?: string;
}

export function planOriginal(source: OriginalSource): EncodeRequest {
  return {
    format: source.format,
    quality: ORIGINAL_QUALITY,
    original: true,
    lossless: source.format === 'webp' && source.lossless,
    ...(source.format === 'jpeg' && source.chromaSubsampling === '4:4:4' ? { chromaSubsampling: '4:4:4' as const } : {}),
  };
}

import type { CompressionSettings } from '../../settings';

/** Spec §9 "Legacy client compression". */
export const LEGACY_SIZE_LIMIT_BYTES = 819_200;
export const LEGACY_MAX_SIDE = 2000;
export const LEGACY_QUALITY = 0.82;
/** Above this the browser is not asked to decode the picture (the server refuses it too). */
export const LEGACY_MAX_PIXELS = 40_000_000;

export interface ImageFacts {
  bytes: number;
  /** Unknown until the browser has decoded the file. */
  width?: number | null;
  height?: number | null;
}

export function isLargeImage({ bytes, width, height }: ImageFacts): boolean {
  return bytes > LEGACY_SIZE_LIMIT_BYTES || (width ?? 0) > LEGACY_MAX_SIDE || (height ?? 0) > LEGACY_MAX_SIDE;
}

/** Offer 'Compress (Legacy)' only when the settings (once loaded) enable it and the image is large. */
export function shouldOfferLegacyCompression(
  settings: Pick<CompressionSettings, 'enable_legacy_compression'> | undefined,
  image: ImageFacts,
): boolean {
  return settings?.enable_legacy_compression === true && isLargeImage(image);
}

/** The size that keeps the proportions with the longest side at most `maxSide`; never enlarges. */
export function fitWithin(width: number, height: number, maxSide = LEGACY_MAX_SIDE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

import type { CompressionSettings } from '../features/settings/api';

/** The compression settings of spec section 3, as a fresh database holds them. */
export const COMPRESSION_DEFAULTS: CompressionSettings = {
  compression_enabled: true,
  auto_compress: true,
  size_threshold_kb: 500,
  dimension_threshold_px: 2000,
  quality_preset: 'balanced',
  custom_quality: 75,
  convert_photos_to_webp: true,
  preserve_png_for_graphics: true,
  always_preserve_format: false,
  enable_legacy_compression: true,
};

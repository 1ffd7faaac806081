import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export const QUALITY_PRESETS = ['high', 'balanced', 'aggressive', 'custom'] as const;
export type QualityPreset = (typeof QUALITY_PRESETS)[number];

/** The one row of image compression settings, shared by every replica. */
@Entity({ name: 'compression_settings' })
export class CompressionSettingsEntity {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id: number;

  @Column({ name: 'compression_enabled', type: 'boolean' })
  compressionEnabled: boolean;

  @Column({ name: 'auto_compress', type: 'boolean' })
  autoCompress: boolean;

  @Column({ name: 'size_threshold_kb', type: 'integer' })
  sizeThresholdKb: number;

  @Column({ name: 'dimension_threshold_px', type: 'integer' })
  dimensionThresholdPx: number;

  @Column({ name: 'quality_preset', type: 'text' })
  qualityPreset: QualityPreset;

  @Column({ name: 'custom_quality', type: 'integer' })
  customQuality: number;

  @Column({ name: 'convert_photos_to_webp', type: 'boolean' })
  convertPhotosToWebp: boolean;

  @Column({ name: 'preserve_png_for_graphics', type: 'boolean' })
  preservePngForGraphics: boolean;

  @Column({ name: 'always_preserve_format', type: 'boolean' })
  alwaysPreserveFormat: boolean;

  @Column({ name: 'enable_legacy_compression', type: 'boolean' })
  enableLegacyCompression: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

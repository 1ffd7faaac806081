import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsDivisibleBy, IsIn, IsInt, Max, Min } from 'class-validator';
import { MayBeOmitted } from '../common/decorators/may-be-omitted.decorator.js';
import { QUALITY_PRESETS, type QualityPreset } from './compression-settings.entity.js';

export class CompressionSettingsDto {
  @ApiProperty({ example: true, description: 'Compress uploaded images at all' })
  compression_enabled: boolean;

  @ApiProperty({ example: true, description: 'Compress on upload without asking' })
  auto_compress: boolean;

  @ApiProperty({ example: 500, minimum: 100, maximum: 2000, multipleOf: 50, description: 'Files above this many KB are compressed' })
  size_threshold_kb: number;

  @ApiProperty({ example: 2000, minimum: 1000, maximum: 4000, multipleOf: 100, description: 'Images with a longer side are resized to it' })
  dimension_threshold_px: number;

  @ApiProperty({ enum: QUALITY_PRESETS, example: 'balanced', description: 'high 85, balanced 75, aggressive 60, custom' })
  quality_preset: QualityPreset;

  @ApiProperty({ example: 75, minimum: 10, maximum: 100, multipleOf: 5, description: 'Quality when the preset is custom' })
  custom_quality: number;

  @ApiProperty({ example: true })
  convert_photos_to_webp: boolean;

  @ApiProperty({ example: true })
  preserve_png_for_graphics: boolean;

  @ApiProperty({ example: false })
  always_preserve_format: boolean;

  @ApiProperty({ example: true, description: "Offer the editor's in-browser compression of large images" })
  enable_legacy_compression: boolean;
}

/** Any subset of the settings; every field present is checked against its range and step. */
export class UpdateCompressionSettingsDto {
  @ApiPropertyOptional() @MayBeOmitted() @IsBoolean()
  compression_enabled?: boolean;

  @ApiPropertyOptional() @MayBeOmitted() @IsBoolean()
  auto_compress?: boolean;

  @ApiPropertyOptional({ minimum: 100, maximum: 2000, multipleOf: 50 })
  @MayBeOmitted() @IsInt() @Min(100) @Max(2000) @IsDivisibleBy(50)
  size_threshold_kb?: number;

  @ApiPropertyOptional({ minimum: 1000, maximum: 4000, multipleOf: 100 })
  @MayBeOmitted() @IsInt() @Min(1000) @Max(4000) @IsDivisibleBy(100)
  dimension_threshold_px?: number;

  @ApiPropertyOptional({ enum: QUALITY_PRESETS })
  @MayBeOmitted() @IsIn(QUALITY_PRESETS)
  quality_preset?: QualityPreset;

  @ApiPropertyOptional({ minimum: 10, maximum: 100, multipleOf: 5 })
  @MayBeOmitted() @IsInt() @Min(10) @Max(100) @IsDivisibleBy(5)
  custom_quality?: number;

  @ApiPropertyOptional() @MayBeOmitted() @IsBoolean()
  convert_photos_to_webp?: boolean;

  @ApiPropertyOptional() @MayBeOmitted() @IsBoolean()
  preserve_png_for_graphics?: boolean;

  @ApiPropertyOptional() @MayBeOmitted() @IsBoolean()
  always_preserve_format?: boolean;

  @ApiPropertyOptional() @MayBeOmitted() @IsBoolean()
  enable_legacy_compression?: boolean;
}

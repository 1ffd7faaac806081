import { Injectable } from '@nestjs/common';
import type { CompressionSettingsEntity } from './compression-settings.entity.js';
import type { CompressionSettingsDto, UpdateCompressionSettingsDto } from './compression.dto.js';
import { CompressionRepository } from './compression.repository.js';

export function mapSettings(entity: CompressionSettingsEntity): CompressionSettingsDto {
  return {
    compression_enabled: entity.compressionEnabled,
    auto_compress: entity.autoCompress,
    size_threshold_kb: entity.sizeThresholdKb,
    dimension_threshold_px: entity.dimensionThresholdPx,
    quality_preset: entity.qualityPreset,
    custom_quality: entity.customQuality,
    convert_photos_to_webp: entity.convertPhotosToWebp,
    preserve_png_for_graphics: entity.preservePngForGraphics,
    always_preserve_format: entity.alwaysPreserveFormat,
    enable_legacy_compression: entity.enableLegacyCompression,
  };
}

function toChanges(dto: UpdateCompressionSettingsDto): Partial<CompressionSettingsEntity> {
  const changes: Partial<CompressionSettingsEntity> = {
    compressionEnabled: dto.compression_enabled,
    autoCompress: dto.auto_compress,
    sizeThresholdKb: dto.size_threshold_kb,
    dimensionThresholdPx: dto.dimension_threshold_px,
    qualityPreset: dto.quality_preset,
    customQuality: dto.custom_quality,
    convertPhotosToWebp: dto.convert_photos_to_webp,
    preservePngForGraphics: dto.preserve_png_for_graphics,
    alwaysPreserveFormat: dto.always_preserve_format,
    enableLegacyCompression: dto.enable_legacy_compression,
  };
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

/** Read on every use (no process cache), so a change on one replica holds on all of them at once. */
@Injectable()
export class CompressionService {
  constructor(private readonly repository: CompressionRepository) {}

  async getSettings(): Promise<CompressionSettingsDto> {
    return mapSettings(await this.repository.get());
  }

  async updateSettings(dto: UpdateCompressionSettingsDto): Promise<CompressionSettingsDto> {
    return mapSettings(await this.repository.update(toChanges(dto)));
  }
}

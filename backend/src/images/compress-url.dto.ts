import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, ValidateBy } from 'class-validator';
import { MayBeOmitted } from '../common/decorators/may-be-omitted.decorator.js';
import { QUALITY_PRESETS, type QualityPreset } from '../compression/compression-settings.entity.js';

export const MAX_URL_LENGTH = 2048;
export const QUALITY_MESSAGE = `quality must be one of ${QUALITY_PRESETS.join(', ')}, or a whole number from 10 to 100`;

function isQuality(value: unknown): boolean {
  if (typeof value === 'string') return (QUALITY_PRESETS as readonly string[]).includes(value);
  return typeof value === 'number' && Number.isInteger(value) && value >= 10 && value <= 100;
}

const IsQuality = () => ValidateBy({ name: 'isQuality', validator: { validate: isQuality, defaultMessage: () => QUALITY_MESSAGE } });

export class CompressUrlDto {
  @ApiProperty({
    example: 'https://images.example.org/photos/harbour.jpg',
    maxLength: MAX_URL_LENGTH,
    description: 'An http or https URL of a JPEG, PNG, WebP or GIF image on a public address, without user name or password',
  })
  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX_URL_LENGTH)
  url: string;

  @ApiPropertyOptional({
    oneOf: [
      { type: 'string', enum: [...QUALITY_PRESETS] },
      { type: 'integer', minimum: 10, maximum: 100 },
    ],
    example: 'balanced',
    description:
      'A preset (high 85, balanced 75, aggressive 60, custom = the settings\' custom_quality) or a quality from 10 to 100. ' +
      'Left out: the quality the compression settings choose.',
  })
  @MayBeOmitted()
  @IsQuality()
  quality?: QualityPreset | number;
}

/** The stored image: compress-by-URL's url and compressionStats, with the record's fields. */

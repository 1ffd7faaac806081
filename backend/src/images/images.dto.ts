import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsString, Matches, Max, Min } from 'class-validator';
import { STORAGE_KEY } from '../storage/storage.js';
import { MayBeOmitted } from '../common/decorators/may-be-omitted.decorator.js';
import { IMAGE_SOURCES, type ImageSource } from './image.entity.js';
import { IMAGE_FORMATS, IMAGE_MIME_TYPES, type ImageFormat } from './image-type.js';

const PG_INTEGER_MAX = 2_147_483_647;

export class CompressionStatsDto {
  @ApiProperty({ example: 2_400_000, description: 'Bytes received' })
  original_bytes: number;

  @ApiProperty({ example: 310_000, description: 'Bytes stored' })
  compressed_bytes: number;

  @ApiProperty({ example: 87.1, description: 'Percent of the original saved, one decimal; negative when stripping metadata made it bigger' })
  saved_percent: number;

  @ApiProperty({ example: 2000 })
  width: number;

  @ApiProperty({ example: 1333 })
  height: number;

  @ApiProperty({ enum: IMAGE_FORMATS, example: 'webp' })
  format: ImageFormat;
}

export class UploadedImageDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: '/uploads/3f9a…c1.webp', description: 'Where browsers fetch the stored file' })
  url: string;

  @ApiProperty({ example: '/uploads/3f9a…c1.webp', description: 'The same as url' })
  publicUrl: string;

  @ApiProperty({ example: '3f9a…c1.webp', description: 'The storage key; send it as path to /api/images/metadata' })
  path: string;

  @ApiProperty({ example: 2000 })
  width: number;

  @ApiProperty({ example: 1333 })
  height: number;

  @ApiProperty({ enum: IMAGE_MIME_TYPES, example: 'image/webp' })
  mime_type: string;

  @ApiProperty({ example: 310_000 })
  file_size_bytes: number;

  @ApiProperty({ type: CompressionStatsDto })
  compressionStats: CompressionStatsDto;
}

export class UploadImageBodyDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'JPEG, PNG, WebP or GIF, at most 5 MB' })
  image: unknown;
}

/** Metadata the client reports after an upload; every field but path may be left out. */
export class ImageMetadataDto {
  @ApiProperty({ example: '3f9a…c1.webp', description: 'The storage key the upload answered as path' })
  @IsString()
  @Matches(STORAGE_KEY, { message: 'path must be a storage key as the upload answers it (<sha256>.<extension>)' })
  path: string;

  @ApiPropertyOptional({ enum: IMAGE_MIME_TYPES })
  @MayBeOmitted()
  @IsIn(IMAGE_MIME_TYPES)
  mime_type?: string;

  @ApiPropertyOptional({ minimum: 0 })
  @MayBeOmitted()
  @IsInt()
  @Min(0)
  @Max(Number.MAX_SAFE_INTEGER)
  file_size_bytes?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: PG_INTEGER_MAX })
  @MayBeOmitted()
  @IsInt()
  @Min(1)
  @Max(PG_INTEGER_MAX)
  width?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: PG_INTEGER_MAX })
  @MayBeOmitted()
  @IsInt()
  @Min(1)
  @Max(PG_INTEGER_MAX)
  height?: number;

  @ApiPropertyOptional()
  @MayBeOmitted()
  @IsBoolean()
  is_public?: boolean;
}

export class ImageDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: '/uploads/3f9a…c1.webp' })
  url: string;

  @ApiProperty({ nullable: true, type: String, description: 'Storage key of a file stored here' })
  path: string | null;

  @ApiProperty({ enum: IMAGE_SOURCES })
  source: ImageSource;

  @ApiProperty({ nullable: true, type: String, format: 'uuid' })
  post_id: string | null;

  @ApiProperty({ nullable: true, type: String })
  alt_text: string | null;

  @ApiProperty({ nullable: true, type: Number })
  width: number | null;

  @ApiProperty({ nullable: true, type: Number })
  height: number | null;

  @ApiProperty({ nullable: true, type: Number })
  file_size_bytes: number | null;

  @ApiProperty({ nullable: true, type: String })
  mime_type: string | null;

  @ApiProperty()
  is_public: boolean;

  @ApiProperty({ description: 'A compressed upload whose original is kept: POST /api/compression/revert can restore it' })
  has_original: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  created_at: Date;
}

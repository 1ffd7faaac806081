import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { MayBeOmitted } from '../common/decorators/may-be-omitted.decorator.js';

/** Totals over the uploaded images that the compression settings compressed. */
export class ImageCompressionStatsDto {
  @ApiProperty({ example: 42, description: 'Uploads stored compressed' })
  compressed_images: number;

  @ApiProperty({ example: 96_000_000, description: 'Bytes of those images as received' })
  original_bytes: number;

  @ApiProperty({ example: 14_500_000, description: 'Bytes of those images as stored now' })
  compressed_bytes: number;

  @ApiProperty({ example: 81_500_000, description: 'original_bytes - compressed_bytes' })
  saved_bytes: number;

  @ApiProperty({ example: 84.9, description: 'Percent of original_bytes saved, one decimal; 0 when nothing is compressed' })
  saved_percent: number;

  @ApiProperty({ example: 42, description: 'Images whose original is kept, so that they can be reverted' })
  revertible_images: number;
}

export class BulkCompressionFailureDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'The kept original could not be read', description: 'What went wrong; the image was left as it was' })
  message: string;
}

/** What a re-compress or revert run did; `processed` = `changed` + `skipped` + `failed`. */
export class BulkCompressionResultDto {
  @ApiProperty({ example: 12, description: 'Images looked at' })
  processed: number;

  @ApiProperty({ example: 10, description: 'Images whose stored file (and url) changed' })
  changed: number;

  @ApiProperty({ example: 1, description: 'Images left as they were: the settings would not compress them, or the result was the same file' })
  skipped: number;

  @ApiProperty({ example: 1, description: 'Images that could not be processed; each is left as it was' })
  failed: number;

  @ApiProperty({ example: 5_400_000, description: 'Bytes of the changed images before the run' })
  bytes_before: number;

  @ApiProperty({ example: 2_100_000, description: 'Bytes of the changed images after the run' })
  bytes_after: number;

  @ApiProperty({ type: [BulkCompressionFailureDto], description: 'One entry per failed image' })
  failures: BulkCompressionFailureDto[];
}

export class RevertImagesDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'The uploaded image to revert; without it, every image with a kept original' })
  @MayBeOmitted()
  @IsUUID('all', { message: 'id must be the UUID of an uploaded image' })
  id?: string;
}

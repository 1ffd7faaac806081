import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { LimitParam, PageParam } from '../common/dto/paging.decorators.js';
import { IMAGE_SOURCES } from './image.entity.js';
import { ImageDto } from './images.dto.js';

/** The library's filters: a source, or `external` for images this site does not store. */
export const LIBRARY_FILTERS = [...IMAGE_SOURCES, 'external'] as const;
export type LibraryFilter = (typeof LIBRARY_FILTERS)[number];

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class ListImagesQueryDto {
  @ApiPropertyOptional({
    enum: LIBRARY_FILTERS,
    description: 'upload, post_cover or post_inline; external: images whose URL is not a file stored by this site',
  })
  @IsOptional()
  @IsIn(LIBRARY_FILTERS, { message: `source must be one of ${LIBRARY_FILTERS.join(', ')}` })
  source?: LibraryFilter;

  @ApiPropertyOptional({
    maxLength: 200,
    description: "Any case, part of a post title or alt text; text found in the owner's name or e-mail matches every image",
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @Transform(trim)
  q?: string;

  @PageParam()
  page = 1;

  @LimitParam(24)
  limit = 24;
}

export class ImageOwnerDto {
  @ApiProperty({ example: 'The Author', description: 'AUTHOR_NAME' })
  display_name: string;

  @ApiProperty({ nullable: true, type: String, example: 'author@example.com', description: 'AUTHOR_EMAIL, null when unset' })
  email: string | null;
}

export class LibraryImageDto extends ImageDto {
  @ApiProperty({ nullable: true, type: String, description: 'Title of the post that shows the image; null for uploads' })
  post_title: string | null;

  @ApiProperty({ type: ImageOwnerDto })
  owner: ImageOwnerDto;
}

/** Over the whole library, whatever the filter. */
export class ImageCountersDto {
  @ApiProperty({ example: 42 })
  total_images: number;

  @ApiProperty({ example: 12, description: 'Rows of source upload' })
  uploaded_files: number;

  @ApiProperty({ example: 8, description: 'Rows of source post_cover' })
  cover_images: number;

  @ApiProperty({ example: 22, description: 'Rows of source post_inline' })
  inline_images: number;

  @ApiProperty({ example: 5, description: 'Rows whose URL is not a file stored by this site (the external filter)' })
  external_urls: number;
}

export class ImageListDto {
  @ApiProperty({ type: [LibraryImageDto], description: 'Newest first' })
  items: LibraryImageDto[];

  @ApiProperty({ example: 42, description: 'Images matching the filters' })
  total: number;

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: 24 })
  limit: number;

  @ApiProperty({ type: ImageCountersDto })
  counters: ImageCountersDto;
}

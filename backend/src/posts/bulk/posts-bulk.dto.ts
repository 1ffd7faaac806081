import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

export const BULK_ACTIONS = ['publish', 'unpublish', 'tag', 'untag', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** A writer selects at most a few pages of 20; a cap keeps one request's work (and its transactions) bounded. */
export const BULK_IDS_MAX = 500;

export const BULK_OUTCOMES = ['done', 'unchanged', 'not_found', 'conflict', 'invalid', 'failed'] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];

const IdsRules = () =>
  applyDecorators(
    ApiProperty({ type: [String], format: 'uuid', minItems: 1, maxItems: BULK_IDS_MAX, description: `The posts' ids, at most ${BULK_IDS_MAX}` }),
    IsArray(),
    ArrayNotEmpty({ message: 'ids must name at least one post' }),
    ArrayMaxSize(BULK_IDS_MAX, { message: `ids may name at most ${BULK_IDS_MAX} posts at once` }),
    IsUUID('all', { each: true, message: 'each value in ids must be a UUID' }),
  );

export class BulkPostsDto {
  @ApiProperty({
    enum: BULK_ACTIONS,
    description: 'publish (now, or now instead of later for a scheduled post), unpublish (back to draft), tag or untag (`tag`), delete (restorable)',
  })
  @IsIn(BULK_ACTIONS)
  action: BulkAction;

  @IdsRules()
  ids: string[];

  @ApiPropertyOptional({ maxLength: 50, description: 'The tag to add or take off (by name or slug): required by tag and untag, refused by the others', example: 'travel' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsNotEmpty({ message: 'tag must not be blank' })
  @MaxLength(50)
  tag?: string;
}

export class RestorePostsDto {
  @IdsRules()
  ids: string[];
}

export class BulkItemResultDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({
    enum: BULK_OUTCOMES,
    description:
      'done; unchanged (it already was so); not_found (no such post, or deleted meanwhile); conflict (changed meanwhile, or its address is taken); ' +
      'invalid (the action cannot apply to it); failed (the server could not, e.g. the database was unreachable). Only done changed anything',
  })
  outcome: BulkOutcome;
  @ApiPropertyOptional({ description: 'Why, when it was not done' }) message?: string;
}

export class BulkPostsResultDto {
  @ApiProperty({ enum: [...BULK_ACTIONS, 'restore'] }) action: BulkAction | 'restore';
  @ApiProperty({ type: [BulkItemResultDto], description: 'One per id, in the order sent (an id sent twice is done once)' })
  results: BulkItemResultDto[];
  @ApiProperty({ description: 'How many were done' }) done: number;
  @ApiProperty({ description: 'How many were neither done nor unchanged' }) failed: number;
}

import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** `page` of a list query: 1 and up. */
export const PageParam = () =>
  applyDecorators(ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100_000, default: 1 }), IsOptional(), Type(() => Number), IsInt(), Min(1), Max(100_000));

/** `limit` of a list query: 1..100. */
export const LimitParam = (defaultLimit: number) =>
  applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, default: defaultLimit }),
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(1),
    Max(100),
  );

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { LimitParam, PageParam } from '../common/dto/paging.decorators.js';
import { REDIRECT_SOURCES, type RedirectSource } from './redirect.entity.js';
import { checkFrom, checkTarget, REDIRECT_ADDRESS_MAX } from './redirect-paths.js';
import { GONE, REDIRECT_STATUSES, type RedirectStatus } from './redirect-set.js';

/** A class-validator rule from one of the checks of redirect-paths.ts, its message the check's own. */
const Checks = (name: string, check: (value: unknown) => { problem?: string }) =>
  ValidateBy({
    name,
    validator: {
      validate: (value: unknown) => check(value).problem === undefined,
      defaultMessage: (args) => check(args?.value).problem ?? `${args?.property} is not valid`,
    },
  });

export class ListRedirectsQueryDto {
  @PageParam()
  page = 1;

  @LimitParam(20)
  limit = 20;

  @ApiPropertyOptional({ description: 'Text in from or to, any case', maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  q?: string;
}

export class CreateRedirectDto {
  @ApiProperty({
    description:
      'A path on this site, with a query if needed (`/old-post`, `/2019/04/01/old-post/`, `/?p=12`): no scheme or host, not under /api, ' +
      '/uploads, /assets, /docs or /dashboard, not one of the site\'s own pages, nor the address of a published post. A trailing slash ' +
      'does not matter (`/old` and `/old/` are one address) and neither does the order of query parameters.',
    example: '/2019/04/01/old-post/',
    maxLength: REDIRECT_ADDRESS_MAX,
  })
  @Checks('isRedirectFrom', checkFrom)
  from: string;

  @ApiProperty({
    description: 'Where visitors are sent: a path on this site (kept relative) or an absolute http(s) URL',
    example: '/blog/old-post',
    maxLength: REDIRECT_ADDRESS_MAX,
  })
  @Checks('isRedirectTarget', (value) => checkTarget(value))
  to: string;

  @ApiPropertyOptional({ enum: REDIRECT_STATUSES, default: 301, description: '301 moved for good (the default), 302 for now' })
  @IsOptional()
  @IsIn(REDIRECT_STATUSES, { message: 'status must be 301 or 302' })
  status?: RedirectStatus;
}

export class RedirectDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: '/2019/04/01/old-post', description: 'As stored: no trailing slash, query parameters sorted' })
  from: string;

  @ApiProperty({ example: '/blog/old-post' })
  to: string;

  @ApiProperty({ enum: [...REDIRECT_STATUSES, GONE], example: 301, description: '410: the post it led to was deleted; answered 410 Gone, without a Location' })
  status: RedirectStatus;

  @ApiProperty({ enum: REDIRECT_SOURCES, description: 'Added by hand, by an import, or when a published post\'s slug changed' })
  source: RedirectSource;

  @ApiProperty({ type: String, format: 'date-time' })
  created_at: Date;
}

export class RedirectListDto {
  @ApiProperty({ type: [RedirectDto], description: 'Newest first' })
  items: RedirectDto[];

  @ApiProperty({ example: 1 })
  total: number;

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: 20 })
  limit: number;
}

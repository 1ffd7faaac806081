import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { MAX_RANGE_DAYS } from './stats-range.js';

export class BeaconDto {
  @ApiProperty({ description: "The page's path (location.pathname); cut to 1024 characters, then counted only when it names a public page", example: '/blog/notes-from-the-coast' })
  @IsString({ message: 'p (the page path) must be text' })
  p: string;

  @ApiPropertyOptional({ description: 'document.referrer of the page: only its host is kept, and only when it is another site', example: 'https://news.example.org/item?id=1' })
  @IsOptional()
  @IsString({ message: 'r (the referrer) must be text' })
  r?: string;

  @ApiPropertyOptional({
    description:
      "1: the admin's own view of this page, which the server counted as it answered it: taken back (views and the counted referrer's −1, the day's mark of this address and browser removed), only when a replica remembers counting this path for that mark",
    enum: ['1'],
  })
  @IsOptional()
  @IsIn(['1'], { message: "o (the admin's own view) must be 1" })
  o?: '1';
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const STATS_TABLES = ['days', 'posts', 'referrers'] as const;
export type StatsTable = (typeof STATS_TABLES)[number];

export class StatsQueryDto {
  @ApiPropertyOptional({ description: 'First day (UTC, included); 29 days before `to` by default', example: '2026-11-01' })
  @IsOptional()
  @Matches(DATE, { message: 'from must be a date as YYYY-MM-DD' })
  from?: string;

  @ApiPropertyOptional({ description: `Last day (UTC, included); today by default. At most ${MAX_RANGE_DAYS} days from \`from\``, example: '2026-11-30' })
  @IsOptional()
  @Matches(DATE, { message: 'to must be a date as YYYY-MM-DD' })
  to?: string;

  @ApiPropertyOptional({ enum: ['json', 'csv'], default: 'json', description: 'csv: the table named by `table`, as a CSV attachment' })
  @IsOptional()
  @IsIn(['json', 'csv'], { message: 'format must be json or csv' })
  format?: 'json' | 'csv';

  @ApiPropertyOptional({ enum: STATS_TABLES, default: 'days', description: 'With format=csv: views and visitors per day, views per post, or views per referrer host' })
  @IsOptional()
  @IsIn(STATS_TABLES, { message: `table must be one of ${STATS_TABLES.join(', ')}` })
  table?: StatsTable;
}

export class PostViewsQueryDto {
  @ApiProperty({ description: 'Post ids, comma-separated, at most 100', example: '0b7c5f1e-3f5a-4b8e-9a51-7e0c2f7d9a10' })
  @IsString({ message: 'ids must be post ids, comma-separated' })
  ids: string;
}

export class StatsDayDto {
  @ApiProperty({ example: '2026-11-29', description: 'A UTC day' })
  day: string;

  @ApiProperty({ description: 'Views of public pages that day' })
  views: number;

  @ApiProperty({ description: 'Distinct readers that day, estimated: one per address and browser; the same reader on two days counts on each' })
  visitors: number;
}

export class StatsTopPostDto {
  @ApiProperty({ format: 'uuid' })
  post_id: string;

  @ApiProperty()
  title: string;

  @ApiProperty()
  slug: string;

  @ApiProperty({ enum: ['post', 'page'], description: 'A post is read at /blog/{slug}, a page at /{slug}' })
  type: 'post' | 'page';

  @ApiProperty()
  views: number;
}

export class StatsReferrerDto {
  @ApiProperty({ example: 'news.example.org', description: "The referring page's host only (no path, no query), without www." })
  host: string;

  @ApiProperty()
  views: number;
}

export class StatsTotalsDto {
  @ApiProperty()
  views: number;

  @ApiProperty({ description: 'The sum of the days’ visitors (a reader of two days counts twice: days are never linked)' })
  visitors: number;
}

export class StatsDto {
  @ApiProperty({ example: '2026-11-01' })
  from: string;

  @ApiProperty({ example: '2026-11-30' })
  to: string;

  @ApiProperty({ type: [StatsDayDto], description: 'Every day of the range, oldest first' })
  days: StatsDayDto[];

  @ApiProperty({ type: StatsTotalsDto })
  totals: StatsTotalsDto;

  @ApiProperty({ type: [StatsTopPostDto], description: 'The 10 most read posts and pages, most views first' })
  top_posts: StatsTopPostDto[];

  @ApiProperty({ type: [StatsReferrerDto], description: 'The 10 hosts that sent most readers, most first' })
  top_referrers: StatsReferrerDto[];

  @ApiProperty({ description: 'Views this replica left out since it started because its buffer was full or the database could not take them' })
  dropped: number;
}

export class PostViewsDto {
  @ApiProperty({ format: 'uuid' })
  post_id: string;

  @ApiProperty({ description: 'Views since counting began' })
  views: number;

  @ApiProperty({ description: 'Views in the last 30 days, today included' })
  views_30_days: number;
}

export class PostViewsListDto {
  @ApiProperty({ type: [PostViewsDto], description: 'One per id asked for' })
  items: PostViewsDto[];
}

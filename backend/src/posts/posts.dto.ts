import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateBy,
  isURL,
} from 'class-validator';
import { MayBeOmitted } from '../common/decorators/may-be-omitted.decorator.js';
import { LimitParam, PageParam } from '../common/dto/paging.decorators.js';
import { POST_STATUSES, POST_TYPES, type PostStatus, type PostType } from './post.entity.js';
import { POST_SORTS, type PostSort, SORT_DIRECTIONS, type SortDirection } from './post-order.js';
import { isValidSlug } from './text/slug.js';

export const TITLE_MAX = 200;
export const CONTENT_MAX = 200_000;
/** WordPress sets no limit; its theme unit test has a post with 124. */
export const TAGS_MAX = 200;
export const META_TITLE_MAX = 300;
export const META_DESCRIPTION_MAX = 500;
export const URL_MAX = 2000;
/** The admin list's shapes: each post whole, or what a list screen shows. */
export const POST_LIST_VIEWS = ['full', 'summary'] as const;
export type PostListView = (typeof POST_LIST_VIEWS)[number];

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** A blank address is no address: the field falls back to the post's own. */
const blankToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);
const trimEach = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item.trim() : item)) : value;

/** An absolute http(s) URL, or a path of this site's own uploads exactly as the upload endpoint returns it. */
export function isImageUrl(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    (isURL(value, { protocols: ['http', 'https'], require_protocol: true, require_tld: false }) ||
      (/^\/uploads\/[A-Za-z0-9._/-]+$/.test(value) && !value.includes('..')))
  );
}

export function isHttpUrl(value: unknown): boolean {
  return typeof value === 'string' && isURL(value, { protocols: ['http', 'https'], require_protocol: true, require_tld: false });
}

const IsHttpUrl = () =>
  ValidateBy({
    name: 'isHttpUrl',
    validator: { validate: isHttpUrl, defaultMessage: (args) => `${args?.property ?? 'value'} must be an absolute http(s) URL` },
  });

const IsImageUrl = () =>
  ValidateBy({
    name: 'isImageUrl',
    validator: {
      validate: isImageUrl,
      defaultMessage: (args) => `${args?.property ?? 'value'} must be an http(s) URL or a /uploads/ path`,
    },
  });

export class ListPostsQueryDto {
  @PageParam()
  page = 1;

  @LimitParam(10)
  limit = 10;

  @ApiPropertyOptional({ description: 'Words in the title or the text, any case', maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @Transform(trim)
  q?: string;

  @ApiPropertyOptional({ description: 'One tag, by name or slug', maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  @Transform(trim)
  tag?: string;

  @ApiPropertyOptional({ enum: POST_STATUSES, description: 'Admin only: visitors always get published posts' })
  @IsOptional()
  @IsIn(POST_STATUSES)
  status?: PostStatus;

  @ApiPropertyOptional({ enum: POST_TYPES, description: 'Admin only: visitors\' lists hold posts, never pages' })
  @IsOptional()
  @IsIn(POST_TYPES)
  type?: PostType;

  @ApiPropertyOptional({
    description: 'Admin only: text the title contains, in any case and with or without accents (`%` and `_` are plain characters)',
    maxLength: 200,
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @Transform(trim)
  title?: string;

  @ApiPropertyOptional({
    enum: POST_SORTS,
    description: 'Admin only: the date the list is sorted by (default created); posts never published come last when sorted by published',
  })
  @IsOptional()
  @IsIn(POST_SORTS)
  sort?: PostSort;

  @ApiPropertyOptional({ enum: SORT_DIRECTIONS, description: 'Admin only: newest first (desc, the default) or oldest first (asc)' })
  @IsOptional()
  @IsIn(SORT_DIRECTIONS)
  order?: SortDirection;

  @ApiPropertyOptional({
    enum: POST_LIST_VIEWS,
    description:
      'Admin only: `summary` answers each post without its Markdown, HTML and search fields (AdminPostSummaryListDto), what a list ' +
      'screen shows; `full` (the default) answers each post whole (AdminPostListDto)',
  })
  @IsOptional()
  @IsIn(POST_LIST_VIEWS)
  view?: PostListView;
}

const TitleRules = () =>
  applyDecorators(Transform(trim), IsString(), IsNotEmpty({ message: 'title must not be blank' }), MaxLength(TITLE_MAX));

/** Not empty and not only whitespace, the value itself kept as sent. */
const IsSlug = () =>
  ValidateBy({
    name: 'isSlug',
    validator: {
      validate: (value) => typeof value === 'string' && isValidSlug(value),
      defaultMessage: () => 'slug must be lowercase letters and digits joined by single dashes',
    },
  });

const IsNotBlank = (message: string) =>
  ValidateBy({ name: 'isNotBlank', validator: { validate: (value) => typeof value === 'string' && value.trim() !== '', defaultMessage: () => message } });

/** The Markdown is kept as written: trimming it would lose a first line indented as code, or a trailing hard break. */
const ContentRules = () => applyDecorators(IsString(), IsNotBlank('content_text must not be blank'), MaxLength(CONTENT_MAX));

const CONTENT_DESCRIPTION = 'Markdown (CommonMark with GFM tables and strikethrough)';

/** The fields create and update share; they differ only in whether title and content are required. */
class PostOptionalFieldsDto {
  @ApiPropertyOptional({
    enum: POST_STATUSES,
    description: 'Left out: published on create, unchanged on update. `scheduled` needs `published_at` in the future: the post goes live then',
  })
  @MayBeOmitted()
  @IsIn(POST_STATUSES)
  status?: PostStatus;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'When the post went or goes live. Published: a past date backdates it (left out: now). Scheduled: the future time it goes live. ' +
      'Moving a scheduled post back to draft forgets it',
    example: '2026-05-01T07:00:00Z',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'published_at must be an ISO 8601 date and time, e.g. 2026-05-01T07:00:00Z' })
  published_at?: string | null;

  @ApiPropertyOptional({ enum: POST_TYPES, description: 'A page lives at /{slug} and is left out of lists and feeds. Left out: post on create, unchanged on update' })
  @MayBeOmitted()
  @IsIn(POST_TYPES)
  type?: PostType;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: META_TITLE_MAX, description: 'The title for search results and shares; blank: the post\'s title' })
  @IsOptional()
  @IsString()
  @MaxLength(META_TITLE_MAX)
  @Transform(trim)
  meta_title?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: META_DESCRIPTION_MAX, description: 'Blank: the excerpt' })
  @IsOptional()
  @IsString()
  @MaxLength(META_DESCRIPTION_MAX)
  @Transform(trim)
  meta_description?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: URL_MAX, description: 'Where the post was first published, when not here; blank: its own address' })
  @Transform(blankToNull)
  @IsOptional()
  @IsString()
  @MaxLength(URL_MAX)
  @IsHttpUrl()
  canonical_url?: string | null;

  @ApiPropertyOptional({ description: 'Asks search engines not to index the post (left out of the sitemap too)' })
  @MayBeOmitted()
  @IsBoolean()
  noindex?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: URL_MAX, description: 'The image shown when the post is shared; blank: a card generated from the post' })
  @Transform(blankToNull)
  @IsOptional()
  @IsString()
  @MaxLength(URL_MAX)
  @IsImageUrl()
  og_image_url?: string | null;

  @ApiPropertyOptional({
    description:
      'Also send the post by email to confirmed subscribers when it goes live (on publishing, or at its scheduled time); pages are never emailed. ' +
      'A post is emailed at most once: set later, it is sent only within 24 hours of the post going live. Left out: false on create, unchanged on update',
  })
  @MayBeOmitted()
  @IsBoolean()
  send_email?: boolean;

  @ApiPropertyOptional({
    description: 'Sent by the editor\'s background saves: a run of them within 10 minutes keeps one revision. Not stored',
  })
  @MayBeOmitted()
  @IsBoolean()
  autosave?: boolean;

  @ApiPropertyOptional({ type: [String], maxItems: TAGS_MAX, example: ['personal', 'news'] })
  @MayBeOmitted()
  @Transform(trimEach)
  @IsArray()
  @ArrayMaxSize(TAGS_MAX)
  @IsString({ each: true })
  @IsNotEmpty({ each: true, message: 'each value in tags must not be blank' })
  @MaxLength(50, { each: true })
  tags?: string[];

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500, description: 'Blank or null: made from the text' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  @Transform(trim)
  excerpt?: string | null;

  @ApiPropertyOptional({
    maxLength: 80,
    description: 'Lowercase words joined by dashes (a-z and digits, or the letters of a non-Latin script, in NFC: `επίπεδο-2`); made from the title when absent',
  })
  @MayBeOmitted()
  @IsString()
  @MaxLength(80)
  @IsSlug()
  slug?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000, example: '/uploads/2a9c41.webp' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  @IsImageUrl()
  cover_image_url?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 300 })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  cover_image_alt?: string | null;
}

export class CreatePostDto extends PostOptionalFieldsDto {
  @ApiProperty({ maxLength: TITLE_MAX, example: 'A walk by the sea' })
  @TitleRules()
  title: string;

  @ApiProperty({ maxLength: CONTENT_MAX, description: CONTENT_DESCRIPTION })
  @ContentRules()
  content_text: string;
}

/** Any subset of the fields; title and content, when sent, follow the same rules as on create. */
export class UpdatePostDto extends PostOptionalFieldsDto {
  @ApiPropertyOptional({ maxLength: TITLE_MAX })
  @MayBeOmitted()
  @TitleRules()
  title?: string;

  @ApiPropertyOptional({ maxLength: CONTENT_MAX, description: CONTENT_DESCRIPTION })
  @MayBeOmitted()
  @ContentRules()
  content_text?: string;
}

export class LabelDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'personal' })
  name: string;
}

/** A published post in a visitor's list: everything but its HTML, which GET /api/posts/{slug} and the feeds carry. */
export class PublicPostSummaryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() title: string;
  @ApiProperty({ example: 'a-walk-by-the-sea' }) slug: string;
  @ApiProperty() excerpt: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) published_at: string | null;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty({ nullable: true, type: String }) image_url: string | null;
  @ApiProperty({ nullable: true, type: String }) image_alt: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: '/uploads/3f9a….webp 480w, /uploads/8c01….webp 800w, /uploads/e5d2….webp 1200w',
    description: "The cover in smaller widths (srcset syntax), in its own format; null for another site's image and until they are made",
  })
  image_srcset: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'The cover in smaller widths in WebP, when it is in another format: offered first (a <source> of type image/webp)',
  })
  image_webp_srcset: string | null;
  @ApiProperty({ example: 4 }) reading_time_minutes: number;
}

export class PublicPostDto extends PublicPostSummaryDto {
  @ApiProperty({ description: 'Sanitised HTML rendered from the Markdown' }) content: string;
  @ApiProperty({ enum: POST_TYPES }) type: PostType;
  @ApiProperty({ nullable: true, type: String }) meta_title: string | null;
  @ApiProperty({ nullable: true, type: String }) meta_description: string | null;
  @ApiProperty({ nullable: true, type: String }) canonical_url: string | null;
  @ApiProperty() noindex: boolean;
  @ApiProperty({ nullable: true, type: String }) og_image_url: string | null;
}

export class AdminPostDto extends PublicPostDto {
  @ApiProperty({ description: 'The Markdown source' }) content_text: string;
  @ApiProperty({ description: 'The same HTML as content, under the name the preview reads' }) content_html: string;
  @ApiProperty({ enum: POST_STATUSES }) status: PostStatus;
  @ApiProperty({ nullable: true, type: String }) cover_image_url: string | null;
  @ApiProperty({ nullable: true, type: String }) cover_image_alt: string | null;
  @ApiProperty({ description: 'Emailed to confirmed subscribers when it goes live (GET /api/posts/{id}/email reports the sending)' })
  send_email: boolean;
  @ApiProperty({ type: [LabelDto] }) labels: LabelDto[];
  @ApiProperty({
    example: 3,
    description: 'Raised by every save of the post, whoever makes it; the ETag of the post is this number in quotes',
  })
  version: number;
}

/** A post in the admin's list screen (GET /api/posts?view=summary): a visitor's summary with what only the admin sees, no text. */
export class AdminPostSummaryDto extends PublicPostSummaryDto {
  @ApiProperty({ enum: POST_TYPES }) type: PostType;
  @ApiProperty({ enum: POST_STATUSES }) status: PostStatus;
  @ApiProperty({ example: 3, description: 'As in AdminPostDto: raised by every save' }) version: number;
}

/** The paging fields of GET /api/posts. */
class PostPageDto {
  @ApiProperty({ example: 8 }) total: number;
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 10 }) limit: number;
}

/** A visitor's page of GET /api/posts: published posts, newest first. */
export class PublicPostListDto extends PostPageDto {
  @ApiProperty({ type: [PublicPostSummaryDto], description: 'Summaries, without `content`: read a post by its slug for its HTML' })
  items: PublicPostSummaryDto[];
}

/** The admin's page of GET /api/posts: posts of every status, newest written first. */
export class AdminPostListDto extends PostPageDto {
  @ApiProperty({ type: [AdminPostDto] }) items: AdminPostDto[];
}

/** The admin's page of GET /api/posts?view=summary: the same posts as AdminPostListDto, without their text. */
export class AdminPostSummaryListDto extends PostPageDto {
  @ApiProperty({ type: [AdminPostSummaryDto] }) items: AdminPostSummaryDto[];
}

/** A page of any kind: which one is the caller's (the admin token or none, and the admin's `view`). */
export type PostListDto = PublicPostListDto | AdminPostListDto | AdminPostSummaryListDto;

/** The 412 of a save based on a version that is no longer current. */
export class PostChangedDto {
  @ApiProperty({ example: 412 }) statusCode: number;
  @ApiProperty() message: string;
  @ApiProperty({ example: 'Precondition Failed' }) error: string;
  @ApiProperty({ type: AdminPostDto, description: 'The post as it is now; its version is the ETag to save over it' }) current: AdminPostDto;
}

import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiHeader,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiPreconditionFailedResponse,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { AdminOnly, AdminOptional } from '../common/decorators/admin-only.decorator.js';
import { ClosedDuringComingSoon } from '../common/decorators/open-during-coming-soon.decorator.js';
import { ErrorResponseDto } from '../common/dto/error-response.dto.js';
import { CallerIsAdmin } from '../common/guards/admin-request.js';
import { EncodedBody } from '../common/http/encoded-body.js';
import {
  AdminPostDto,
  AdminPostListDto,
  AdminPostSummaryListDto,
  CreatePostDto,
  ListPostsQueryDto,
  PostChangedDto,
  type PostListDto,
  PublicPostDto,
  PublicPostListDto,
  UpdatePostDto,
} from './posts.dto.js';
import { PostEtagInterceptor } from './post-etag.interceptor.js';
import { IfMatch } from './post-preconditions.js';
import { PostsService } from './posts.service.js';
import { TRASH_KEEP_HOURS } from './trash/post-trash.repository.js';

const ETAG_HEADER = {
  ETag: { description: 'The post\'s version in quotes: send it back in If-Match to save only over this version', schema: { type: 'string', example: '"3"' } },
};

const SAVE_UNAVAILABLE_DOC =
  'The database is unreachable, or the server is busy rendering other posts (64 saves waiting, or this one not rendered within 15 s); nothing was saved';

const RENDER_TOO_LARGE_DOC =
  'The Markdown needs more memory to render than one render may use (RENDER_HEAP_MB, 160 MB by default; the costliest 200,000-character post the other limits allow renders within 128 MB); nothing was saved';

const uuidPipe = new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException('id must be a UUID') });

@ApiTags('posts')
@ApiExtraModels(PublicPostDto, AdminPostDto, PublicPostListDto, AdminPostListDto, AdminPostSummaryListDto)
@Controller('api/posts')
@ClosedDuringComingSoon()
@UseInterceptors(PostEtagInterceptor)
export class PostsController {
  constructor(private readonly posts: PostsService) {}

  @Get()
  @AdminOptional()
  @ApiOperation({
    summary: 'List posts',
    description:
      'Visitors get published posts, newest first, as summaries (no `content`: read a post by its slug for its HTML). ' +
      'With the admin token: every status, in the admin shape, newest written first unless `sort` and `order` say otherwise, ' +
      'narrowed by `status`, `type`, `tag`, `title` and `q` together; with `view=summary`, each post without its text (the dashboard\'s list). ' +
      '`title`, `sort`, `order` and `view` are the admin\'s (401 without the token).',
  })
  @ApiOkResponse({
    description: 'A visitor gets a PublicPostListDto, the admin an AdminPostListDto, or with `view=summary` an AdminPostSummaryListDto',
    schema: {
      anyOf: [{ $ref: getSchemaPath(PublicPostListDto) }, { $ref: getSchemaPath(AdminPostListDto) }, { $ref: getSchemaPath(AdminPostSummaryListDto) }],
    },
  })
  @ApiBadRequestResponse({ description: 'A query parameter out of range, of the wrong type, or not one of its values (the message names it)', type: ErrorResponseDto })
  list(@Query() query: ListPostsQueryDto, @CallerIsAdmin() isAdmin: boolean): Promise<PostListDto | EncodedBody> {
    return this.posts.list(query, isAdmin);
  }

  @Get(':id')
  @AdminOptional()
  @ApiOperation({
    summary: 'Read one post',
    description:
      'A UUID is an id (admin only, any status, admin shape, with the post\'s ETag); anything else is the slug of a published post.',
  })
  // One name for the segment across GET, PATCH and DELETE: OpenAPI has one path here, not two.
  @ApiParam({ name: 'id', description: 'A post id (UUID: admin only) or the slug of a published post' })
  @ApiOkResponse({
    description: 'By slug a PublicPostDto, by id an AdminPostDto',
    schema: { anyOf: [{ $ref: getSchemaPath(PublicPostDto) }, { $ref: getSchemaPath(AdminPostDto) }] },
    headers: { ETag: { description: 'By id: the post\'s version in quotes (for If-Match). By slug: a validator of the payload', schema: { type: 'string' } } },
  })
  @ApiNotFoundResponse({ description: 'No such post (or not published)', type: ErrorResponseDto })
  get(@Param('id') idOrSlug: string, @CallerIsAdmin() isAdmin: boolean): Promise<AdminPostDto | EncodedBody> {
    return this.posts.get(idOrSlug, isAdmin);
  }

  @Post()
  @AdminOnly()
  @ApiOperation({ summary: 'Write a post', description: 'The Markdown is rendered to sanitised HTML once, here.' })
  @ApiCreatedResponse({ type: AdminPostDto, headers: ETAG_HEADER })
  @ApiServiceUnavailableResponse({ description: SAVE_UNAVAILABLE_DOC, type: ErrorResponseDto })
  @ApiPayloadTooLargeResponse({ description: RENDER_TOO_LARGE_DOC, type: ErrorResponseDto })
  @ApiBadRequestResponse({ description: 'A field missing, blank, too long, of the wrong type, or unknown', type: ErrorResponseDto })
  create(@Body() body: CreatePostDto): Promise<AdminPostDto> {
    return this.posts.create(body);
  }

  @Patch(':id')
  @AdminOnly()
  @ApiOperation({
    summary: 'Change a post',
    description:
      'Any subset of the fields of create; only the fields sent are written, on the post as it is when the save runs, so two ' +
      'saves of different fields both stick. With If-Match (the ETag of GET /api/posts/{id}), the save happens only if the ' +
      'post is still at that version: otherwise 412 with the current post, and nothing changes. Of two saves sent with the ' +
      'same If-Match, one succeeds and the other gets 412. Without If-Match the save always applies.',
  })
  @ApiHeader({
    name: 'If-Match',
    required: false,
    description: 'The ETag the change is based on, e.g. "3" (or *, any version)',
    schema: { type: 'string', example: '"3"' },
  })
  @ApiOkResponse({ type: AdminPostDto, headers: ETAG_HEADER })
  @ApiServiceUnavailableResponse({ description: SAVE_UNAVAILABLE_DOC, type: ErrorResponseDto })
  @ApiPayloadTooLargeResponse({ description: RENDER_TOO_LARGE_DOC, type: ErrorResponseDto })
  @ApiBadRequestResponse({ description: 'Not a UUID, a field that breaks the rules of create, or an If-Match that is not * or entity-tags', type: ErrorResponseDto })
  @ApiNotFoundResponse({ description: 'No post has this id (with or without If-Match)', type: ErrorResponseDto })
  @ApiPreconditionFailedResponse({
    description: 'If-Match names no current version: the post changed since. Nothing was written; `current` is the post now, its ETag in ETag',
    type: PostChangedDto,
    headers: ETAG_HEADER,
  })
  update(@Param('id', uuidPipe) id: string, @Body() body: UpdatePostDto, @IfMatch() ifMatch: string | undefined): Promise<AdminPostDto> {
    return this.posts.update(id, body, ifMatch);
  }

  @Delete(':id')
  @AdminOnly()
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a post',
    description: `Its old links answer 410 from now on. The post is kept for ${TRASH_KEEP_HOURS} hours, so that POST /api/posts/restore can bring it back as it was.`,
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiBadRequestResponse({ description: 'Not a UUID', type: ErrorResponseDto })
  @ApiNotFoundResponse({ description: 'No post has this id', type: ErrorResponseDto })
  remove(@Param('id', uuidPipe) id: string): Promise<void> {
    return this.posts.remove(id);
  }
}

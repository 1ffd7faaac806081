import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { AdminOnly, AdminOptional } from '../common/decorators/admin-only.decorator.js';
import { ClosedDuringComingSoon } from '../common/decorators/open-during-coming-soon.decorator.js';
import { ErrorResponseDto } from '../common/dto/error-response.dto.js';
import { CallerIsAdmin } from '../common/guards/admin-request.js';
import { SerializedJson } from '../common/http/serialized-json.js';
import { AdminPostDto, CreatePostDto, ListPostsQueryDto, PostListDto, PublicPostDto, UpdatePostDto } from './posts.dto.js';
import { PostsService } from './posts.service.js';

const uuidPipe = new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException('id must be a UUID') });

@ApiTags('posts')
@ApiExtraModels(PublicPostDto, AdminPostDto)
@Controller('api/posts')
@ClosedDuringComingSoon()
export class PostsController {
  constructor(private readonly posts: PostsService) {}

  @Get()
  @AdminOptional()
  @ApiOperation({
    summary: 'List posts',
    description: 'Visitors get published posts, newest first. With the admin token: every status, newest written first.',
  })
  @ApiOkResponse({ type: PostListDto })
  @ApiBadRequestResponse({ description: 'A query parameter out of range or of the wrong type', type: ErrorResponseDto })
  list(@Query() query: ListPostsQueryDto, @CallerIsAdmin() isAdmin: boolean): Promise<PostListDto | SerializedJson> {
    return this.posts.list(query, isAdmin);
  }

  @Get(':idOrSlug')
  @AdminOptional()
  @ApiOperation({
    summary: 'Read one post',
    description: 'A UUID is an id (admin only, any status, admin shape); anything else is the slug of a published post.',
  })
  @ApiParam({ name: 'idOrSlug', description: 'A post id (UUID) or slug' })
  @ApiOkResponse({ schema: { oneOf: [{ $ref: getSchemaPath(PublicPostDto) }, { $ref: getSchemaPath(AdminPostDto) }] } })
  @ApiNotFoundResponse({ description: 'No such post (or not published)', type: ErrorResponseDto })
  get(@Param('idOrSlug') idOrSlug: string, @CallerIsAdmin() isAdmin: boolean): Promise<AdminPostDto | SerializedJson> {
    return this.posts.get(idOrSlug, isAdmin);
  }

  @Post()
  @AdminOnly()
  @ApiOperation({ summary: 'Write a post', description: 'The Markdown is rendered to sanitised HTML once, here.' })
  @ApiCreatedResponse({ type: AdminPostDto })
  @ApiBadRequestResponse({ description: 'A field missing, blank, too long, of the wrong type, or unknown', type: ErrorResponseDto })
  create(@Body() body: CreatePostDto): Promise<AdminPostDto> {
    return this.posts.create(body);
  }

  @Patch(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Change a post', description: 'Any subset of the fields of create.' })
  @ApiOkResponse({ type: AdminPostDto })
  @ApiBadRequestResponse({ description: 'Not a UUID, or a field that breaks the rules of create', type: ErrorResponseDto })
  @ApiNotFoundResponse({ description: 'No post has this id', type: ErrorResponseDto })
  update(@Param('id', uuidPipe) id: string, @Body() body: UpdatePostDto): Promise<AdminPostDto> {
    return this.posts.update(id, body);
  }

  @Delete(':id')
  @AdminOnly()
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a post' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiBadRequestResponse({ description: 'Not a UUID', type: ErrorResponseDto })
  @ApiNotFoundResponse({ description: 'No post has this id', type: ErrorResponseDto })
  remove(@Param('id', uuidPipe) id: string): Promise<void> {
    return this.posts.remove(id);
  }
}

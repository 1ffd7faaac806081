import { BadRequestException, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/decorators/admin-only.decorator.js';
import { ErrorResponseDto } from '../common/dto/error-response.dto.js';
import { PostEtagInterceptor } from '../posts/post-etag.interceptor.js';
import { AdminPostDto } from '../posts/posts.dto.js';
import { RevisionDto, RevisionListDto } from './revisions.dto.js';
import { RevisionsService } from './revisions.service.js';

const uuid = (name: string) => new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException(`${name} must be a UUID`) });

const NOT_UUID = { description: 'The post id or the revision id is not a UUID', type: ErrorResponseDto };
const NOT_FOUND = { description: 'No post has this id, or the post has no revision with this id', type: ErrorResponseDto };

@ApiTags('revisions')
@Controller('api/posts/:id/revisions')
@AdminOnly()
@ApiParam({ name: 'id', description: 'The post id', format: 'uuid' })
export class RevisionsController {
  constructor(private readonly revisions: RevisionsService) {}

  @Get()
  @ApiOperation({
    summary: 'List a post\'s revisions',
    description:
      'Every save keeps a revision (the editor\'s background saves within 10 minutes of a run\'s first keep one), newest first, ' +
      'without their Markdown: read one revision for it. REVISIONS_KEEP, when set, caps how many each post keeps.',
  })
  @ApiOkResponse({ type: RevisionListDto })
  @ApiBadRequestResponse(NOT_UUID)
  @ApiNotFoundResponse({ description: 'No post has this id', type: ErrorResponseDto })
  list(@Param('id', uuid('id')) postId: string): Promise<RevisionListDto> {
    return this.revisions.list(postId);
  }

  @Get(':revisionId')
  @ApiOperation({ summary: 'Read a revision', description: 'The post as that save left it, its Markdown included.' })
  @ApiOkResponse({ type: RevisionDto })
  @ApiBadRequestResponse(NOT_UUID)
  @ApiNotFoundResponse(NOT_FOUND)
  get(@Param('id', uuid('id')) postId: string, @Param('revisionId', uuid('revisionId')) revisionId: string): Promise<RevisionDto> {
    return this.revisions.get(postId, revisionId);
  }

  @Post(':revisionId/restore')
  @HttpCode(200)
  @UseInterceptors(PostEtagInterceptor)
  @ApiOperation({
    summary: 'Restore a revision',
    description:
      'Saves the post as the revision has it (title, Markdown, excerpt, slug, type, status and date, cover, tags, search and social fields), ' +
      'as PATCH /api/posts/{id} would: it is rendered again, and its redirects, caches and schedule follow. The restore keeps a revision ' +
      'of its own. A scheduled revision whose time has passed leaves the post\'s status and date as they are now.',
  })
  @ApiOkResponse({ type: AdminPostDto, description: 'The post as restored', headers: { ETag: { description: 'The post\'s new version in quotes', schema: { type: 'string' } } } })
  @ApiBadRequestResponse({ description: 'An id is not a UUID, or the revision\'s page slug is now an address the site uses', type: ErrorResponseDto })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiServiceUnavailableResponse({ description: 'The database is unreachable, or the server is too busy rendering posts; nothing was restored', type: ErrorResponseDto })
  restore(@Param('id', uuid('id')) postId: string, @Param('revisionId', uuid('revisionId')) revisionId: string): Promise<AdminPostDto> {
    return this.revisions.restore(postId, revisionId);
  }
}

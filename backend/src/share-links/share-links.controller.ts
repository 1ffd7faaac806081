import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/decorators/admin-only.decorator.js';
import { ErrorResponseDto } from '../common/dto/error-response.dto.js';
import { CreateShareLinkDto, ShareLinkDto, ShareLinkListDto } from './share-links.dto.js';
import { ShareLinksService } from './share-links.service.js';

const uuid = (name: string) => new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException(`${name} must be a UUID`) });

@ApiTags('share links')
@Controller('api/posts/:id/share-links')
@AdminOnly()
export class ShareLinksController {
  constructor(private readonly links: ShareLinksService) {}

  @Post()
  @ApiOperation({
    summary: 'Make a private link to a post',
    description:
      'Whoever has the link reads the post (draft, scheduled or published) as readers will see it, at /share/{token}, marked noindex, ' +
      'until the link is revoked, expires, or the post is deleted. The token has 192 random bits.',
  })
  @ApiCreatedResponse({ type: ShareLinkDto })
  @ApiBadRequestResponse({ description: 'Not a UUID, or expires_at malformed or not in the future', type: ErrorResponseDto })
  @ApiNotFoundResponse({ description: 'No post has this id', type: ErrorResponseDto })
  create(@Param('id', uuid('id')) postId: string, @Body() body: CreateShareLinkDto): Promise<ShareLinkDto> {
    return this.links.create(postId, body);
  }

  @Get()
  @ApiOperation({ summary: 'List a post\'s share links', description: 'Newest first, expired ones included (marked).' })
  @ApiOkResponse({ type: ShareLinkListDto })
  @ApiBadRequestResponse({ description: 'Not a UUID', type: ErrorResponseDto })
  @ApiNotFoundResponse({ description: 'No post has this id', type: ErrorResponseDto })
  list(@Param('id', uuid('id')) postId: string): Promise<ShareLinkListDto> {
    return this.links.list(postId);
  }

  @Delete(':linkId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Revoke a share link', description: 'The link stops working at once.' })
  @ApiNoContentResponse({ description: 'Revoked' })
  @ApiBadRequestResponse({ description: 'Not a UUID', type: ErrorResponseDto })
  @ApiNotFoundResponse({ description: 'The post has no such link', type: ErrorResponseDto })
  revoke(@Param('id', uuid('id')) postId: string, @Param('linkId', uuid('linkId')) linkId: string): Promise<void> {
    return this.links.revoke(postId, linkId);
  }
}

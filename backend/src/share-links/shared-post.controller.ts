import { Controller, Get, Header, NotFoundException, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/admin-only.decorator.js';
import { OpenDuringComingSoon } from '../common/decorators/open-during-coming-soon.decorator.js';
import { ErrorResponseDto } from '../common/dto/error-response.dto.js';
import { PublicPostDto } from '../posts/posts.dto.js';
import { SHARED_PAGE_HEADERS } from './shared-page-headers.js';
import { ShareLinksService } from './share-links.service.js';

const NOT_SHARED = 'This share link does not exist, was revoked or has expired';

/** What a share link opens, for the web app's page at /share/{token}. Never cached, never indexed. */
@ApiTags('share links')
@Controller('api/share')
@OpenDuringComingSoon()
export class SharedPostController {
  constructor(private readonly links: ShareLinksService) {}

  @Get(':token')
  @Public()
  @Header('Cache-Control', SHARED_PAGE_HEADERS['Cache-Control'])
  @Header('X-Robots-Tag', SHARED_PAGE_HEADERS['X-Robots-Tag'])
  @ApiOperation({ summary: 'Read a shared post', description: 'The post a live share link opens, in the public shape, whatever its status.' })
  @ApiOkResponse({ type: PublicPostDto })
  @ApiNotFoundResponse({ description: NOT_SHARED, type: ErrorResponseDto })
  async read(@Param('token') token: string): Promise<PublicPostDto> {
    const post = await this.links.sharedPost(token);
    if (!post) throw new NotFoundException(NOT_SHARED);
    return post;
  }
}

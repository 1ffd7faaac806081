import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiPayloadTooLargeResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/decorators/admin-only.decorator.js';
import { ErrorResponseDto } from '../../common/dto/error-response.dto.js';
import { PostPreviewDto, PostPreviewRequestDto } from './post-preview.dto.js';
import { PostPreviewService } from './post-preview.service.js';

@ApiTags('posts')
@Controller('api/posts/preview')
@AdminOnly()
export class PostPreviewController {
  constructor(private readonly previews: PostPreviewService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Preview a post\'s Markdown',
    description:
      'The HTML a post with this Markdown (and cover) would be stored and shown with, drawn by the same renderer as a save: ' +
      'footnotes, highlighted code, maths, figures, the sanitiser, and the smaller widths of this site\'s uploads. Nothing is written.',
  })
  @ApiOkResponse({ type: PostPreviewDto })
  @ApiBadRequestResponse({ description: 'content_text missing, blank, too long or not a string; a cover that is no image address; an unknown field', type: ErrorResponseDto })
  @ApiServiceUnavailableResponse({
    description: 'The database is unreachable, or the server is busy rendering other posts (64 waiting, or this one not rendered within 15 s)',
    type: ErrorResponseDto,
  })
  @ApiPayloadTooLargeResponse({ description: 'The Markdown needs more memory to render than one render may use (RENDER_HEAP_MB)', type: ErrorResponseDto })
  preview(@Body() body: PostPreviewRequestDto): Promise<PostPreviewDto> {
    return this.previews.preview(body);
  }
}

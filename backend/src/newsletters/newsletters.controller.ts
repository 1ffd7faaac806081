import { BadRequestException, Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/decorators/admin-only.decorator.js';
import { ErrorResponseDto } from '../common/dto/error-response.dto.js';
import { PostEmailReportDto } from './newsletters.dto.js';
import { NewslettersService } from './newsletters.service.js';

@ApiTags('posts')
@Controller('api/posts')
export class NewslettersController {
  constructor(private readonly newsletters: NewslettersService) {}

  @Get(':id/email')
  @AdminOnly()
  @ApiOperation({
    summary: "A post's email: its delivery report",
    description: 'A post with send_email is emailed once, to the confirmed subscribers, when it goes live; this reports how that went.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: PostEmailReportDto })
  @ApiBadRequestResponse({ description: 'Not a UUID', type: ErrorResponseDto })
  @ApiNotFoundResponse({ description: 'This post has not been sent by email (no such post, or not emailed)', type: ErrorResponseDto })
  report(@Param('id', new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException('id must be a UUID') })) id: string): Promise<PostEmailReportDto> {
    return this.newsletters.report(id);
  }
}

import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/decorators/admin-only.decorator.js';
import { ErrorResponseDto } from '../common/dto/error-response.dto.js';
import { DESK_LIST_SIZE, DeskDto } from './desk.dto.js';
import { DeskService } from './desk.service.js';

@ApiTags('admin')
@Controller('api/admin/desk')
@AdminOnly()
export class DeskController {
  constructor(private readonly desk: DeskService) {}

  @Get()
  @ApiOperation({
    summary: "The writer's desk (the dashboard's Overview)",
    description:
      `Drafts to continue, what is scheduled, the last published posts (${DESK_LIST_SIZE} of each, with their totals), subscribers and this month's change, ` +
      "the last newsletter's delivery, and what needs attention: failed jobs, SITE_URL unset, mail failing (the last recorded send, no SMTP connection is opened), backups failing.",
  })
  @ApiOkResponse({ type: DeskDto })
  @ApiServiceUnavailableResponse({ description: 'The database is unreachable', type: ErrorResponseDto })
  read(): Promise<DeskDto> {
    return this.desk.read();
  }
}

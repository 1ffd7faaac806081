import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/decorators/admin-only.decorator.js';
import { ErrorResponseDto } from '../common/dto/error-response.dto.js';
import { ReconcileResultDto, ReconcileStatusDto } from './reconciliation.dto.js';
import { ReconciliationService } from './reconciliation.service.js';

@ApiTags('images')
@Controller('api/images')
export class ReconciliationController {
  constructor(private readonly reconciliation: ReconciliationService) {}

  @Get('reconcile/status')
  @AdminOnly()
  @ApiOperation({ summary: 'Whether a reconciliation is due, and the last runs' })
  @ApiOkResponse({ type: ReconcileStatusDto })
  status(): Promise<ReconcileStatusDto> {
    return this.reconciliation.status();
  }

  @Post('reconcile')
  @AdminOnly()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Reconcile the library with the posts',
    description:
      "Scans every post's cover and inline images: adds and updates their records and removes records no post shows any more. " +
      'Files are never deleted and uploads are not touched. One run at a time, across every server.',
  })
  @ApiOkResponse({ type: ReconcileResultDto })
  @ApiConflictResponse({ description: 'A reconciliation is already running', type: ErrorResponseDto })
  reconcile(): Promise<ReconcileResultDto> {
    return this.reconciliation.run();
  }
}

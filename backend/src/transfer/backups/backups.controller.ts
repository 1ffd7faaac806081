import { Controller, Get, HttpCode, HttpStatus, Param, Post, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly } from '../../common/decorators/admin-only.decorator.js';
import { ErrorResponseDto } from '../../common/dto/error-response.dto.js';
import { DownloadLinkDto } from '../download-links/download-links.dto.js';
import { BackupListDto, BackupRunDto, BackupRunStatusDto } from './backups.dto.js';
import { BackupsService } from './backups.service.js';

@ApiTags('transfer')
@Controller('api/backups')
@AdminOnly()
export class BackupsController {
  constructor(private readonly backups: BackupsService) {}

  @Get()
  @ApiOperation({
    summary: 'List the backups',
    description: 'Scheduled exports (BACKUP_SCHEDULE, daily by default), the newest BACKUP_KEEP of them, newest first. Restoring one is importing it.',
  })
  @ApiOkResponse({ type: BackupListDto })
  @ApiServiceUnavailableResponse({ description: 'The bucket holding the backups is unreachable', type: ErrorResponseDto })
  list(): Promise<BackupListDto> {
    return this.backups.list();
  }

  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary: 'Back up now',
    description:
      'Queues a backup on the job runner, beside the scheduled ones: one is taken at a time and at most one more waits, so asking while one ' +
      'waits answers that one. Follow it with GET /api/backups/status.',
  })
  @ApiAcceptedResponse({ type: BackupRunDto, description: 'The backup queued (or the one already waiting)' })
  @ApiServiceUnavailableResponse({ description: 'The database is unreachable', type: ErrorResponseDto })
  request(): Promise<BackupRunDto> {
    return this.backups.requestBackup();
  }

  @Get('status')
  @ApiOperation({ summary: 'The latest backup run', description: 'The one waiting or under way, else the newest one, scheduled or asked for.' })
  @ApiOkResponse({ type: BackupRunStatusDto })
  status(): Promise<BackupRunStatusDto> {
    return this.backups.latestRun();
  }

  @Get(':name')
  @ApiOperation({ summary: 'Download one backup', description: 'The zip of GET /api/export as it was when the backup was taken.' })
  @ApiParam({ name: 'name', example: 'folio-backup-20250102T030000Z.zip' })
  @ApiProduces('application/zip')
  @ApiOkResponse({ description: 'The zip, as an attachment', schema: { type: 'string', format: 'binary' } })
  @ApiBadRequestResponse({ description: 'Not the name of a backup', type: ErrorResponseDto })
  @ApiNotFoundResponse({ description: 'No backup of that name', type: ErrorResponseDto })
  @ApiServiceUnavailableResponse({ description: 'The bucket holding the backups is unreachable', type: ErrorResponseDto })
  download(@Param('name') name: string, @Res() response: Response): Promise<void> {
    return this.backups.download(name, response);
  }

  @Post(':name/link')
  @ApiOperation({
    summary: 'A link the browser saves one backup from',
    description: 'Like GET /api/backups/{name}, without the bearer token: the link carries a single-use token instead, valid for 60 s.',
  })
  @ApiParam({ name: 'name', example: 'folio-backup-20250102T030000Z.zip' })
  @ApiCreatedResponse({ type: DownloadLinkDto })
  @ApiBadRequestResponse({ description: 'Not the name of a backup', type: ErrorResponseDto })
  @ApiNotFoundResponse({ description: 'No backup of that name', type: ErrorResponseDto })
  @ApiServiceUnavailableResponse({ description: 'The bucket holding the backups is unreachable', type: ErrorResponseDto })
  link(@Param('name') name: string): Promise<DownloadLinkDto> {
    return this.backups.downloadLink(name);
  }
}

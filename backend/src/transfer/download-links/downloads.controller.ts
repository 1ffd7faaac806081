import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { OpenDuringComingSoon } from '../../common/decorators/open-during-coming-soon.decorator.js';
import { ErrorResponseDto } from '../../common/dto/error-response.dto.js';
import { BackupsService } from '../backups/backups.service.js';
import { ExportService } from '../export/export.service.js';
import { DownloadQueryDto } from './download-links.dto.js';
import { DownloadLinksService } from './download-links.service.js';

/** Where a download link leads: no bearer token, the link's single-use token instead (download-links.service.ts). */
@ApiTags('transfer')
@Controller('api/downloads')
@OpenDuringComingSoon()
export class DownloadsController {
  constructor(
    private readonly links: DownloadLinksService,
    private readonly exports: ExportService,
    private readonly backups: BackupsService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Save an export or a backup through a download link',
    description:
      'Streams the file the link was made for (POST /api/export/link, POST /api/backups/{name}/link), as an attachment, so that a browser saves it ' +
      'as it arrives. A link works once, within 60 s of being made.',
    security: [],
  })
  @ApiProduces('application/zip')
  @ApiOkResponse({ description: 'The zip, as an attachment', schema: { type: 'string', format: 'binary' } })
  @ApiBadRequestResponse({ description: 'No token', type: ErrorResponseDto })
  @ApiForbiddenResponse({ description: 'A wrong token, or a link already used or expired', type: ErrorResponseDto })
  @ApiNotFoundResponse({ description: 'The backup was removed since the link was made', type: ErrorResponseDto })
  async download(@Query() query: DownloadQueryDto, @Res() response: Response): Promise<void> {
    const target = await this.links.take(query.token);
    if (target.kind === 'export') return this.exports.download(response);
    return this.backups.download(target.name, response);
  }
}

import { Controller, Get, Post, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly } from '../../common/decorators/admin-only.decorator.js';
import { ErrorResponseDto } from '../../common/dto/error-response.dto.js';
import { DownloadLinkDto } from '../download-links/download-links.dto.js';
import { DownloadLinksService } from '../download-links/download-links.service.js';
import { ExportService } from './export.service.js';

@ApiTags('transfer')
@Controller('api/export')
@AdminOnly()
export class ExportController {
  constructor(
    private readonly exports: ExportService,
    private readonly links: DownloadLinksService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Download the whole site as one zip',
    description:
      'Streams `folio-export-YYYY-MM-DD.zip`: `posts/{slug}.md` (YAML front matter, then the Markdown as written; Hugo builds a ' +
      'site from the folder as it is), every stored image byte for byte (`uploads/{key}`, kept originals under `originals/`), ' +
      '`images.json`, `redirects.json`, `settings.json`, `navigation.json`, and `manifest.json` last (format, version, site, counts, a sha256 of every ' +
      'other file). Importing it into an empty Folio gives the same site. A failure once the download has begun ends it unfinished.',
  })
  @ApiProduces('application/zip')
  @ApiOkResponse({ description: 'The zip, as an attachment', schema: { type: 'string', format: 'binary' } })
  @ApiServiceUnavailableResponse({ description: 'The database or the image store is unreachable', type: ErrorResponseDto })
  download(@Res() response: Response): Promise<void> {
    return this.exports.download(response);
  }

  @Post('link')
  @ApiOperation({
    summary: 'A link the browser saves the export from',
    description: 'GET /api/export needs the bearer token, which a plain link cannot send: this link carries a single-use token instead, valid for 60 s.',
  })
  @ApiCreatedResponse({ type: DownloadLinkDto })
  link(): Promise<DownloadLinkDto> {
    return this.links.create({ kind: 'export' });
  }
}

import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly } from '../../common/decorators/admin-only.decorator.js';
import { ErrorResponseDto } from '../../common/dto/error-response.dto.js';
import { ExportService } from './export.service.js';

@ApiTags('transfer')
@Controller('api/export')
@AdminOnly()
export class ExportController {
  constructor(private readonly exports: ExportService) {}

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
}

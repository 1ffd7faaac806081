import { BadRequestException, Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly } from '../../common/decorators/admin-only.decorator.js';
import { ErrorResponseDto } from '../../common/dto/error-response.dto.js';
import { ImportUploadInterceptor, type UploadedExportFile } from './import-upload.interceptor.js';
import { ImportDto, ImportStartedDto, StartImportBodyDto, StartImportDto } from './import.dto.js';
import { ImportService } from './import.service.js';

@ApiTags('import')
@Controller('api/import')
export class ImportController {
  constructor(private readonly imports: ImportService) {}

  @Post()
  @HttpCode(202)
  @AdminOnly()
  @UseInterceptors(ImportUploadInterceptor)
  @ApiOperation({
    summary: 'Import an export from Ghost, WordPress, Substack, a Markdown folder or Folio',
    description:
      'The format is read from the content. The import runs in the background (poll GET /api/import/{id}); a dry run reports what it would do and changes nothing.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: StartImportBodyDto })
  @ApiAcceptedResponse({ type: ImportStartedDto })
  @ApiBadRequestResponse({ description: 'No file, a bad field, or a file that is no export Folio reads (or a hostile one)', type: ErrorResponseDto })
  @ApiPayloadTooLargeResponse({ description: 'Larger than IMPORT_MAX_MB', type: ErrorResponseDto })
  start(@UploadedFile() file: UploadedExportFile | undefined, @Body() fields: StartImportDto): Promise<ImportStartedDto> {
    return this.imports.start(file, fields);
  }

  @Get(':id')
  @AdminOnly()
  @ApiOperation({ summary: "An import's progress and report" })
  @ApiOkResponse({ type: ImportDto })
  @ApiBadRequestResponse({ description: 'The id is not a UUID', type: ErrorResponseDto })
  @ApiNotFoundResponse({ description: 'No such import', type: ErrorResponseDto })
  get(@Param('id', new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException('id must be a UUID') })) id: string): Promise<ImportDto> {
    return this.imports.get(id);
  }
}

import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AdminOnly } from '../common/decorators/admin-only.decorator.js';
import { ErrorResponseDto } from '../common/dto/error-response.dto.js';
import { SubscribersImportInterceptor, type UploadedCsvFile } from './import-upload.interceptor.js';
import { ImportOptionsDto, ImportSubscribersBodyDto, ListSubscribersQueryDto, SubscriberImportDto, SubscriberListDto } from './subscribers.dto.js';
import { SubscribersAdminService } from './subscribers-admin.service.js';

@ApiTags('subscribers')
@Controller('api/subscribers')
@AdminOnly()
export class SubscribersController {
  constructor(private readonly subscribers: SubscribersAdminService) {}

  @Get()
  @ApiOperation({ summary: 'List the readers', description: '20 a page, newest first; q matches part of the address. counts covers the whole list.' })
  @ApiOkResponse({ type: SubscriberListDto })
  @ApiBadRequestResponse({ description: 'status is not a known status, or page is not a whole number from 1', type: ErrorResponseDto })
  list(@Query() query: ListSubscribersQueryDto): Promise<SubscriberListDto> {
    return this.subscribers.list(query);
  }

  @Get('export')
  @ApiOperation({
    summary: 'Export the readers as CSV',
    description: 'email,status,created_at,confirmed_at, oldest first, streamed. A cell starting with =, +, -, @, a tab or a carriage return gets a leading \' so that no spreadsheet runs it.',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The CSV, as an attachment', schema: { type: 'string' } })
  async exportCsv(@Res() response: Response): Promise<void> {
    response.status(200);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="subscribers-${new Date().toISOString().slice(0, 10)}.csv"`);
    response.setHeader('Cache-Control', 'no-store');
    await pipeline(Readable.from(this.subscribers.exportCsv()), response).catch(() => response.destroy());
  }

  @Post('import')
  @HttpCode(200)
  @UseInterceptors(SubscribersImportInterceptor)
  @ApiOperation({
    summary: 'Import readers from CSV',
    description:
      'Readers moving with the author. consent=true (the author ticks that these readers agreed): imported as confirmed. Otherwise as pending, and nothing is sent to them. ' +
      'Addresses already on the list keep their status. All or nothing, in one transaction.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ImportSubscribersBodyDto })
  @ApiOkResponse({ type: SubscriberImportDto })
  @ApiBadRequestResponse({ description: 'No file, an empty one, a file that is not CSV, or consent not true/false', type: ErrorResponseDto })
  @ApiPayloadTooLargeResponse({ description: 'Over 5 MB', type: ErrorResponseDto })
  importCsv(@UploadedFile() file: UploadedCsvFile | undefined, @Body() body: ImportOptionsDto): Promise<SubscriberImportDto> {
    return this.subscribers.import(file?.buffer, body.consent === 'true');
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a reader', description: 'The address is forgotten: it gets nothing more, and may subscribe again.' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiBadRequestResponse({ description: 'Not a UUID', type: ErrorResponseDto })
  @ApiNotFoundResponse({ description: 'No subscriber has this id', type: ErrorResponseDto })
  remove(@Param('id', new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException('id must be a UUID') })) id: string): Promise<void> {
    return this.subscribers.delete(id);
  }
}

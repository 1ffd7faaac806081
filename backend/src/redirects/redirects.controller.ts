import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly } from '../common/decorators/admin-only.decorator.js';
import { ErrorResponseDto } from '../common/dto/error-response.dto.js';
import { CreateRedirectDto, ListRedirectsQueryDto, RedirectDto, RedirectListDto } from './redirects.dto.js';
import { RedirectsService } from './redirects.service.js';

@ApiTags('redirects')
@Controller('api/redirects')
@AdminOnly()
export class RedirectsController {
  constructor(private readonly redirects: RedirectsService) {}

  @Get()
  @ApiOperation({ summary: 'List redirects', description: 'Newest first; `q` finds text in from or to, any case.' })
  @ApiOkResponse({ type: RedirectListDto })
  @ApiBadRequestResponse({ description: 'A query parameter out of range or of the wrong type', type: ErrorResponseDto })
  list(@Query() query: ListRedirectsQueryDto): Promise<RedirectListDto> {
    return this.redirects.page(query);
  }

  @Post()
  @ApiOperation({
    summary: 'Add a redirect',
    description:
      'Every GET or HEAD for `from` (any trailing slash; any query unless `from` has one, then with that query) answers `status` ' +
      'with Location `to`, before the site\'s pages, on every server. Loops and chains are refused: no visitor goes through two redirects.',
  })
  @ApiCreatedResponse({ type: RedirectDto })
  @ApiBadRequestResponse({
    description: 'from or to malformed, from on the server\'s own areas or a published post\'s address, or the redirect would loop or make a chain',
    type: ErrorResponseDto,
  })
  @ApiConflictResponse({ description: 'A redirect from this address already exists', type: ErrorResponseDto })
  create(@Body() body: CreateRedirectDto): Promise<RedirectDto> {
    return this.redirects.create(body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a redirect' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiBadRequestResponse({ description: 'Not a UUID', type: ErrorResponseDto })
  @ApiNotFoundResponse({ description: 'No redirect has this id', type: ErrorResponseDto })
  remove(@Param('id', new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException('id must be a UUID') })) id: string): Promise<void> {
    return this.redirects.remove(id);
  }
}

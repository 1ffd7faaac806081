import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/decorators/admin-only.decorator.js';
import { ErrorResponseDto } from '../common/dto/error-response.dto.js';
import { ApiKeyListDto, CreateApiKeyDto, CreatedApiKeyDto } from './api-keys.dto.js';
import { ApiKeysService } from './api-keys.service.js';

@ApiTags('api keys')
@Controller('api/api-keys')
@AdminOnly({ adminTokenOnly: true })
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Post()
  @ApiOperation({
    summary: 'Make an API key',
    description:
      'A key for another app (a writing app, a script, a Micropub client): accepted as `Authorization: Bearer` on every admin call, ' +
      'and in its Ghost form by the Ghost Admin API. The key is in this answer only; Folio keeps its hash and a copy sealed under ADMIN_TOKEN. ' +
      'Only the admin token may make, list or revoke keys.',
  })
  @ApiCreatedResponse({ type: CreatedApiKeyDto })
  @ApiBadRequestResponse({ description: 'name blank, too long or not one line; scopes unknown or repeated', type: ErrorResponseDto })
  @ApiConflictResponse({ description: 'There are already 100 keys', type: ErrorResponseDto })
  create(@Body() body: CreateApiKeyDto): Promise<CreatedApiKeyDto> {
    return this.keys.create(body.name, body.scopes);
  }

  @Get()
  @ApiOperation({ summary: 'List the API keys', description: 'Newest first, with when each was last used; never a secret.' })
  @ApiOkResponse({ type: ApiKeyListDto })
  list(): Promise<ApiKeyListDto> {
    return this.keys.list();
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Revoke an API key', description: 'Every replica refuses the key from the moment this answers.' })
  @ApiNoContentResponse({ description: 'Revoked' })
  @ApiNotFoundResponse({ description: 'No key has this id', type: ErrorResponseDto })
  revoke(@Param('id') id: string): Promise<void> {
    return this.keys.revoke(id);
  }
}

import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/decorators/admin-only.decorator.js';
import { OpenDuringComingSoon } from '../common/decorators/open-during-coming-soon.decorator.js';
import { ErrorResponseDto } from '../common/dto/error-response.dto.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { AdminHealthDto, ComingSoonDto } from './admin.dto.js';
import { ComingSoonService } from './coming-soon.service.js';

@ApiTags('admin')
@Controller('api/admin')
@AdminOnly()
@OpenDuringComingSoon()
export class AdminController {
  constructor(
    private readonly comingSoon: ComingSoonService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('health')
  @ApiOperation({ summary: 'Check the admin token', description: 'Answers ok when the bearer token is the admin token, and what the dashboard should warn about.' })
  @ApiOkResponse({ type: AdminHealthDto })
  health(): AdminHealthDto {
    return { ok: true, site_url_set: this.config.siteUrlSet };
  }

  @Get('coming-soon')
  @ApiOperation({ summary: 'Read the Coming Soon switch' })
  @ApiOkResponse({ type: ComingSoonDto })
  @ApiServiceUnavailableResponse({ description: 'The database is unreachable', type: ErrorResponseDto })
  async getComingSoon(): Promise<ComingSoonDto> {
    return { enabled: await this.comingSoon.getEnabled() };
  }

  @Post('coming-soon')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Turn Coming Soon on or off',
    description: 'Stored in PostgreSQL; every replica follows within a second.',
  })
  @ApiOkResponse({ type: ComingSoonDto })
  @ApiBadRequestResponse({ description: '`enabled` missing or not a boolean', type: ErrorResponseDto })
  @ApiServiceUnavailableResponse({ description: 'The database is unreachable', type: ErrorResponseDto })
  async setComingSoon(@Body() body: ComingSoonDto): Promise<ComingSoonDto> {
    return { enabled: await this.comingSoon.setEnabled(body.enabled) };
  }
}

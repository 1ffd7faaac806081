import { Controller, Get, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../common/decorators/admin-only.decorator.js';
import {
  ClosedDuringComingSoon,
  OpenDuringComingSoon,
} from '../common/decorators/open-during-coming-soon.decorator.js';
import { ErrorResponseDto } from '../common/dto/error-response.dto.js';
import { DbHealthDto, DbNowDto, DebugDbDto, DebugDbQueryDto, HelloDto, LivenessDto } from './health.dto.js';
import { HealthService } from './health.service.js';

@ApiTags('health')
@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get('healthz')
  @Public()
  @OpenDuringComingSoon()
  @ApiOperation({ summary: 'Liveness: the process answers', description: 'Never touches the database.' })
  @ApiOkResponse({ type: LivenessDto })
  liveness(): LivenessDto {
    return { ok: true, uptime: process.uptime() };
  }

  @Get('api/db/health')
  @Public()
  @OpenDuringComingSoon()
  @ApiOperation({ summary: 'Is the database reachable?', description: 'Answers within 2 seconds either way.' })
  @ApiOkResponse({ type: DbHealthDto })
  @ApiServiceUnavailableResponse({ description: 'The database is unreachable: { ok: false }', type: DbHealthDto })
  async databaseHealth(@Res({ passthrough: true }) response: Response): Promise<DbHealthDto> {
    const ok = await this.health.isDatabaseHealthy();
    if (!ok) response.status(503);
    return { ok };
  }

  @Get('api/db/now')
  @Public()
  @ClosedDuringComingSoon()
  @ApiOperation({ summary: "The database server's current time" })
  @ApiOkResponse({ type: DbNowDto })
  @ApiServiceUnavailableResponse({ description: 'The database is unreachable, or Coming Soon is on', type: ErrorResponseDto })
  async databaseNow(): Promise<DbNowDto> {
    return { now: await this.health.databaseNow() };
  }

  @Get('api/hello')
  @Public()
  @OpenDuringComingSoon()
  @ApiOperation({ summary: 'Ping the API', description: "Used by the dashboard's 'Ping API' button." })
  @ApiOkResponse({ type: HelloDto })
  hello(): HelloDto {
    return { ok: true, message: 'Hello from Folio' };
  }

  @Get('__debug/db')
  @Public()
  @ApiOperation({
    summary: 'Database connection details for the dashboard',
    description: 'Outside production only (or with DEBUG_ENDPOINTS=true). Never shows a password or a full host.',
  })
  @ApiOkResponse({ type: DebugDbDto })
  @ApiNotFoundResponse({ description: 'Debug endpoints are off (production)', type: ErrorResponseDto })
  @ApiBadRequestResponse({ description: 'An unknown query parameter, or counts not 0, 1, true or false', type: ErrorResponseDto })
  debugDatabase(@Query() query: DebugDbQueryDto): Promise<DebugDbDto> {
    return this.health.debugInfo(query.counts === '1' || query.counts === 'true');
  }
}

import { Body, Controller, Get, HttpCode, HttpException, HttpStatus, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConsumes,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AdminOnly, Public } from '../common/decorators/admin-only.decorator.js';
import { OpenDuringComingSoon } from '../common/decorators/open-during-coming-soon.decorator.js';
import { ErrorResponseDto } from '../common/dto/error-response.dto.js';
import { BeaconDto, PostViewsListDto, PostViewsQueryDto, StatsDto, StatsQueryDto } from './stats.dto.js';
import { MAX_POST_IDS, StatsService } from './stats.service.js';
import { BEACON_BODY_LIMIT } from './beacon-gate.js';
import { TAKE_BACKS_PER_MINUTE, VIEWS_PER_ADDRESS_PER_MINUTE, ViewCounter } from './view-counter.service.js';

@ApiTags('statistics')
@Controller('api/stats')
export class StatsController {
  constructor(
    private readonly counter: ViewCounter,
    private readonly stats: StatsService,
  ) {}

  /**
   * Answered by BeaconGate ahead of Nest's routes in the app (the same rules and answers, at a
   * fraction of the cost); this handler documents the route and answers it where the gate is not
   * mounted. Open during Coming Soon so that a beacon never fails loudly; nothing is counted then.
   */
  @Post('view')
  @HttpCode(204)
  @Public()
  @OpenDuringComingSoon()
  @ApiOperation({
    summary: 'Count a page view the server could not see, or take back the admin’s own (the pages’ beacon)',
    description:
      'A public page’s view is counted by the server as it answers the page to a browser’s navigation; the inline script of every page sends this, for a reader once the page is idle, ' +
      'only for a page the server did not see opened (prerendered or prefetched, then shown; shown from the browser’s cache) and the app’s own navigations, unless the reader has Global Privacy Control or Do Not Track on or is the admin. ' +
      'With o=1 (sent at once by the admin’s browser for each page the server answered it) the view of that path the server counted for this address and browser is taken back, with the referrer counted with it (r is ignored), ' +
      'only when the replicas remember counting it; a take-back for another path undoes nothing. ' +
      'No cookie is read or set. Left out without a word (still 204): robots, Sec-GPC: 1, DNT: 1, prefetches, the admin, paths that are not a published post, page or list, and anything while Coming Soon is on. ' +
      `At most ${VIEWS_PER_ADDRESS_PER_MINUTE} views (and as many take-backs) per client address a minute, ${TAKE_BACKS_PER_MINUTE} take-backs a minute per replica in all, bodies of at most ${BEACON_BODY_LIMIT} bytes. See docs/statistics.md for what is stored.`,
  })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiNoContentResponse({ description: 'Received (counted, or left out by the rules)' })
  @ApiBadRequestResponse({ description: 'p missing or not text, r not text, o not 1', type: ErrorResponseDto })
  @ApiPayloadTooLargeResponse({ description: `A body over ${BEACON_BODY_LIMIT} bytes`, type: ErrorResponseDto })
  @ApiTooManyRequestsResponse({ description: 'Too many views from this client address, or take-backs on this server; see Retry-After', type: ErrorResponseDto })
  async view(@Body() body: BeaconDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    const outcome = await this.counter.count(request, { path: body.p, referrer: body.r, own: body.o === '1' });
    if (outcome.kind === 'throttled') {
      response.setHeader('Retry-After', String(outcome.retryAfterSeconds));
      throw new HttpException(outcome.message, HttpStatus.TOO_MANY_REQUESTS);
    }
  }

  @Get()
  @AdminOnly()
  @ApiOperation({
    summary: 'Views and visitors per day, top posts and referrers',
    description:
      'For the days from `from` to `to` (UTC, both included; the last 30 days by default). format=csv answers one table (`table`) as a CSV attachment instead, ' +
      "its cells guarded against spreadsheet formulas. This replica's waiting views are written first.",
  })
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({ type: StatsDto, description: 'The statistics (JSON), or with format=csv the table as CSV' })
  @ApiBadRequestResponse({ description: 'A date that is not YYYY-MM-DD or does not exist, from after to, a range over 366 days, an unknown format or table', type: ErrorResponseDto })
  async read(@Query() query: StatsQueryDto, @Res({ passthrough: true }) response: Response): Promise<StatsDto | string> {
    if (query.format !== 'csv') return this.stats.read(query.from, query.to);
    const csv = await this.stats.csv(query.table ?? 'days', query.from, query.to);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${csv.name}"`);
    response.setHeader('Cache-Control', 'no-store');
    return csv.body;
  }

  @Get('posts')
  @AdminOnly()
  @ApiOperation({ summary: 'Views of some posts', description: `All-time and 30-day views of up to ${MAX_POST_IDS} posts or pages (the posts list's and the editor's figure).` })
  @ApiOkResponse({ type: PostViewsListDto })
  @ApiBadRequestResponse({ description: `No ids, more than ${MAX_POST_IDS}, or one that is not a UUID`, type: ErrorResponseDto })
  postViews(@Query() query: PostViewsQueryDto): Promise<PostViewsListDto> {
    return this.stats.postViews(query.ids);
  }
}

import { BadRequestException, Body, Controller, HttpCode, HttpException, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../common/decorators/admin-only.decorator.js';
import { OpenDuringComingSoon } from '../common/decorators/open-during-coming-soon.decorator.js';
import { ErrorResponseDto } from '../common/dto/error-response.dto.js';
import { SubscribeAcceptedDto, SubscribeDto } from './subscribers.dto.js';
import { CHECK_YOUR_INBOX, SubscribersService } from './subscribers.service.js';

export const TOO_MANY_SUBSCRIBES = 'Too many subscribe requests from this address. Try again later.';

/** The readers' subscribe box, from the SPA. Open during Coming Soon: "leave your address" is what a coming-soon page is for. */
@ApiTags('subscribers')
@Controller('api/subscribers')
@OpenDuringComingSoon()
export class SubscribeController {
  constructor(private readonly subscribers: SubscribersService) {}

  @Post()
  @HttpCode(202)
  @Public()
  @ApiOperation({
    summary: 'Subscribe to new posts by email',
    description:
      'Double opt-in: a new, pending or unsubscribed address is sent a link to confirm (single use, valid 48 hours; at most one every 5 minutes). ' +
      'The answer is the same whether the address is new, waiting, subscribed or unsubscribed. At most 10 requests per client address in 15 minutes.',
  })
  @ApiAcceptedResponse({ type: SubscribeAcceptedDto })
  @ApiBadRequestResponse({ description: 'email missing, not an email address, or over 254 characters', type: ErrorResponseDto })
  @ApiTooManyRequestsResponse({ description: 'Too many requests from this client address; see Retry-After', type: ErrorResponseDto })
  async subscribe(@Body() body: SubscribeDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<SubscribeAcceptedDto> {
    const outcome = await this.subscribers.subscribe(body.email, request.ip);
    if (outcome.kind === 'invalid') throw new BadRequestException(outcome.problem);
    if (outcome.kind === 'throttled') {
      response.setHeader('Retry-After', String(outcome.retryAfterSeconds));
      throw new HttpException(TOO_MANY_SUBSCRIBES, HttpStatus.TOO_MANY_REQUESTS);
    }
    return { message: CHECK_YOUR_INBOX };
  }
}

import { Controller, Get, Param, Query, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { ComingSoonService } from '../admin/coming-soon.service.js';
import { ClosedDuringComingSoon } from '../common/decorators/open-during-coming-soon.decorator.js';
import { COMING_SOON_MESSAGE } from '../admin/coming-soon.interceptor.js';
import { allowCrossOriginUse } from '../common/http/cross-origin-resource.js';
import { SocialCardsService } from './social-cards.service.js';

/** The address with the current `v` never changes meaning; without it, the card follows the post. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';
const CACHE_BRIEFLY = 'public, max-age=300';

/** The posts' social cards (og:image), an image of the site like its pages: outside /api and the API document. */
@ApiExcludeController()
@Controller('social-cards')
export class SocialCardsController {
  constructor(
    private readonly cards: SocialCardsService,
    private readonly comingSoon: ComingSoonService,
  ) {}

  @Get(':file')
  @ClosedDuringComingSoon()
  async card(@Param('file') file: string, @Query('v') version: unknown, @Res() response: Response): Promise<void> {
    // The Coming Soon interceptor guards /api only: the site's own addresses check for themselves.
    if (await this.comingSoon.isEnabledCached()) {
      response.setHeader('Retry-After', '3600');
      throw new ServiceUnavailableException(COMING_SOON_MESSAGE);
    }
    const card = await this.cards.card(file, version);
    response.status(200).type('image/png').setHeader('Cache-Control', card.current ? CACHE_FOREVER : CACHE_BRIEFLY);
    allowCrossOriginUse(response);
    if ('bytes' in card) {
      response.send(card.bytes);
      return;
    }
    // Headers are gone by the time the file could fail mid-way: the connection is cut, as for any file.
    await pipeline(card.stream, response).catch(() => response.destroy());
  }
}

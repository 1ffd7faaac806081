import { Controller, Get, Header, NotFoundException, Param, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ComingSoonService } from '../admin/coming-soon.service.js';
import { Public } from '../common/decorators/admin-only.decorator.js';
import { OpenDuringComingSoon } from '../common/decorators/open-during-coming-soon.decorator.js';
import { ErrorResponseDto } from '../common/dto/error-response.dto.js';
import type { EncodedBody } from '../common/http/encoded-body.js';
import { tagSlug } from '../posts/text/tag-slug.js';
import { FeedsService } from './feeds.service.js';
import { FEED_FORMATS, FEED_SIZE, feedContentType } from './feeds/feed-formats.js';

const CACHE = 'public, max-age=300';

@ApiTags('site')
@Controller()
export class FeedsController {
  constructor(
    private readonly feeds: FeedsService,
    private readonly comingSoon: ComingSoonService,
  ) {}

  /** Feeds and the sitemap carry no posts while the site is not open yet. */
  private async whenOpen(response: Response): Promise<void> {
    if (await this.comingSoon.isEnabledCached()) {
      response.setHeader('Retry-After', '3600');
      throw new ServiceUnavailableException('Coming soon: the site is not open to visitors yet');
    }
  }

  @Get('rss.xml')
  @Public()
  @Header('Content-Type', feedContentType('rss'))
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: `RSS 2.0 feed of the latest ${FEED_SIZE} published posts, full content` })
  @ApiProduces(FEED_FORMATS.rss.mediaType)
  @ApiOkResponse({ description: 'The feed', schema: { type: 'string' } })
  @ApiServiceUnavailableResponse({ description: 'Coming Soon is on, or the database is unreachable', type: ErrorResponseDto })
  async rss(@Res({ passthrough: true }) response: Response): Promise<EncodedBody> {
    await this.whenOpen(response);
    return this.feeds.feed('rss');
  }

  @Get('tag/:slug/rss.xml')
  @Public()
  @Header('Content-Type', feedContentType('rss'))
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: `RSS 2.0 feed of the latest ${FEED_SIZE} published posts of one tag, full content` })
  @ApiProduces(FEED_FORMATS.rss.mediaType)
  @ApiOkResponse({ description: 'The feed', schema: { type: 'string' } })
  @ApiNotFoundResponse({ description: 'No published post carries this tag', type: ErrorResponseDto })
  @ApiServiceUnavailableResponse({ description: 'Coming Soon is on, or the database is unreachable', type: ErrorResponseDto })
  async tagRss(@Param('slug') slug: string, @Res({ passthrough: true }) response: Response): Promise<EncodedBody> {
    await this.whenOpen(response);
    const feed = await this.feeds.tagFeed(tagSlug(slug));
    if (!feed) throw new NotFoundException(`No published post is tagged "${slug.slice(0, 100)}"`);
    return feed;
  }

  @Get('atom.xml')
  @Public()
  @Header('Content-Type', feedContentType('atom'))
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: `Atom 1.0 feed (RFC 4287) of the latest ${FEED_SIZE} published posts, full content` })
  @ApiProduces(FEED_FORMATS.atom.mediaType)
  @ApiOkResponse({ description: 'The feed', schema: { type: 'string' } })
  @ApiServiceUnavailableResponse({ description: 'Coming Soon is on, or the database is unreachable', type: ErrorResponseDto })
  async atom(@Res({ passthrough: true }) response: Response): Promise<EncodedBody> {
    await this.whenOpen(response);
    return this.feeds.feed('atom');
  }

  @Get('feed.json')
  @Public()
  @Header('Content-Type', feedContentType('json'))
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: `JSON Feed 1.1 of the latest ${FEED_SIZE} published posts, full content` })
  @ApiProduces(FEED_FORMATS.json.mediaType)
  @ApiOkResponse({ description: 'The feed (https://www.jsonfeed.org/version/1.1/)', schema: { type: 'object' } })
  @ApiServiceUnavailableResponse({ description: 'Coming Soon is on, or the database is unreachable', type: ErrorResponseDto })
  async jsonFeed(@Res({ passthrough: true }) response: Response): Promise<EncodedBody> {
    await this.whenOpen(response);
    return this.feeds.feed('json');
  }

  @Get('sitemap.xml')
  @Public()
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'Sitemap: home, /blog, /stories and every published post, with lastmod' })
  @ApiProduces('application/xml')
  @ApiOkResponse({ description: 'The sitemap', schema: { type: 'string' } })
  @ApiServiceUnavailableResponse({ description: 'Coming Soon is on, or the database is unreachable', type: ErrorResponseDto })
  async sitemap(@Res({ passthrough: true }) response: Response): Promise<EncodedBody> {
    await this.whenOpen(response);
    return this.feeds.sitemap();
  }

  @Get('robots.txt')
  @Public()
  @OpenDuringComingSoon()
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'robots.txt, naming the sitemap' })
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'robots.txt', schema: { type: 'string' } })
  robots(): string {
    return this.feeds.robots();
  }
}

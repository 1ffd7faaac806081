import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { OpenDuringComingSoon } from '../common/decorators/open-during-coming-soon.decorator.js';
import { SpaService } from '../site/spa.service.js';
import { SearchPageService } from './search-page.service.js';

/** The search page; its module is imported before SiteModule, whose `/:slug` would otherwise answer `/search`. */
@ApiExcludeController()
@Controller('search')
@OpenDuringComingSoon()
export class SearchPageController {
  constructor(
    private readonly page: SearchPageService,
    private readonly spa: SpaService,
  ) {}

  @Get()
  async show(@Req() request: Request, @Res() response: Response): Promise<void> {
    const page = await this.page.render(request.query);
    if (page?.status === 503) response.setHeader('Retry-After', '5');
    await this.spa.sendPage(request, response, page);
  }
}

import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { OpenDuringComingSoon } from '../common/decorators/open-during-coming-soon.decorator.js';
import type { Section } from './chrome.markup.js';
import { PagesService } from './pages.service.js';
import type { RenderedPage } from './shell-template.js';
import { SpaService } from './spa.service.js';

/** The public pages, server-rendered into the SPA shell (PagesService decides what goes in, Coming Soon included). */
@ApiExcludeController()
@Controller()
@OpenDuringComingSoon()
export class PagesController {
  constructor(
    private readonly pages: PagesService,
    private readonly spa: SpaService,
  ) {}

  @Get()
  async home(@Req() request: Request, @Res() response: Response): Promise<void> {
    await this.send(request, response, await this.pages.list('home', request.query));
  }

  @Get(['blog', 'stories'])
  async list(@Req() request: Request, @Res() response: Response): Promise<void> {
    const section = request.path.split('/')[1] as Section;
    await this.send(request, response, await this.pages.list(section, request.query));
  }

  @Get(['blog/:slug', 'stories/:slug'])
  async article(@Param('slug') slug: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const section = request.path.split('/')[1] as 'blog' | 'stories';
    await this.send(request, response, await this.pages.article(slug, section));
  }

  private send(request: Request, response: Response, page: RenderedPage | undefined): void | Promise<void> {
    if (page?.status === 503) response.setHeader('Retry-After', '5');
    return this.spa.sendPage(request, response, page);
  }
}

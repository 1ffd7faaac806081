import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { OpenDuringComingSoon } from '../common/decorators/open-during-coming-soon.decorator.js';
import { sendEncoded } from '../common/http/send-encoded.js';
import { isValidSlug } from '../posts/text/slug.js';
import { tagSlug } from '../posts/text/tag-slug.js';
import { SHARED_PAGE_HEADERS } from '../share-links/shared-page-headers.js';
import type { Section } from './chrome.markup.js';
import { PagesService } from './pages.service.js';
import type { RenderedPage } from './shell-template.js';
import { SpaService } from './spa.service.js';
import { tagPageHref } from './tag-addresses.js';

const pageOf = (value: unknown) => (typeof value === 'string' && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1);

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

  /** `/tag/{slug}`; with a trailing slash (WordPress's and Ghost's spelling), a 301 to it when the tag has a page. */
  @Get('tag/:slug')
  async tag(@Param('slug') slug: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const page = await this.pages.tag(slug, request.query);
    if (page?.status === 200 && request.path.endsWith('/')) return response.redirect(301, tagPageHref(tagSlug(slug), pageOf(request.query.page)));
    await this.send(request, response, page);
  }

  @Get('share/:token')
  async shared(@Param('token') token: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const page = await this.pages.shared(token);
    if (!page) return this.send(request, response, page);
    for (const [name, value] of Object.entries(SHARED_PAGE_HEADERS)) response.setHeader(name, value);
    // Not through sendPage: a shared page is never remembered for replay (a revoked link stops at once).
    await sendEncoded(request, response, page.body, page.status);
  }

  /**
   * `/{slug}`: a page, else whatever the address was before pages (the SPA's own routes, files, the
   * server's areas, Page Not Found). Registered last of the site's routes, after every module's.
   */
  @Get(':slug')
  async page(@Param('slug') slug: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    if (!this.spa.handles(request)) throw new NotFoundException(`Cannot GET ${request.path.slice(0, 200)}`);
    const lowered = slug.toLowerCase();
    const page = this.spa.isClientRoute(request.path) || !isValidSlug(lowered) ? null : await this.pages.page(lowered);
    if (page === null) return this.spa.send(request, response);
    await this.send(request, response, page);
  }

  private send(request: Request, response: Response, page: RenderedPage | undefined): void | Promise<void> {
    if (page?.status === 503) response.setHeader('Retry-After', '5');
    return this.spa.sendPage(request, response, page);
  }
}

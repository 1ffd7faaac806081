import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { OpenDuringComingSoon } from '../common/decorators/open-during-coming-soon.decorator.js';
import { type ArchiveTarget, archiveTarget, blogPageTarget } from './old-archive-addresses.js';
import { PagesService } from './pages.service.js';
import { SpaService } from './spa.service.js';

/**
 * WordPress's and Ghost's archive addresses, moved for good to Folio's on every site (imported or
 * not): `/tag/{slug}/feed/`, `/category/…/{slug}/`, `/author/{name}/`, `/page/N/` and `/blog/page/N/`.
 * A 301 only to a page that exists (a tag some published post carries, a page within the list);
 * anything else is the site's Page Not Found, as any unknown address.
 */
@ApiExcludeController()
@Controller()
@OpenDuringComingSoon()
export class OldArchiveAddressesController {
  constructor(
    private readonly pages: PagesService,
    private readonly spa: SpaService,
  ) {}

  @Get('tag/:slug/*rest')
  tag(@Param('slug') slug: string, @Param('rest') rest: string[], @Req() request: Request, @Res() response: Response): Promise<void> {
    return this.follow(archiveTarget('tag', [slug, ...rest]), request, response);
  }

  @Get('category/*path')
  category(@Param('path') path: string[], @Req() request: Request, @Res() response: Response): Promise<void> {
    return this.follow(archiveTarget('category', path), request, response);
  }

  @Get('author/*path')
  author(@Param('path') path: string[], @Req() request: Request, @Res() response: Response): Promise<void> {
    return this.follow(archiveTarget('author', path), request, response);
  }

  @Get(['page/:number', 'blog/page/:number'])
  page(@Param('number') number: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    return this.follow(blogPageTarget(number), request, response);
  }

  private async follow(target: ArchiveTarget | undefined, request: Request, response: Response): Promise<void> {
    const location = target && (await this.pages.archiveLocation(target));
    if (location) return response.redirect(301, location);
    await this.spa.send(request, response);
  }
}

import { Controller, Get, Redirect } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../common/decorators/admin-only.decorator.js';

/**
 * Where WordPress, Ghost and Substack kept their feeds, moved for good to Folio's, on every site
 * (imported or not): a feed reader follows a 301 and keeps its subscriber. `/feed` and `/feed/` are
 * one route (Express's routing is not strict). Folio has no comments, so their feed is the site's.
 */
@ApiExcludeController()
@Controller()
export class OldFeedAddressesController {
  @Get(['feed', 'rss', 'rss2', 'feed/rss', 'feed/rss2', 'comments/feed'])
  @Public()
  @Redirect('/rss.xml', 301)
  rss(): void {}

  @Get('feed/atom')
  @Public()
  @Redirect('/atom.xml', 301)
  atom(): void {}
}

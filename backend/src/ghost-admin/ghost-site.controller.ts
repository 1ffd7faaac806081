import { Controller, Get, Inject, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { SiteIdentityService } from '../identity/site-identity.service.js';
import { GHOST_ADMIN_PATHS } from './ghost-admin-paths.js';
import { GhostAdminRepository } from './ghost-admin.repository.js';
import { GhostAuthGuard, GhostPublic } from './ghost-auth.guard.js';
import { GhostErrorsFilter } from './ghost-errors.filter.js';
import { absoluteUrl, toGhostTag } from './ghost-post.mapper.js';
import { ghostPagination, parseGhostBrowse } from './ghost-query.js';

/** The Ghost version Folio answers as: the Admin API its routes follow. */
export const GHOST_API_VERSION = '5.0';

/** Ghost's `site` (read by apps to check the address before asking for a key) and `tags` resources. */
@ApiExcludeController()
@Controller(GHOST_ADMIN_PATHS)
@UseGuards(GhostAuthGuard)
@UseFilters(GhostErrorsFilter)
export class GhostSiteController {
  private readonly siteUrl: string;

  constructor(
    private readonly identity: SiteIdentityService,
    private readonly repository: GhostAdminRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.siteUrl = config.siteUrl;
  }

  @Get('site')
  @GhostPublic()
  async site() {
    const site = await this.identity.currentOrLatest();
    return {
      site: {
        title: site.title,
        description: site.description,
        logo: absoluteUrl(this.siteUrl, site.logo?.url ?? null),
        icon: absoluteUrl(this.siteUrl, site.icon?.url ?? null),
        accent_color: site.accentColor,
        locale: 'en',
        url: `${this.siteUrl}/`,
        version: GHOST_API_VERSION,
      },
    };
  }

  @Get('tags')
  async tags(@Query() query: Record<string, unknown>) {
    const { page, limit } = parseGhostBrowse({ page: query.page, limit: query.limit });
    const [tags, total] = await this.repository.tagsPage((page - 1) * limit, limit);
    return { tags: tags.map((tag) => toGhostTag(this.siteUrl, tag, tag.posts)), meta: { pagination: ghostPagination(page, limit, total) } };
  }
}

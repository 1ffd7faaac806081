import { Body, Controller, Get, Header, Patch, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiExcludeEndpoint, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly, Public } from '../common/decorators/admin-only.decorator.js';
import { OpenDuringComingSoon } from '../common/decorators/open-during-coming-soon.decorator.js';
import { ErrorResponseDto } from '../common/dto/error-response.dto.js';
import { SiteIcons, type SiteIconName } from './site-icons.service.js';
import { SiteIdentityDto, SiteIdentitySettingsDto, UpdateSiteIdentityDto } from './site-identity.dto.js';
import { SiteIdentityService } from './site-identity.service.js';
import { webManifest } from './web-manifest.js';

/** Icons and the manifest change rarely, and their links carry ?v= after each save. */
const ICON_CACHE = 'public, max-age=86400';

@ApiTags('site')
@Controller()
export class SiteIdentityController {
  constructor(
    private readonly identity: SiteIdentityService,
    private readonly icons: SiteIcons,
  ) {}

  @Get('api/site')
  @Public()
  @OpenDuringComingSoon()
  @ApiOperation({ summary: 'Read the site\'s identity', description: 'Every value as the site shows it: the author\'s where set, the first value (SITE_NAME, SITE_DESCRIPTION, AUTHOR_NAME…) otherwise.' })
  @ApiOkResponse({ type: SiteIdentityDto })
  @ApiServiceUnavailableResponse({ description: 'The database is unreachable', type: ErrorResponseDto })
  get(): Promise<SiteIdentityDto> {
    return this.identity.get();
  }

  @Get('api/site/settings')
  @AdminOnly()
  @ApiOperation({ summary: 'Read what the author set of the site\'s identity', description: 'Null where the first value applies (GET /api/site shows it).' })
  @ApiOkResponse({ type: SiteIdentitySettingsDto })
  settings(): Promise<SiteIdentitySettingsDto> {
    return this.identity.settings();
  }

  @Patch('api/site/settings')
  @AdminOnly()
  @ApiOperation({
    summary: 'Change the site\'s identity',
    description:
      'The fields given change (null or blank: back to the first value); the others stay. Every page, feed, share card, the manifest and mail use ' +
      'the new values at once, on every server. On any error nothing changes.',
  })
  @ApiOkResponse({ type: SiteIdentitySettingsDto, description: 'What is set now' })
  @ApiBadRequestResponse({
    description:
      'A field too long, a colour that is not #rrggbb or fails WCAG AA contrast on its theme\'s background (the message gives the measured ratio), ' +
      'a language that is not a BCP 47 tag, an unknown time zone, a link that is not http(s), an image id that is not a public image of the library, ' +
      'or an unknown field; the message names the field',
    type: ErrorResponseDto,
  })
  update(@Body() body: UpdateSiteIdentityDto): Promise<SiteIdentitySettingsDto> {
    return this.identity.update(body);
  }

  @Get('manifest.webmanifest')
  @Public()
  @ApiExcludeEndpoint()
  @Header('Content-Type', 'application/manifest+json; charset=utf-8')
  @Header('Cache-Control', ICON_CACHE)
  async manifest(): Promise<string> {
    return webManifest(await this.identity.current());
  }

  @Get(['favicon.png', 'apple-touch-icon.png', 'icon-192.png', 'icon-512.png'])
  @Public()
  @ApiExcludeEndpoint()
  async icon(@Res() response: Response): Promise<void> {
    const name = response.req.path.slice(1) as SiteIconName;
    const bytes = await this.icons.png(await this.identity.current(), name);
    response.setHeader('Cache-Control', ICON_CACHE);
    response.type('image/png').send(bytes);
  }
}

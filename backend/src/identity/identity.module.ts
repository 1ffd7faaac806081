import { Module } from '@nestjs/common';
import { SiteIcons } from './site-icons.service.js';
import { SiteIdentityController } from './site-identity.controller.js';
import { SiteIdentityRepository } from './site-identity.repository.js';
import { SiteIdentityService } from './site-identity.service.js';

/** The site's name, look, author and home page, set in Settings → Site and read by every output. */
@Module({
  controllers: [SiteIdentityController],
  providers: [SiteIdentityService, SiteIdentityRepository, SiteIcons],
  exports: [SiteIdentityService],
})
export class IdentityModule {}

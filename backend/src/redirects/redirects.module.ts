import { Module } from '@nestjs/common';
import { PostAddressRedirects } from './post-addresses.js';
import { RedirectsCache } from './redirects-cache.js';
import { RedirectsController } from './redirects.controller.js';
import { RedirectsGate } from './redirects-gate.js';
import { RedirectsRepository } from './redirects.repository.js';
import { RedirectsService } from './redirects.service.js';

/** Old addresses answered with redirects: managed by the admin, added by imports and by posts that move. */
@Module({
  controllers: [RedirectsController],
  providers: [RedirectsService, RedirectsRepository, RedirectsCache, RedirectsGate, PostAddressRedirects],
  exports: [RedirectsService, RedirectsGate, PostAddressRedirects],
})
export class RedirectsModule {}

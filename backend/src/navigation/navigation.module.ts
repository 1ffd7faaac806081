import { Module } from '@nestjs/common';
import { NavigationCache } from './navigation-cache.js';
import { NavigationController } from './navigation.controller.js';
import { NavigationRepository } from './navigation.repository.js';
import { NavigationService } from './navigation.service.js';

/** The links of the site's top navigation and footer, set by the admin. */
@Module({
  controllers: [NavigationController],
  providers: [NavigationService, NavigationRepository, NavigationCache],
  exports: [NavigationService],
})
export class NavigationModule {}

import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { NavigationModule } from '../navigation/navigation.module.js';
import { PostsModule } from '../posts/posts.module.js';
import { ShareLinksModule } from '../share-links/share-links.module.js';
import { StatsModule } from '../stats/stats.module.js';
import { CachedAnswers } from './cached-answers.js';
import { FeedsController } from './feeds.controller.js';
import { FeedsService } from './feeds.service.js';
import { OldArchiveAddressesController } from './old-archive-addresses.controller.js';
import { OldFeedAddressesController } from './old-feed-addresses.controller.js';
import { PagesController } from './pages.controller.js';
import { PagesService } from './pages.service.js';
import { SpaService } from './spa.service.js';

@Module({
  imports: [PostsModule, AdminModule, IdentityModule, NavigationModule, ShareLinksModule, StatsModule],
  // Before PagesController, whose /:slug would answer /feed and /rss with a 404 page.
  controllers: [FeedsController, OldFeedAddressesController, OldArchiveAddressesController, PagesController],
  providers: [SpaService, FeedsService, PagesService, CachedAnswers],
  exports: [SpaService, CachedAnswers],
})
export class SiteModule {}

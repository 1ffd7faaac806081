import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module.js';
import { SiteModule } from '../site/site.module.js';
import { SearchPageController } from './search-page.controller.js';
import { SearchPageService } from './search-page.service.js';
import { SearchController } from './search.controller.js';
import { SearchRepository } from './search.repository.js';
import { SearchService } from './search.service.js';

/** Visitors' full-text search: GET /api/search and the page /search. */
@Module({
  imports: [AdminModule, SiteModule],
  controllers: [SearchController, SearchPageController],
  providers: [SearchService, SearchRepository, SearchPageService],
})
export class SearchModule {}

import { Injectable, Logger } from '@nestjs/common';
import { ComingSoonService } from '../admin/coming-soon.service.js';
import { isDatabaseUnavailable } from '../common/filters/database-errors.js';
import { siteChrome } from '../site/chrome.markup.js';
import type { RenderedPage } from '../site/shell-template.js';
import { SpaService } from '../site/spa.service.js';
import { QUERY_MAX_LENGTH } from './search-query.js';
import { SEARCH_PAGE_SIZE } from './search.dto.js';
import { SEARCH_PATH, searchInitialData, searchMarkup, type SearchView } from './search.markup.js';
import { SearchService } from './search.service.js';

const pageNumber = (value: unknown) => (typeof value === 'string' && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1);

/** `/search?q=`: drawn on the server into the SPA shell, never indexed, never cached (every query is another page). */
@Injectable()
export class SearchPageService {
  private readonly logger = new Logger(SearchPageService.name);

  constructor(
    private readonly search: SearchService,
    private readonly spa: SpaService,
    private readonly comingSoon: ComingSoonService,
  ) {}

  async render(query: { q?: unknown; page?: unknown }): Promise<RenderedPage | undefined> {
    const template = this.spa.template();
    if (!template) return undefined;
    if (await this.comingSoon.isEnabledCached()) return this.spa.comingSoonShell();
    const q = typeof query.q === 'string' ? query.q.trim() : '';
    const view: SearchView = { q, page: pageNumber(query.page), limit: SEARCH_PAGE_SIZE };
    if (q.length > QUERY_MAX_LENGTH) view.problem = `Search with ${QUERY_MAX_LENGTH} characters or fewer.`;
    try {
      if (q && !view.problem) view.results = await this.search.search(view);
      const navigated = await this.spa.withNavigation(template);
      return navigated.render(
        {
          title: navigated.title(q && !view.problem ? `Search: ${q}` : 'Search'),
          head: '<meta name="robots" content="noindex">',
          root: siteChrome(navigated.identity, navigated.navigation, SEARCH_PATH, searchMarkup(view, navigated.identity.timeZone)),
          afterRoot: searchInitialData(view),
        },
        view.problem ? 400 : 200,
      );
    } catch (error) {
      if (isDatabaseUnavailable(error)) return this.spa.plainShell(503);
      this.logger.error((error as Error)?.stack ?? String(error));
      return this.spa.plainShell(500);
    }
  }
}

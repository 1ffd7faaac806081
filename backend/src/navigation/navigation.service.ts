import { Injectable } from '@nestjs/common';
import { NavigationCache } from './navigation-cache.js';
import type { NavigationDto } from './navigation.dto.js';
import { NavigationRepository } from './navigation.repository.js';
import { DEFAULT_NAVIGATION, frozenNavigation, type Navigation } from './navigation.js';

const mapNavigation = (navigation: Navigation): NavigationDto => ({
  primary: navigation.primary.map(({ label, url }) => ({ label, url })),
  footer: navigation.footer.map(({ label, url }) => ({ label, url })),
});

/** The links of the site's top navigation and footer: the spec's until the admin saves others. */
@Injectable()
export class NavigationService {
  constructor(
    private readonly repository: NavigationRepository,
    private readonly cache: NavigationCache,
  ) {}

  /** What every page shows now; the same value until the next change, from memory. */
  current(): Promise<Navigation> {
    return this.cache.read(async () => frozenNavigation((await this.repository.find()) ?? DEFAULT_NAVIGATION));
  }

  async get(): Promise<NavigationDto> {
    return mapNavigation(await this.current());
  }

  /** Replaces both lists (already validated: labels trimmed, URLs safe) and tells every replica. */
  async replace(dto: NavigationDto): Promise<NavigationDto> {
    const navigation = frozenNavigation(dto);
    await this.repository.save(navigation);
    await this.cache.changed();
    return mapNavigation(navigation);
  }
}

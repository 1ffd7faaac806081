import { BadRequestException, Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { ChangeFeed } from '../database/change-feed.js';
import { FeedCachedValue } from '../database/feed-cached-value.js';
import { LIBRARY_IMAGE_REMOVED_TOPIC, POST_IMAGES_TOPIC } from '../images/post-images-topic.js';
import { POSTS_TOPIC } from '../posts/posts-cache.js';
import { canonicalLanguage, canonicalTimeZone, DEFAULT_HOME_INTRODUCTION, defaultFooterText, defaultHomeHeading, type SiteIdentity } from './site-identity.js';
import type { SiteIdentityDto, SiteIdentitySettingsDto, UpdateSiteIdentityDto } from './site-identity.dto.js';
import { type IdentityChanges, SiteIdentityRepository, type StoredIdentity } from './site-identity.repository.js';

export const IDENTITY_TOPIC = 'site-identity';

/** The identity before the author sets anything: every value the server's first. */
export const NOTHING_SET: StoredIdentity = {
  title: null,
  description: null,
  logo: null,
  icon: null,
  accentColor: null,
  accentColorDark: null,
  homeHeading: null,
  homeIntroduction: null,
  homeCards: true,
  authorName: null,
  authorBio: null,
  authorAvatar: null,
  authorLinks: [],
  footerText: null,
  language: null,
  timeZone: null,
  version: 0,
};

/** The stored values with the first ones (SITE_NAME, SITE_DESCRIPTION, AUTHOR_NAME, the spec's home page) where nothing is set. */
export function resolveIdentity(stored: StoredIdentity, config: Pick<AppConfig, 'siteName' | 'siteDescription' | 'authorName'>): SiteIdentity {
  const title = stored.title ?? config.siteName;
  return Object.freeze({
    title,
    description: stored.description ?? config.siteDescription,
    logo: stored.logo,
    icon: stored.icon,
    accentColor: stored.accentColor,
    accentColorDark: stored.accentColorDark,
    homeHeading: stored.homeHeading ?? defaultHomeHeading(title),
    homeIntroduction: stored.homeIntroduction ?? DEFAULT_HOME_INTRODUCTION,
    homeCards: stored.homeCards,
    authorName: stored.authorName ?? config.authorName,
    authorBio: stored.authorBio ?? '',
    authorAvatar: stored.authorAvatar,
    authorLinks: Object.freeze(stored.authorLinks.map(({ label, url }) => Object.freeze({ label, url }))),
    footerText: stored.footerText ?? defaultFooterText(title),
    language: canonicalLanguage(stored.language) ?? 'en',
    timeZone: canonicalTimeZone(stored.timeZone) ?? 'UTC',
    version: String(stored.version),
  });
}

const IMAGE_FIELDS = ['logo_image_id', 'icon_image_id', 'author_avatar_image_id'] as const;

/**
 * The site's identity, read by every page, feed, card and mail: kept in memory per replica until a
 * save on any replica is heard on the change feed. `latest()` serves the few places that cannot
 * wait for the database (the plain shell during an outage): the last value read, or the first values.
 */
@Injectable()
export class SiteIdentityService implements OnModuleDestroy {
  private readonly cached: FeedCachedValue<{ stored: StoredIdentity; identity: SiteIdentity }>;
  private last: SiteIdentity;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ChangeFeed) private readonly changes: ChangeFeed,
    private readonly repository: SiteIdentityRepository,
  ) {
    // Its images are read with it (their addresses): a removed or re-encoded one makes it read again.
    this.cached = new FeedCachedValue(changes, [IDENTITY_TOPIC, LIBRARY_IMAGE_REMOVED_TOPIC, POST_IMAGES_TOPIC]);
    this.last = resolveIdentity(NOTHING_SET, config);
  }

  onModuleDestroy(): void {
    this.cached.dispose();
  }

  async current(): Promise<SiteIdentity> {
    return (await this.read()).identity;
  }

  latest(): SiteIdentity {
    return this.last;
  }

  /** Never fails: the identity in force, or the last one read when the database cannot say (mail, subscriber pages). */
  currentOrLatest(): Promise<SiteIdentity> {
    return this.current().catch(() => this.last);
  }

  async get(): Promise<SiteIdentityDto> {
    return mapIdentity(await this.current());
  }

  async settings(): Promise<SiteIdentitySettingsDto> {
    return mapSettings((await this.read()).stored);
  }

  /** Applies the fields given (already checked one by one); an image id must name a public image of the library. */
  async update(body: UpdateSiteIdentityDto): Promise<SiteIdentitySettingsDto> {
    const { stored } = await this.read();
    const given = IMAGE_FIELDS.map((field) => body[field]).filter((id): id is string => typeof id === 'string');
    const known = await this.repository.publicImageIds(given);
    const unknown = IMAGE_FIELDS.filter((field) => typeof body[field] === 'string' && !known.has(body[field]));
    if (unknown.length) throw new BadRequestException(unknown.map((field) => `${field} does not name a public image of the library`));
    const pick = <T>(value: T | undefined, current: T) => (value === undefined ? current : value);
    const changes: IdentityChanges = {
      title: pick(body.title, stored.title),
      description: pick(body.description, stored.description),
      logoImageId: pick(body.logo_image_id, stored.logo?.id ?? null),
      iconImageId: pick(body.icon_image_id, stored.icon?.id ?? null),
      accentColor: pick(body.accent_color, stored.accentColor),
      accentColorDark: pick(body.accent_color_dark, stored.accentColorDark),
      homeHeading: pick(body.home_heading, stored.homeHeading),
      homeIntroduction: pick(body.home_introduction, stored.homeIntroduction),
      homeCards: pick(body.home_cards, stored.homeCards),
      authorName: pick(body.author_name, stored.authorName),
      authorBio: pick(body.author_bio, stored.authorBio),
      authorAvatarImageId: pick(body.author_avatar_image_id, stored.authorAvatar?.id ?? null),
      authorLinks: body.author_links ? body.author_links.map(({ label, url }) => ({ label, url })) : stored.authorLinks,
      footerText: pick(body.footer_text, stored.footerText),
      language: body.language === undefined ? stored.language : body.language && canonicalLanguage(body.language)!,
      timeZone: body.time_zone === undefined ? stored.timeZone : body.time_zone && canonicalTimeZone(body.time_zone)!,
    };
    await this.repository.save(changes);
    // Pages drawn with the old identity sit in PostsCache: told after, as the navigation does (NavigationCache.changed).
    await this.changes.publish(IDENTITY_TOPIC);
    await this.changes.publish(POSTS_TOPIC);
    return this.settings();
  }

  private read() {
    return this.cached.read(async () => {
      const stored = (await this.repository.find()) ?? NOTHING_SET;
      const identity = resolveIdentity(stored, this.config);
      this.last = identity;
      return { stored, identity };
    });
  }
}

/** The identity as GET /api/site answers it (and as pages carry it for the SPA's first render). */
export function mapIdentity(identity: SiteIdentity): SiteIdentityDto {
  return {
    title: identity.title,
    description: identity.description,
    logo: identity.logo,
    icon: identity.icon,
    accent_color: identity.accentColor,
    accent_color_dark: identity.accentColorDark,
    home_heading: identity.homeHeading,
    home_introduction: identity.homeIntroduction,
    home_cards: identity.homeCards,
    author_name: identity.authorName,
    author_bio: identity.authorBio,
    author_avatar: identity.authorAvatar,
    author_links: identity.authorLinks.map(({ label, url }) => ({ label, url })),
    footer_text: identity.footerText,
    language: identity.language,
    time_zone: identity.timeZone,
  };
}

function mapSettings(stored: StoredIdentity): SiteIdentitySettingsDto {
  return {
    title: stored.title,
    description: stored.description,
    logo: stored.logo,
    icon: stored.icon,
    accent_color: stored.accentColor,
    accent_color_dark: stored.accentColorDark,
    home_heading: stored.homeHeading,
    home_introduction: stored.homeIntroduction,
    home_cards: stored.homeCards,
    author_name: stored.authorName,
    author_bio: stored.authorBio,
    author_avatar: stored.authorAvatar,
    author_links: stored.authorLinks.map(({ label, url }) => ({ label, url })),
    footer_text: stored.footerText,
    language: stored.language,
    time_zone: stored.timeZone,
  };
}

/** One of the author's links (JSON-LD `sameAs`, the article footer): http(s) only. */
export interface AuthorLink {
  readonly label: string;
  readonly url: string;
}

/** An image of the identity: the library's id, and where browsers fetch it. */
export interface IdentityImage {
  readonly id: string;
  readonly url: string;
}

/** The site as every output names it; every field resolved (defaults filled in), frozen, one value until the next change. */
export interface SiteIdentity {
  readonly title: string;
  readonly description: string;
  readonly logo: IdentityImage | null;
  readonly icon: IdentityImage | null;
  /** The accent on the light theme, `#rrggbb`; null: the theme's own. */
  readonly accentColor: string | null;
  /** The accent on the dark theme; null: the theme's own. */
  readonly accentColorDark: string | null;
  readonly homeHeading: string;
  readonly homeIntroduction: string;
  readonly homeCards: boolean;
  readonly authorName: string;
  readonly authorBio: string;
  readonly authorAvatar: IdentityImage | null;
  readonly authorLinks: readonly AuthorLink[];
  /** The footer's line; the default is `© {year} {title}`. */
  readonly footerText: string;
  /** A BCP 47 tag, canonical (`en-GB`). */
  readonly language: string;
  /** An IANA time zone (`Europe/Paris`). */
  readonly timeZone: string;
  /** Changes with every save: a cache key for what is drawn from the identity (icons, cards). */
  readonly version: string;
}

export const IDENTITY_LIMITS = {
  title: 120,
  description: 300,
  home_heading: 120,
  home_introduction: 600,
  author_name: 100,
  author_bio: 600,
  footer_text: 300,
  author_links: 10,
  link_label: 60,
  link_url: 2000,
  language: 35,
  time_zone: 64,
} as const;

export const DEFAULT_HOME_INTRODUCTION = 'A personal blog of stories, insights and news.';

/** The home page's heading until the author writes one. */
export const defaultHomeHeading = (title: string) => `Welcome to ${title}`;

/** The footer's line until the author writes one: the year is the one the page is drawn in. */
export const defaultFooterText = (title: string) => `© ${new Date().getUTCFullYear()} ${title}`;

/** The canonical form of a BCP 47 language tag (`EN-gb` → `en-GB`), or undefined when it is not one. */
export function canonicalLanguage(tag: unknown): string | undefined {
  if (typeof tag !== 'string' || !tag.trim() || tag.length > IDENTITY_LIMITS.language) return undefined;
  try {
    const [canonical] = Intl.getCanonicalLocales(tag.trim());
    return canonical;
  } catch {
    return undefined;
  }
}

/** The IANA name Intl knows the zone by (`europe/paris` → `Europe/Paris`), or undefined when it knows none. */
export function canonicalTimeZone(zone: unknown): string | undefined {
  if (typeof zone !== 'string' || !zone.trim() || zone.length > IDENTITY_LIMITS.time_zone) return undefined;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone.trim() }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** Whether an author link may be shown and given to search engines: an absolute http(s) URL without spaces or control characters. */
export function isAuthorLinkUrl(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > IDENTITY_LIMITS.link_url || /[\s\p{Cc}\\]/u.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

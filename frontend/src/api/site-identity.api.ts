import { readSiteName } from '../lib/site-name';
import { api } from './api-slice';
import type { SiteIdentityDto } from './openapi';

/** The site as it shows (Settings → Site, or the server's first values): GET /api/site. */
export type SiteIdentity = SiteIdentityDto;

/** What the server shows before the author sets anything (backend/src/identity/site-identity.service.ts, resolveIdentity). */
export function defaultIdentity(title: string = readSiteName()): SiteIdentity {
  return {
    title,
    description: '',
    logo: null,
    icon: null,
    accent_color: null,
    accent_color_dark: null,
    home_heading: `Welcome to ${title}`,
    home_introduction: 'A personal blog of stories, insights and news.',
    home_cards: true,
    author_name: '',
    author_bio: '',
    author_avatar: null,
    author_links: [],
    // UTC, as the server writes it.
    footer_text: `© ${new Date().getUTCFullYear()} ${title}`,
    language: 'en',
    time_zone: 'UTC',
  };
}

/** Whether a value read from the page or the API has the identity's shape (the fields the app reads). */
export function isSiteIdentity(value: unknown): value is SiteIdentity {
  const identity = (value ?? {}) as Partial<SiteIdentity>;
  return (
    typeof identity.title === 'string' &&
    typeof identity.home_heading === 'string' &&
    typeof identity.footer_text === 'string' &&
    typeof identity.time_zone === 'string' &&
    Array.isArray(identity.author_links)
  );
}

export const siteIdentityApi = api.enhanceEndpoints({ addTagTypes: ['SiteIdentity'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Pages the server drew carry it (site-identity-data.ts): the first render asks nothing. */
    siteIdentity: build.query<SiteIdentity, void>({
      query: () => '/api/site',
      transformResponse: (value: unknown) => (isSiteIdentity(value) ? value : defaultIdentity()),
      providesTags: ['SiteIdentity'],
    }),
  }),
});

export const { useSiteIdentityQuery } = siteIdentityApi;

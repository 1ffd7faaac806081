import { api } from './api-slice';
import type { NavigationDto, NavigationLinkDto } from './openapi';

/** One link of the site's chrome: a path of the site, an http(s) URL or a mailto: address. */
export type NavigationLink = NavigationLinkDto;

/** The top navigation's and the footer's links, in order. */
export type Navigation = NavigationDto;

const SPEC_LINKS: NavigationLink[] = [
  { label: 'Home', url: '/' },
  { label: 'Stories', url: '/stories' },
  { label: 'Blog', url: '/blog' },
];

/** Spec §2 "Global chrome": the site's links until the admin saves others, and while the server cannot be asked. */
export const DEFAULT_NAVIGATION: Navigation = { primary: SPEC_LINKS, footer: SPEC_LINKS };

const isLink = (value: unknown): value is NavigationLink =>
  typeof value === 'object' && value !== null && typeof (value as NavigationLink).label === 'string' && typeof (value as NavigationLink).url === 'string';

/** Whether a value read from the API or from the page has the navigation's shape. */
export function isNavigation(value: unknown): value is Navigation {
  const { primary, footer } = (value ?? {}) as Partial<Navigation>;
  return [primary, footer].every((list) => Array.isArray(list) && list.every(isLink));
}

export const navigationApi = api.enhanceEndpoints({ addTagTypes: ['Navigation'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Pages the server drew carry it (navigation-data.ts): the chrome's first render asks nothing. */
    navigation: build.query<Navigation, void>({
      query: () => '/api/navigation',
      // Something in between (a proxy's page) must not take the site's links away: the spec's stand in.
      transformResponse: (value: unknown) => (isNavigation(value) ? value : DEFAULT_NAVIGATION),
      providesTags: ['Navigation'],
    }),
    /** Replaces both lists; a 400 names the field in `message` (`primary.1.url must …`). */
    saveNavigation: build.mutation<Navigation, Navigation>({
      query: (body) => ({ url: '/api/navigation', method: 'PUT', body }),
      invalidatesTags: ['Navigation'],
    }),
  }),
});

export const { useNavigationQuery, useSaveNavigationMutation } = navigationApi;

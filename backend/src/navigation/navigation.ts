/** One link of the site's chrome: what it says and where it goes (a site path, an http(s) URL or a mailto: address). */
export interface NavigationLink {
  readonly label: string;
  readonly url: string;
}

/** The links of the top navigation and of the footer, in their order. */
export interface Navigation {
  readonly primary: readonly NavigationLink[];
  readonly footer: readonly NavigationLink[];
}

export const LABEL_MAX = 60;
export const URL_MAX = 2000;
export const LINKS_MAX = 20;

const SPEC_LINKS: readonly NavigationLink[] = [
  { label: 'Home', url: '/' },
  { label: 'Stories', url: '/stories' },
  { label: 'Blog', url: '/blog' },
];

/** Spec §2 "Global chrome": Home, Stories and Blog in the top navigation and in the footer, until the admin saves others. */
export const DEFAULT_NAVIGATION: Navigation = frozenNavigation({ primary: SPEC_LINKS, footer: SPEC_LINKS });

/**
 * A copy nobody can change: the same value is handed to every request and pages are remembered by
 * it, so a change must come as a new value.
 */
export function frozenNavigation(navigation: Navigation): Navigation {
  const links = (list: readonly NavigationLink[]) => Object.freeze(list.map(({ label, url }) => Object.freeze({ label, url })));
  return Object.freeze({ primary: links(navigation.primary), footer: links(navigation.footer) });
}

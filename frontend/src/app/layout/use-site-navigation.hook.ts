import { DEFAULT_NAVIGATION, useNavigationQuery, type Navigation } from '../../api/navigation.api';

/** The site's links: the server's (from the page, else asked), the spec's while they are not known. */
export function useSiteNavigation(): Navigation {
  return useNavigationQuery().data ?? DEFAULT_NAVIGATION;
}

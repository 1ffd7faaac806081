import { useMemo } from 'react';
import { defaultIdentity, type SiteIdentity, useSiteIdentityQuery } from '../api/site-identity.api';

/** The site's identity: the page's own (seeded), or the API's; the server's first values until it answers. */
export function useSiteIdentity(): SiteIdentity {
  const { data } = useSiteIdentityQuery();
  const fallback = useMemo(() => defaultIdentity(), []);
  return data ?? fallback;
}

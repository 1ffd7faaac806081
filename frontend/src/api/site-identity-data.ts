import type { AppDispatch } from '../app/store';
import { isSiteIdentity, siteIdentityApi } from './site-identity.api';

/** The server puts the site's identity into every page it draws under this id (backend/src/site/identity.markup.ts). */
export const IDENTITY_DATA_ID = 'folio-site';

/**
 * Seeds the identity query with the values the server drew the page with, so that the first render
 * (a hydration) prints the same name, footer, home heading and dates. Without the data block (the
 * development server) the app asks the API.
 */
export function seedSiteIdentity(dispatch: AppDispatch, doc: Document = document): void {
  const text = doc.getElementById(IDENTITY_DATA_ID)?.textContent;
  if (!text) return;
  try {
    const data: unknown = JSON.parse(text);
    if (isSiteIdentity(data)) dispatch(siteIdentityApi.util.upsertQueryEntries([{ endpointName: 'siteIdentity', arg: undefined, value: data }]));
  } catch {
    // A damaged block: the app asks the API.
  }
}

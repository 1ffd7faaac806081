import type { AppDispatch } from '../app/store';
import { isNavigation, navigationApi, type Navigation } from './navigation.api';

/** The server puts the navigation into every page it draws under this id (backend/src/site/chrome.markup.ts). */
export const NAVIGATION_DATA_ID = 'folio-navigation';

function readNavigation(doc: Document): Navigation | undefined {
  const text = doc.getElementById(NAVIGATION_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data: unknown = JSON.parse(text);
    return isNavigation(data) ? { primary: data.primary, footer: data.footer } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Seeds the navigation query with the links the server drew the page with, so that the chrome's
 * first render is the server's (nothing moves, nothing is asked). Without the data block (the
 * development server, Coming Soon) the chrome asks the API.
 */
export function seedNavigation(dispatch: AppDispatch, doc: Document = document): void {
  const navigation = readNavigation(doc);
  if (navigation) dispatch(navigationApi.util.upsertQueryEntries([{ endpointName: 'navigation', arg: undefined, value: navigation }]));
}

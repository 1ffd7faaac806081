import { useLayoutEffect } from 'react';

/** The attribute the server's first-tap script watches (APP_MARK in backend/src/site/first-tap-script.ts). */
const APP_MARK = 'data-app';

/**
 * A server-rendered page answers the menu toggle, Ctrl+Alt+D and the brand's hold with a small
 * inline script (backend/src/site/first-tap-script.ts) until the app takes over. Marking <html> in
 * a layout effect, in the very commit that attaches the app's handlers, and before any event could
 * reach them, makes the script stand aside: no tap is answered twice, none by neither.
 */
export function useFirstTapHandover() {
  useLayoutEffect(() => {
    document.documentElement.setAttribute(APP_MARK, '');
  }, []);
}

/** Whether the reader opened the menu of the server's page before the app took it over (the app keeps it open). */
export function menuOpenedBeforeTheApp(menuId: string): boolean {
  return document.getElementById(menuId)?.getAttribute('data-open') === 'true';
}

import { useCallback, useEffect, useRef } from 'react';
import { markUnsaved, UNSAVED_CHANGES_MESSAGE } from '../../lib/unsaved-changes';

/** The link a click would follow inside this app, or null (new tab, download, another site, this very page). */
function inAppLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return null;
  }
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return anchor;
}

/**
 * While `dirty`, leaving asks first: closing or reloading the tab (`beforeunload`) and following a
 * link inside the app. The router is declarative (no `useBlocker`), so link clicks are caught at
 * the document in the capture phase, before the router's own handler. The browser's Back button
 * cannot be caught this way (the editor keeps a copy for that). Exits elsewhere on the screen that
 * are not links (Log Out) ask through lib/unsaved-changes, where the form is marked while dirty.
 * Returns `confirmLeave()` for the page's own exits (Cancel).
 */
export function useUnsavedChangesGuard(dirty: boolean): () => boolean {
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return;
    const form = Symbol('unsaved form');
    markUnsaved(form, true);
    function onBeforeUnload(event: BeforeUnloadEvent) {
      event.preventDefault();
      // Older Chromium and Safari ask only when returnValue is set.
      event.returnValue = '';
    }
    function onClick(event: MouseEvent) {
      if (!inAppLink(event) || window.confirm(UNSAVED_CHANGES_MESSAGE)) return;
      event.preventDefault();
      event.stopPropagation();
    }
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      markUnsaved(form, false);
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  return useCallback(() => !dirtyRef.current || window.confirm(UNSAVED_CHANGES_MESSAGE), []);
}

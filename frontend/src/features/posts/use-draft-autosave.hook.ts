import { useCallback, useEffect, useRef } from 'react';
import { removeDraft, writeDraft } from './editor-drafts';
import type { PostFormValues } from './post-form-values';

/** How long the form must rest before its copy is written (typing does not write at every key). */
export const AUTOSAVE_DELAY_MS = 500;

interface Autosave {
  key: string;
  values: PostFormValues;
  dirty: boolean;
  /** The version of the post the values are based on, kept with them (see editor-drafts). */
  version?: number;
  /** While an older copy is still offered, it is not overwritten. */
  paused: boolean;
}

/**
 * Keeps the unsaved form in localStorage (see editor-drafts): written a moment after each change
 * while it differs from the saved post, removed once it does not. Leaving the page (another route,
 * Back, closing the tab) writes at once. `forget()` drops the copy of the values shown now (after
 * a create, whose form is about to go).
 */
export function useDraftAutosave({ key, values, dirty, version, paused }: Autosave): { forget: () => void } {
  const latest = useRef<Autosave>({ key, values, dirty, version, paused });
  const forgotten = useRef<PostFormValues | null>(null);

  useEffect(() => {
    latest.current = { key, values, dirty, version, paused };
    if (paused) return;
    if (!dirty) {
      removeDraft(key);
      return;
    }
    if (values === forgotten.current) return;
    // Forgotten since (a create answered within the delay, its form not gone yet): not written back.
    const timer = window.setTimeout(() => values !== forgotten.current && writeDraft(key, values, version), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key, values, dirty, version, paused]);

  useEffect(() => {
    function flush() {
      const now = latest.current;
      if (!now.paused && now.dirty && now.values !== forgotten.current) writeDraft(now.key, now.values, now.version);
    }
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  const forget = useCallback(() => {
    forgotten.current = latest.current.values;
    removeDraft(latest.current.key);
  }, []);
  return { forget };
}

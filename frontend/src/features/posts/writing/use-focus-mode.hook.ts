import { useCallback, useEffect, useState } from 'react';

/** Ctrl+Shift+F (⌘⇧F on a Mac): free of the browser's own shortcuts and of the admin's Ctrl+Alt+D. */
export function isFocusModeShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && event.shiftKey && !event.altKey && event.key.toLowerCase() === 'f';
}

/** The class on <body> that hides all but the title and the text (writing.css): the dashboard's sidebar is outside the editor. */
export const FOCUS_MODE_CLASS = 'editor-focus-mode';

/**
 * Focus mode: everything but the title and the text hidden, entered with the button or the
 * shortcut and left with either, or with Escape (when no dialog is open: Escape is its first).
 */
export function useFocusMode() {
  const [on, setOn] = useState(false);
  const toggle = useCallback(() => setOn((was) => !was), []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (isFocusModeShortcut(event)) {
        event.preventDefault();
        toggle();
      } else if (event.key === 'Escape' && !event.defaultPrevented && !document.querySelector('[role="dialog"]')) {
        setOn(false);
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  useEffect(() => {
    document.body.classList.toggle(FOCUS_MODE_CLASS, on);
    return () => document.body.classList.remove(FOCUS_MODE_CLASS);
  }, [on]);

  return { on, toggle };
}

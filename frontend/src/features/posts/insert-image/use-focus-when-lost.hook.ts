import { useEffect, useRef } from 'react';

/**
 * For what replaces the control that had the focus: on mount, the element takes the focus if it
 * fell to <body> (the control is gone), and leaves it alone if the author had moved on.
 */
export function useFocusWhenLost<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (document.activeElement === document.body) ref.current?.focus();
  }, []);
  return ref;
}

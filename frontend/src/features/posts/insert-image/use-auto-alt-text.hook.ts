import { useCallback, useRef, useState } from 'react';
import { autoAltText, type AltTextSource } from './alt-text';

/**
 * Spec §5: the alt text is filled in from the file name or URL. An empty field, or one we wrote,
 * follows each new source; once the author has typed their own text it is theirs and stays.
 */
export function useAutoAltText(postTitle: string) {
  const [alt, setAlt] = useState('');
  const isAuto = useRef(true);

  /** The author's own text (an emptied field is filled again by the next source). */
  const type = useCallback((value: string) => {
    isAuto.current = false;
    setAlt(value);
  }, []);

  /** Auto-generate: our text again, which the next source may replace. */
  const generate = useCallback((value: string) => {
    isAuto.current = true;
    setAlt(value);
  }, []);

  function follow(source: AltTextSource) {
    if (alt.trim() && !isAuto.current) return;
    isAuto.current = true;
    setAlt(source.fileName || source.url?.trim() ? autoAltText({ ...source, title: postTitle }) : '');
  }

  return { alt, type, generate, follow };
}

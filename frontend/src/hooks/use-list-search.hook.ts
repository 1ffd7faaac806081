import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value.hook';

/** How long typing pauses before an admin list asks for what was typed. */
export const LIST_SEARCH_DELAY_MS = 250;

/** An admin list's search: the text as typed (at first `initial`), and `q`, the trimmed text once typing pauses (what the list asks for). */
export function useListSearch(initial = '') {
  const [text, setText] = useState(initial);
  const q = useDebouncedValue(text.trim(), LIST_SEARCH_DELAY_MS);
  return { text, setText, q };
}

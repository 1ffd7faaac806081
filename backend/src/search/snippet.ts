import { escapeHtml } from '../site/html.js';

/** Put around matched words by ts_headline: control characters search_snippet_text() removes from every post's text. */
export const SNIPPET_START = '\u0001';
export const SNIPPET_STOP = '\u0002';
const SENTINELS = new RegExp(`([${SNIPPET_START}${SNIPPET_STOP}])`, 'u');

/**
 * A snippet as HTML: all of ts_headline's text escaped, and only its sentinels turned into
 * `<mark>` and `</mark>`, always paired. Nothing of the post's own text can become markup.
 */
export function snippetHtml(headline: string): string {
  let html = '';
  let open = false;
  for (const part of headline.split(SENTINELS)) {
    if (part === SNIPPET_START) {
      if (!open) html += '<mark>';
      open = true;
    } else if (part === SNIPPET_STOP) {
      if (open) html += '</mark>';
      open = false;
    } else {
      html += escapeHtml(part);
    }
  }
  return open ? `${html}</mark>` : html;
}

const VOID_ELEMENTS = new Set(['area', 'base', 'basefont', 'br', 'col', 'embed', 'frame', 'hr', 'img', 'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Their content is text, never tags. */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']);
/** Start tags that end an open `p` (HTML's parser closes it for them). */
const CLOSES_PARAGRAPH = new Set([
  'address', 'article', 'aside', 'blockquote', 'details', 'div', 'dl', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3',
  'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'table', 'ul',
]);
/** Elements whose end tag may be left out: the next one of the same name ends the open one. */
const ENDED_BY_SIBLING = new Set(['li', 'dt', 'dd', 'tr', 'td', 'th', 'option', 'optgroup', 'rb', 'rt', 'rp', 'thead', 'tbody', 'tfoot']);
/** How far down the open elements a stray end tag is looked for (a bound, so that the scan stays linear). */
const END_TAG_REACH = 16;

const isNameChar = (code: number) => (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 45;
const isLetter = (code: number) => code >= 97 && code <= 122;

/**
 * Whether the HTML nests elements more than `limit` deep, in one linear pass, roughly as a browser would
 * read it (left-out end tags of paragraphs and list items are implied, comments and script text skipped;
 * quotes are not followed, which can only make the count approximate, never slow). The converter to
 * Markdown recurses once per level and overflows its stack a few thousand levels down.
 */
export function nestsDeeperThan(html: string, limit: number): boolean {
  const text = html.toLowerCase();
  const open: string[] = [];
  // Every search starts past the previous one's result, so that the scan reads the text once.
  let nextClose = -1;
  let at = text.indexOf('<');
  while (at >= 0) {
    if (text.startsWith('<!--', at)) {
      const end = text.indexOf('-->', at + 4);
      if (end < 0) return false;
      at = text.indexOf('<', end + 3);
      continue;
    }
    let cursor = at + 1;
    const closing = text.charCodeAt(cursor) === 47;
    if (closing) cursor += 1;
    const nameStart = cursor;
    if (!isLetter(text.charCodeAt(cursor))) {
      at = text.indexOf('<', at + 1);
      continue;
    }
    while (cursor < text.length && isNameChar(text.charCodeAt(cursor))) cursor += 1;
    const name = text.slice(nameStart, cursor);
    if (nextClose < cursor) nextClose = text.indexOf('>', cursor);
    if (nextClose < 0) return false;
    if (closing) endWithin(open, name, END_TAG_REACH);
    else if (!VOID_ELEMENTS.has(name) && text.charCodeAt(nextClose - 1) !== 47) {
      if (CLOSES_PARAGRAPH.has(name)) endWithin(open, 'p', END_TAG_REACH);
      if (ENDED_BY_SIBLING.has(name) && open.at(-1) === name) open.pop();
      open.push(name);
      if (open.length > limit) return true;
      if (RAW_TEXT_ELEMENTS.has(name)) {
        const end = text.indexOf(`</${name}`, nextClose);
        if (end < 0) return false;
        // Its end tag comes next, and ends it.
        nextClose = end;
      }
    }
    at = text.indexOf('<', nextClose);
  }
  return false;
}

/** Ends the nearest open `name` within `reach` elements of the top, and those above it; nothing when there is none. */
function endWithin(open: string[], name: string, reach: number): void {
  for (let index = open.length - 1; index >= 0 && index >= open.length - reach; index--) {
    if (open[index] === name) {
      open.length = index;
      return;
    }
  }
}

import type { StateCore, Token } from 'markdown-it';

/**
 * How deep rendered elements may nest. htmlparser2, under sanitize-html, keeps its stack of open
 * elements with Array.unshift, so each element costs as much as its depth: 66,000 unclosed `<b>`
 * (or 100,000 `*` on each side of a word) took 3 to 7 seconds to clean, blocking the server. No
 * written post comes near this depth; deeper formatting is dropped (its text kept) and deeper raw
 * tags are shown as text, so that the cleaner's work stays linear.
 */
export const MAX_ELEMENT_DEPTH = 100;

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const OPENING_TAG = /^<([A-Za-z][A-Za-z0-9-]*)(?:[\s/][^>]*)?>$/;
const CLOSING_TAG = /^<\/([A-Za-z][A-Za-z0-9-]*)\s*>$/;

function opens(tag: string): string | undefined {
  const name = OPENING_TAG.exec(tag)?.[1]?.toLowerCase();
  return name && !VOID_ELEMENTS.has(name) && !tag.endsWith('/>') ? name : undefined;
}

const NAME_CHAR = /[A-Za-z0-9-]/;

/**
 * The deepest nesting of elements in a piece of raw HTML, counted in one linear pass (a tag ends at
 * the next `>`, or is no tag when another `<` comes first; quotes are not followed, which can only
 * make the count approximate, never slow).
 */
export function rawHtmlDepth(html: string): number {
  const open: string[] = [];
  let deepest = 0;
  // Every search starts past the previous one's result, so the whole count reads the text once.
  let nextClose = -1;
  let at = html.indexOf('<');
  while (at >= 0) {
    let cursor = at + 1;
    const closing = html[cursor] === '/';
    if (closing) cursor += 1;
    const nameStart = cursor;
    while (cursor < html.length && NAME_CHAR.test(html[cursor]!)) cursor += 1;
    const name = html.slice(nameStart, cursor).toLowerCase();
    if (nextClose < cursor) nextClose = html.indexOf('>', cursor);
    if (nextClose < 0) break;
    const nextOpen = html.indexOf('<', cursor);
    if (!/^[a-z]/.test(name) || (nextOpen >= 0 && nextOpen < nextClose)) {
      at = nextOpen;
      continue;
    }
    if (closing) {
      const index = open.lastIndexOf(name);
      if (index >= 0) open.length = index;
    } else if (html[nextClose - 1] !== '/' && !VOID_ELEMENTS.has(name)) {
      open.push(name);
      // Past the limit the answer is known; stop before lastIndexOf above could turn quadratic.
      if (open.length > MAX_ELEMENT_DEPTH) return open.length;
      deepest = Math.max(deepest, open.length);
    }
    at = html.indexOf('<', nextClose);
  }
  return deepest;
}

/** A token that renders nothing (a dropped opening or closing of formatting). */
function silence(token: Token): void {
  token.type = 'text';
  token.tag = '';
  token.nesting = 0;
  token.content = '';
}

/** Raw HTML shown as the text it is. */
function asText(token: Token): void {
  token.type = 'text';
  token.nesting = 0;
}

function limitInline(children: Token[], depthAround: number): void {
  // Whether each open formatting token was kept, and the raw tags still open.
  const formatting: boolean[] = [];
  const rawOpen: string[] = [];
  let kept = 0;
  for (const token of children) {
    if (token.nesting === 1) {
      const keep = depthAround + kept + rawOpen.length < MAX_ELEMENT_DEPTH;
      formatting.push(keep);
      if (keep) kept += 1;
      else silence(token);
    } else if (token.nesting === -1) {
      const keep = formatting.pop();
      if (keep) kept -= 1;
      else silence(token);
    } else if (token.type === 'html_inline') {
      const opened = opens(token.content);
      const closed = CLOSING_TAG.exec(token.content)?.[1]?.toLowerCase();
      if (opened) {
        if (depthAround + kept + rawOpen.length < MAX_ELEMENT_DEPTH) rawOpen.push(opened);
        else asText(token);
      } else if (closed) {
        const at = rawOpen.lastIndexOf(closed);
        if (at >= 0) rawOpen.length = at;
      }
    }
  }
}

function limitNesting(state: StateCore): void {
  let depth = 0;
  for (const token of state.tokens) {
    if (token.nesting === -1) depth -= 1;
    if (token.type === 'inline' && token.children) limitInline(token.children, depth);
    if (token.type === 'html_block' && depth + rawHtmlDepth(token.content) > MAX_ELEMENT_DEPTH) asText(token);
    if (token.nesting === 1) depth += 1;
  }
}

/** markdown-it plugin: keeps the rendered HTML within MAX_ELEMENT_DEPTH levels of nesting. */
export function nestingLimit(markdown: { core: { ruler: { push(name: string, rule: (state: StateCore) => void): void } } }): void {
  markdown.core.ruler.push('folio_nesting_limit', limitNesting);
}

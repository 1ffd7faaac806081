import type sanitizeHtml from 'sanitize-html';
import { AllowlistCleaner } from './allowlist-cleaner.js';
import { CODE_TOKEN_CLASS } from './code-token-classes.js';
import { EMBED_LINK_CLASS, EMBED_TEXT_CLASSES, figureAttributes, mediaAttributes } from './embeds/embed-markup.js';
import { checkedAttributes, katexClasses, katexStyle, MATHML_ATTRIBUTES, SVG_ATTRIBUTES } from './math-markup.js';
import { IMAGE_SCHEMES, isExternalUrl, isSafeUrl, LINK_SCHEMES } from './url-policy.js';

type Attributes = sanitizeHtml.Attributes;

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const FORMULA_MARKUP = { ...MATHML_ATTRIBUTES, ...SVG_ATTRIBUTES };

/** Every element post HTML may contain; anything else is dropped (its text kept, except NON_TEXT_TAGS). */
export const ALLOWED_TAGS: readonly string[] = [
  ...HEADINGS, 'p', 'br', 'hr', 'blockquote',
  'ul', 'ol', 'li', 'strong', 'em', 'del', 's', 'sup', 'sub', 'code', 'pre', 'a', 'img',
  'table', 'thead', 'tbody', 'tr', 'th', 'td',
  // Footnotes, figures, task lists, scrolling tables, highlighted code and formulas (see markdown-renderer.ts).
  'section', 'figure', 'figcaption', 'label', 'input', 'div', 'span',
  // Embeds (embeds/): a facade is a figure; media files play in the browser's own players.
  'video', 'audio',
  // Definition lists, kept as HTML by imports (Markdown has none).
  'dl', 'dt', 'dd',
  ...Object.keys(FORMULA_MARKUP),
];

/**
 * Elements kept only with an attribute this policy gives them (a class it knows, a checked style):
 * without one they mean nothing, and are dropped, their content kept.
 */
const WRAPPERS = new Set(['section', 'div', 'span']);

// Text inside these is code, styling or fallback UI, never prose worth keeping.
export const NON_TEXT_TAGS: readonly string[] = [
  'script', 'style', 'textarea', 'option', 'select', 'xmp', 'title', 'noscript', 'noembed', 'noframes', 'template',
];

const CODE_LANGUAGE = /^language-[a-z0-9+#-]+$/;
const ALIGNMENT = /^(left|center|right)$/;
const TEXT_ALIGN_STYLE = /^\s*text-align\s*:\s*(left|center|right)\s*;?\s*$/i;
const DIMENSION = /^\d{1,5}$/;
const LIST_START = /^\d{1,9}$/;
/** The ids a post may hold: its headings' (heading-anchors.ts) and its footnotes' (footnotes.ts), none of them the page's own. */
const HEADING_ID = /^h-[\p{L}\p{N}\p{M}-]{1,100}$/u;
const FOOTNOTE_ID = /^fn-\d{1,5}$/;
const FOOTNOTE_REFERENCE_ID = /^fnref-\d{1,5}(?:-\d{1,5})?$/;
const MAX_LABEL = 200;

/**
 * The policy, written as sanitize-html options. The transforms rebuild each element's attributes
 * from scratch, so only values checked here survive; the allowlists below then act as a second,
 * independent gate.
 */
export const POST_HTML_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'id', 'class', 'aria-label'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    ol: ['start', 'class'],
    ul: ['class'],
    li: ['id', 'class'],
    th: ['align'],
    td: ['align'],
    ...Object.fromEntries(HEADINGS.map((heading) => [heading, ['id']])),
    sup: ['class'],
    section: ['class'],
    div: ['class', 'tabindex'],
    input: ['type', 'disabled', 'checked'],
    span: ['class', 'style', 'aria-hidden'],
    figure: ['class', 'data-embed-url', 'data-embed-frame'],
    video: ['controls', 'preload', 'src'],
    audio: ['controls', 'preload', 'src'],
    ...Object.fromEntries(Object.entries(FORMULA_MARKUP).map(([tag, rules]) => [tag, Object.keys(rules)])),
  },
  allowedClasses: {
    code: [CODE_LANGUAGE],
    a: ['footnote-backref', 'heading-anchor', EMBED_LINK_CLASS],
    sup: ['footnote-ref'],
    section: ['footnotes'],
    figure: ['gallery', 'embed', /^embed--[a-z0-9-]{1,40}$/],
    ol: ['footnotes-list', 'task-list'],
    ul: ['task-list'],
    li: ['footnote-item', 'task-list-item'],
    div: ['table-scroll'],
    span: [...katexClasses(), CODE_TOKEN_CLASS, ...EMBED_TEXT_CLASSES],
  },
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: [...IMAGE_SCHEMES], video: ['https'], audio: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // `//host` and `/\host` point at other sites while looking like site paths; authors write https:// instead.
  allowProtocolRelative: false,
  parseStyleAttributes: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...NON_TEXT_TAGS],
  transformTags: {
    a: (_tag, attribs) => ({ tagName: 'a', attribs: linkAttributes(attribs) }),
    img: (_tag, attribs) => ({ tagName: 'img', attribs: imageAttributes(attribs) }),
    ol: (_tag, attribs) => ({
      tagName: 'ol',
      attribs: pick({ start: LIST_START.test(attribs.start ?? '') ? attribs.start : undefined, class: attribs.class }),
    }),
    li: (_tag, attribs) => ({ tagName: 'li', attribs: pick({ id: matching(FOOTNOTE_ID, attribs.id), class: attribs.class }) }),
    ...Object.fromEntries(
      HEADINGS.map((heading) => [heading, (tag: string, attribs: Attributes) => ({ tagName: tag, attribs: pick({ id: matching(HEADING_ID, attribs.id) }) })]),
    ),
    div: (_tag, attribs) => ({ tagName: 'div', attribs: tableScrollAttributes(attribs) }),
    // A gallery's grid (galleries.ts), else a facade's attributes rebuilt from the provider list.
    figure: (_tag, attribs) => ({ tagName: 'figure', attribs: attribs.class === 'gallery' ? { class: 'gallery' } : figureAttributes(attribs) }),
    video: (_tag, attribs) => ({ tagName: 'video', attribs: mediaAttributes('video', attribs) }),
    audio: (_tag, attribs) => ({ tagName: 'audio', attribs: mediaAttributes('audio', attribs) }),
    input: (_tag, attribs) => ({ tagName: 'input', attribs: checkboxAttributes(attribs) }),
    span: (_tag, attribs) => ({
      tagName: 'span',
      attribs: pick({ class: attribs.class, style: katexStyle(attribs.style), 'aria-hidden': attribs['aria-hidden'] === 'true' ? 'true' : undefined }),
    }),
    ...Object.fromEntries(Object.entries(FORMULA_MARKUP).map(([tag, rules]) => [tag, checkedAttributes(rules)])),
    th: (_tag, attribs) => ({ tagName: 'th', attribs: cellAttributes(attribs) }),
    td: (_tag, attribs) => ({ tagName: 'td', attribs: cellAttributes(attribs) }),
    code: (_tag, attribs) => ({ tagName: 'code', attribs: pick({ class: codeLanguage(attribs.class) }) }),
    // Hand-written HTML often uses the presentational forms; keep their meaning.
    b: 'strong',
    i: 'em',
    strike: 's',
  },
  exclusiveFilter: (frame) => {
    if (frame.tag === 'img' || frame.tag === 'video' || frame.tag === 'audio') return !frame.attribs.src;
    if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
    // A task's box, and no other kind of input.
    if (frame.tag === 'input') return frame.attribs.type !== 'checkbox';
    if (WRAPPERS.has(frame.tag) && Object.keys(frame.attribs).length === 0) return 'excludeTag';
    return false;
  },
};

/** sanitize-html's algorithm for this policy, several times faster (allowlist-cleaner.ts). */
const cleaner = new AllowlistCleaner(POST_HTML_POLICY);

/**
 * Cleans HTML down to the post allowlist: no script, handlers, styles or scriptable URLs.
 * `settled`: the input nests only as HTML allows (markdown-it's output without raw HTML), so one pass
 * cannot leave anything for a parser to rearrange.
 */
export function sanitizePostHtml(html: string, { settled = false }: { settled?: boolean } = {}): string {
  // One pass can leave allowed tags in places HTML forbids (`<p><table>` from inline raw HTML), which any
  // parser then rearranges; cleaning the cleaned output again settles it, so what is stored is what readers parse.
  let clean = cleaner.clean(html);
  if (settled) return clean;
  for (let pass = 0; pass < 3; pass++) {
    const again = cleaner.clean(clean);
    if (again === clean) break;
    clean = again;
  }
  return clean;
}

function linkAttributes(attribs: Attributes): Attributes {
  const href = attribs.href !== undefined && isSafeUrl(attribs.href, LINK_SCHEMES) ? attribs.href.trim() : undefined;
  // Readers leaving the site should not hand the destination a handle on this window or the referring URL.
  const rel = href !== undefined && isExternalUrl(href) ? 'noopener noreferrer' : undefined;
  const label = attribs['aria-label'];
  return pick({
    href,
    title: attribs.title,
    rel,
    id: matching(FOOTNOTE_REFERENCE_ID, attribs.id),
    class: attribs.class,
    'aria-label': label !== undefined && label.length <= MAX_LABEL ? label : undefined,
  });
}

/** A checkbox, disabled whatever the HTML said, and ticked or not; any other input is none (exclusiveFilter drops it). */
function checkboxAttributes(attribs: Attributes): Attributes {
  if (attribs.type?.toLowerCase() !== 'checkbox') return {};
  return pick({ type: 'checkbox', disabled: '', checked: attribs.checked !== undefined ? '' : undefined });
}

/** The one div a post holds: the box a table scrolls in (scrolling-tables.ts), focusable so that a keyboard can scroll it. */
function tableScrollAttributes(attribs: Attributes): Attributes {
  return (attribs.class ?? '').split(/\s+/).includes('table-scroll') ? { class: 'table-scroll', tabindex: '0' } : {};
}

function matching(pattern: RegExp, value: string | undefined): string | undefined {
  return value !== undefined && pattern.test(value) ? value : undefined;
}

function imageAttributes(attribs: Attributes): Attributes {
  const src = attribs.src !== undefined && isSafeUrl(attribs.src, IMAGE_SCHEMES) ? attribs.src.trim() : undefined;
  return pick({
    src,
    alt: attribs.alt ?? '',
    title: attribs.title,
    width: DIMENSION.test(attribs.width ?? '') ? attribs.width : undefined,
    height: DIMENSION.test(attribs.height ?? '') ? attribs.height : undefined,
    loading: 'lazy',
  });
}

/** markdown-it writes table alignment as `style="text-align:…"`; styles are banned, so it becomes `align`. */
function cellAttributes(attribs: Attributes): Attributes {
  const fromStyle = TEXT_ALIGN_STYLE.exec(attribs.style ?? '')?.[1];
  const fromAttribute = ALIGNMENT.exec((attribs.align ?? '').toLowerCase())?.[1];
  return pick({ align: fromStyle?.toLowerCase() ?? fromAttribute });
}

function codeLanguage(classes: string | undefined): string | undefined {
  return (classes ?? '')
    .toLowerCase()
    .split(/\s+/)
    .find((name) => CODE_LANGUAGE.test(name));
}

/** The attributes that have a value (called for every element of a post: a plain loop). */
function pick(attribs: Record<string, string | undefined>): Attributes {
  const kept: Attributes = {};
  for (const name in attribs) {
    const value = attribs[name];
    if (value !== undefined) kept[name] = value;
  }
  return kept;
}

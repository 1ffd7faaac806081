import { Parser } from 'htmlparser2';

export interface ParsedElement {
  name: string;
  attributes: Record<string, string>;
}

/** Parses with a real HTML parser (entities in attributes decoded), as a browser would see the elements. */
export function parseElements(html: string): ParsedElement[] {
  const found: ParsedElement[] = [];
  const parser = new Parser({
    onopentag: (name, attributes) => found.push({ name, attributes }),
    oncomment: () => found.push({ name: '#comment', attributes: {} }),
    onprocessinginstruction: (name) => found.push({ name: `#instruction ${name}`, attributes: {} }),
  });
  parser.write(html);
  parser.end();
  return found;
}

// Written out here rather than imported, so that the tests do not trust the code they check.
const ALLOWED: Record<string, string[]> = {
  ...Object.fromEntries(
    [
      'p', 'br', 'hr', 'blockquote', 'strong', 'em', 'del', 's', 'sub', 'pre', 'table', 'thead', 'tbody', 'tr',
      'figcaption', 'label', 'dl', 'dt', 'dd',
    ].map((name) => [name, []]),
  ),
  ...Object.fromEntries(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((name) => [name, ['id']])),
  ul: ['class'],
  ol: ['start', 'class'],
  li: ['id', 'class'],
  sup: ['class'],
  code: ['class'],
  a: ['href', 'title', 'rel', 'id', 'class', 'aria-label'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  th: ['align'],
  td: ['align'],
  section: ['class'],
  // Embeds: a facade names its player, which only a click frames; the browser's own players.
  figure: ['class', 'data-embed-url', 'data-embed-frame'],
  video: ['controls', 'preload', 'src'],
  audio: ['controls', 'preload', 'src'],
  div: ['class', 'tabindex'],
  input: ['type', 'disabled', 'checked'],
  span: ['class', 'style', 'aria-hidden'],
  // KaTeX's MathML and SVG: no attribute of them carries a URL or a script.
  ...Object.fromEntries(
    ['semantics', 'mrow', 'mphantom', 'msqrt', 'mroot', 'msub', 'msup', 'msubsup', 'mtr'].map((name) => [name, []]),
  ),
  math: ['display'],
  annotation: ['encoding'],
  mi: ['mathvariant'],
  mn: ['mathvariant'],
  mtext: ['mathvariant'],
  ms: ['mathvariant'],
  mo: ['fence', 'stretchy', 'separator', 'accent', 'movablelimits', 'largeop', 'symmetric', 'lspace', 'rspace', 'minsize', 'maxsize', 'mathvariant', 'form'],
  mspace: ['width', 'height', 'depth', 'linebreak'],
  mstyle: ['scriptlevel', 'displaystyle', 'mathsize'],
  mpadded: ['width', 'height', 'depth', 'lspace', 'voffset'],
  mfrac: ['linethickness'],
  mover: ['accent'],
  munder: ['accentunder'],
  munderover: ['accent', 'accentunder'],
  menclose: ['notation'],
  mtable: ['rowspacing', 'columnspacing', 'columnalign', 'rowlines', 'columnlines', 'width'],
  mtd: ['columnalign', 'width'],
  svg: ['width', 'height', 'viewbox', 'preserveaspectratio'],
  path: ['d'],
  line: ['x1', 'y1', 'x2', 'y2', 'stroke-width'],
};

/** Only numbers in em (KaTeX's heights and offsets) and a few keywords: nothing that loads, positions over the page or paints. */
const SAFE_STYLE =
  /^(?:(?:(?:height|width|min-width|top|bottom|left|vertical-align|margin-left|margin-right|padding-left|border(?:-top|-bottom|-right)?-width):-?[\d.]+(?:em)?|position:relative|border(?:-right)?-style:solid|color:transparent);)+$/;
/** Attributes whose value is fixed, or held to a shape, wherever they appear. */
const ATTRIBUTE_VALUES: Record<string, RegExp> = {
  style: SAFE_STYLE,
  type: /^checkbox$/,
  tabindex: /^0$/,
  'aria-hidden': /^true$/,
  // Nothing fetched before the reader presses play.
  preload: /^none$/,
  controls: /^$/,
  'data-embed-frame': /^https:\/\//,
  // The page's own ids (root, main-content, post-title…) never start so: a post's cannot take theirs.
  id: /^(?:h|fn|fnref)-/,
  // Path data is commands and numbers; anything else in `d` is no drawing.
  d: /^[MmLlHhVvCcSsQqTtAaZz\d.,\s+-]*$/,
};

/** What a browser's URL parser is left with once it skips blanks and controls, plus one percent-decoding. */
function schemeViews(url: string): string[] {
  // eslint-disable-next-line no-control-regex -- controls are what attackers hide in schemes
  const stripped = url.replace(/[\s\x00-\x1f\x7f-\x9f\u200b-\u200f\ufeff]/g, '').toLowerCase();
  let decoded = stripped;
  try {
    decoded = decodeURIComponent(stripped);
  } catch {
    // Not valid percent-encoding: the browser keeps it literal too.
  }
  return [stripped, decoded];
}

/**
 * Everything in the HTML that could run script or escape the allowlist: elements and attributes
 * outside it, event handlers, styles other than KaTeX's lengths, ids that could take the page's,
 * inputs other than checkboxes, and URLs with a javascript:, vbscript: or data: scheme.
 * An empty list means harmless.
 */
export function findExecutable(html: string): string[] {
  const problems: string[] = [];
  const raw = /<\s*\/?\s*(script|style|iframe|object|embed|form|base|meta|link)\b/i.exec(html);
  if (raw) problems.push(`raw <${raw[1]}>`);
  for (const { name, attributes } of parseElements(html)) {
    if (!(name in ALLOWED)) problems.push(`element <${name}>`);
    for (const [attribute, value] of Object.entries(attributes)) {
      if (/^on/i.test(attribute) || !ALLOWED[name]?.includes(attribute)) {
        problems.push(`attribute ${attribute} on <${name}>`);
      } else if (ATTRIBUTE_VALUES[attribute] && !ATTRIBUTE_VALUES[attribute].test(value)) {
        problems.push(`${attribute}="${value}" on <${name}>`);
      }
      if (['href', 'src', 'data-embed-url', 'data-embed-frame'].includes(attribute) && schemeViews(value).some((view) => /^(javascript|vbscript|data):/.test(view))) {
        problems.push(`${attribute}="${value}" on <${name}>`);
      }
    }
  }
  return problems;
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type sanitizeHtml from 'sanitize-html';

/**
 * What KaTeX's output (maths.ts) may hold once sanitised: MathML and SVG elements with the
 * attributes KaTeX writes, each value held to a pattern; spans with KaTeX's classes, aria-hidden and
 * a few inline styles of numbers in em. Colours (\color, \colorbox: styles, mathcolor) are dropped:
 * the formula keeps its shape and loses its colour, which is what an allowlist of lengths costs.
 */

type Attributes = sanitizeHtml.Attributes;
type AttributeRules = Readonly<Record<string, RegExp>>;

const NUMBER = String.raw`(?:\d+(?:\.\d+)?|\.\d+)`;
const UNIT = '(?:em|ex|pt|px|mu|%)';
const LENGTH = new RegExp(`^[+-]?${NUMBER}(?:${UNIT}|width|height|depth)?$`);
const LENGTHS = new RegExp(`^[+-]?${NUMBER}${UNIT}?(?: [+-]?${NUMBER}${UNIT}?)*$`);
const TRUE_FALSE = /^(?:true|false)$/;
const VARIANT =
  /^(?:normal|bold|italic|bold-italic|double-struck|bold-fraktur|script|bold-script|fraktur|sans-serif|bold-sans-serif|sans-serif-italic|sans-serif-bold-italic|monospace)$/;
const ALIGNMENTS = /^(?:left|center|right)(?: (?:left|center|right))*$/;
const LINES = /^(?:none|solid|dashed)(?: (?:none|solid|dashed))*$/;
const NOTATION_WORD = '(?:box|roundedbox|circle|left|right|top|bottom|updiagonalstrike|downdiagonalstrike|verticalstrike|horizontalstrike|phasorangle|longdiv|actuarial|madruwb)';
const NOTATION = new RegExp(`^${NOTATION_WORD}(?: ${NOTATION_WORD})*$`);
const SCRIPT_LEVEL = /^[+-]?\d$/;

/** The MathML elements KaTeX writes, and the attributes each may keep. */
export const MATHML_ATTRIBUTES: Readonly<Record<string, AttributeRules>> = {
  math: { display: /^(?:block|inline)$/ },
  semantics: {},
  annotation: { encoding: /^application\/x-tex$/ },
  mrow: {},
  mi: { mathvariant: VARIANT },
  mn: { mathvariant: VARIANT },
  mtext: { mathvariant: VARIANT },
  ms: { mathvariant: VARIANT },
  mo: {
    fence: TRUE_FALSE,
    stretchy: TRUE_FALSE,
    separator: TRUE_FALSE,
    accent: TRUE_FALSE,
    movablelimits: TRUE_FALSE,
    largeop: TRUE_FALSE,
    symmetric: TRUE_FALSE,
    lspace: LENGTH,
    rspace: LENGTH,
    minsize: LENGTH,
    maxsize: LENGTH,
    mathvariant: VARIANT,
    form: /^(?:prefix|infix|postfix)$/,
  },
  mspace: { width: LENGTH, height: LENGTH, depth: LENGTH, linebreak: /^(?:auto|newline|nobreak|goodbreak|badbreak)$/ },
  mstyle: { scriptlevel: SCRIPT_LEVEL, displaystyle: TRUE_FALSE, mathsize: LENGTH },
  mpadded: { width: LENGTH, height: LENGTH, depth: LENGTH, lspace: LENGTH, voffset: LENGTH },
  mphantom: {},
  mfrac: { linethickness: LENGTH },
  msqrt: {},
  mroot: {},
  msub: {},
  msup: {},
  msubsup: {},
  mover: { accent: TRUE_FALSE },
  munder: { accentunder: TRUE_FALSE },
  munderover: { accent: TRUE_FALSE, accentunder: TRUE_FALSE },
  menclose: { notation: NOTATION },
  mtable: { rowspacing: LENGTHS, columnspacing: LENGTHS, columnalign: ALIGNMENTS, rowlines: LINES, columnlines: LINES, width: LENGTH },
  mtr: {},
  mtd: { columnalign: ALIGNMENTS, width: LENGTH },
};

const SVG_LENGTH = new RegExp(`^[+-]?${NUMBER}(?:em|%)?$`);

/**
 * The SVG KaTeX draws radicals, stretchy arrows, braces and strike-outs with: `svg` holding `path`
 * (path data: commands and numbers only) or `line`. The names are as htmlparser2 reads them, lower
 * case; browsers restore `viewBox` and `preserveAspectRatio` when they parse SVG in HTML.
 */
export const SVG_ATTRIBUTES: Readonly<Record<string, AttributeRules>> = {
  svg: {
    width: SVG_LENGTH,
    height: SVG_LENGTH,
    viewbox: new RegExp(`^-?${NUMBER}(?: -?${NUMBER}){3}$`),
    preserveaspectratio: /^(?:none|x(?:Min|Mid|Max)Y(?:Min|Mid|Max)(?: (?:meet|slice))?)$/,
  },
  path: { d: /^[MmLlHhVvCcSsQqTtAaZz\d.,\s+-]+$/ },
  line: { x1: SVG_LENGTH, y1: SVG_LENGTH, x2: SVG_LENGTH, y2: SVG_LENGTH, 'stroke-width': SVG_LENGTH },
};

const EM = new RegExp(`^-?${NUMBER}(?:em)?$`);
const LENGTH_PROPERTIES = new Set([
  'height', 'width', 'min-width', 'top', 'bottom', 'left', 'vertical-align', 'margin-left', 'margin-right', 'padding-left',
  'border-width', 'border-top-width', 'border-bottom-width', 'border-right-width',
]);
// \phantom hides its content with a transparent colour: without it the content would show.
const KEYWORD_DECLARATIONS = new Set(['position:relative', 'border-style:solid', 'border-right-style:solid', 'color:transparent']);

/**
 * The declarations of a KaTeX span's style that are lengths in em or one of a few fixed keywords,
 * written back as KaTeX writes them (`height:0.6944em;vertical-align:-0.25em;`); any other
 * declaration is dropped, and undefined returned when none is left.
 */
export function katexStyle(style: string | undefined): string | undefined {
  if (!style) return undefined;
  const kept = style.split(';').filter((declaration) => {
    const [property, value, extra] = declaration.split(':');
    if (extra !== undefined || value === undefined) return false;
    return (LENGTH_PROPERTIES.has(property!) && EM.test(value)) || KEYWORD_DECLARATIONS.has(declaration);
  });
  return kept.length ? `${kept.join(';')};` : undefined;
}

/** Every class KaTeX's stylesheet styles: the classes a formula's spans may keep (a class it does not style does nothing). */
export function katexClasses(): string[] {
  const require = createRequire(import.meta.url);
  const css = readFileSync(require.resolve('katex/dist/katex.min.css'), 'utf8').replace(/url\([^)]*\)/g, '');
  return [...new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!))].sort();
}

/** A sanitize-html transform keeping only the attributes in `rules` whose values match, in the rules' order. */
export function checkedAttributes(rules: AttributeRules): (tag: string, attribs: Attributes) => sanitizeHtml.Tag {
  return (tag, attribs) => {
    const kept: Attributes = {};
    for (const name in rules) {
      const value = attribs[name];
      if (value !== undefined && rules[name]!.test(value)) kept[name] = value;
    }
    return { tagName: tag, attribs: kept };
  };
}

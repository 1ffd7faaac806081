import type { ChildNode, Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import { escapeHtml } from '../site/html.js';

/**
 * Formulas in an email, drawn in plain HTML with inline styles: Apple Mail and Thunderbird draw
 * MathML, but Gmail, Outlook and Yahoo drop its elements and run their text together (`x2+y2` for
 * x² + y², with the TeX annotation glued on). Italic letters, `<sup>`/`<sub>` scripts, fractions as
 * two stacked lines and roots with a bar read the same in every client. A formula this cannot draw
 * (a matrix, a boxed or struck-out term) is shown as its TeX source, as code. Either way the TeX
 * source is the element's title.
 */
export function mathsForMail(nodes: ChildNode[]): void {
  const formulas = DomUtils.findAll((element) => element.name === 'math', nodes);
  for (const math of formulas) {
    const tex = texOf(math);
    const display = math.attribs.display === 'block';
    let drawn: string;
    try {
      drawn = `<span style="${FORMULA_STYLE}" title="${escapeHtml(tex)}">${draw(math)}</span>`;
    } catch (error) {
      if (!(error instanceof CannotDraw)) throw error;
      drawn = `<code>${escapeHtml(display ? `$$${tex}$$` : `$${tex}$`)}</code>`;
    }
    const html = display ? `<div style="margin:1em 0;text-align:center;">${drawn}</div>` : drawn;
    replace(math, parseDocument(html).children);
  }
}

const FORMULA_STYLE = "font-family:'Times New Roman',Times,serif;font-size:1.1em;white-space:nowrap;";
const FRACTION = 'display:inline-block;vertical-align:middle;text-align:center;margin:0 .1em;';
const NUMERATOR = 'display:block;padding:0 .15em;border-bottom:1px solid currentColor;';
const DENOMINATOR = 'display:block;padding:0 .15em;';
const RADICAND = 'border-top:1px solid currentColor;padding:0 .1em;';

class CannotDraw extends Error {}

/** Relations and binary operators get space around them, as KaTeX gives them on the page. */
const SPACED_OPERATORS = new Set('=<>≤≥≠≈≡∼≃≅∝+−±∓×÷·∘∈∉⊂⊃⊆⊇∪∩∧∨→←↔⇒⇐⇔↦∣'.split(''));
/** Accents written above a single letter become its combining character: x̂, ṽ, ẋ. */
const COMBINING_ACCENTS: Readonly<Record<string, string>> = {
  '^': '\u0302',
  ˆ: '\u0302',
  '~': '\u0303',
  '˜': '\u0303',
  '¯': '\u0305',
  '‾': '\u0305',
  '˙': '\u0307',
  '¨': '\u0308',
  '→': '\u20d7',
  ˇ: '\u030c',
  '´': '\u0301',
  '`': '\u0300',
};
const DOUBLE_STRUCK_SPECIAL: Readonly<Record<string, string>> = { C: 'ℂ', H: 'ℍ', N: 'ℕ', P: 'ℙ', Q: 'ℚ', R: 'ℝ', Z: 'ℤ' };

function texOf(math: Element): string {
  const annotation = DomUtils.findOne((node) => node.name === 'annotation' && node.attribs.encoding === 'application/x-tex', [math]);
  return (annotation ? DomUtils.textContent(annotation) : DomUtils.textContent(math)).trim();
}

const elementsOf = (element: Element): Element[] => element.children.filter((child): child is Element => DomUtils.isTag(child));

function argumentsOf(element: Element, count: number): Element[] {
  const children = elementsOf(element);
  if (children.length !== count) throw new CannotDraw();
  return children;
}

function draw(element: Element): string {
  const text = () => escapeHtml(DomUtils.textContent(element));
  switch (element.name) {
    case 'math':
    case 'mrow':
    case 'mstyle':
    case 'mpadded':
      return elementsOf(element).map(draw).join('');
    case 'semantics': {
      // The presentation comes first; the annotation after it is the TeX, which is the title.
      const [presentation] = elementsOf(element);
      if (!presentation) throw new CannotDraw();
      return draw(presentation);
    }
    case 'mphantom':
      return '';
    case 'mspace':
      return ' ';
    case 'mi':
      return identifier(element);
    case 'mn':
    case 'mtext':
      return text();
    case 'mo': {
      const operator = DomUtils.textContent(element).trim();
      return SPACED_OPERATORS.has(operator) ? `\u2009${escapeHtml(operator)}\u2009` : text();
    }
    case 'msup': {
      const [base, superscript] = argumentsOf(element, 2);
      return `${draw(base!)}<sup>${draw(superscript!)}</sup>`;
    }
    case 'msub':
    case 'munder': {
      const [base, subscript] = argumentsOf(element, 2);
      return `${draw(base!)}<sub>${draw(subscript!)}</sub>`;
    }
    case 'msubsup':
    case 'munderover': {
      const [base, subscript, superscript] = argumentsOf(element, 3);
      return `${draw(base!)}<sub>${draw(subscript!)}</sub><sup>${draw(superscript!)}</sup>`;
    }
    case 'mover':
      return over(element);
    case 'mfrac': {
      const [numerator, denominator] = argumentsOf(element, 2);
      const rule = /^0(?:\.0+)?[a-z]*$/.test(element.attribs.linethickness ?? '') ? DENOMINATOR : NUMERATOR;
      return `<span style="${FRACTION}"><span style="${rule}">${draw(numerator!)}</span><span style="${DENOMINATOR}">${draw(denominator!)}</span></span>`;
    }
    case 'msqrt':
      return `√<span style="${RADICAND}">${elementsOf(element).map(draw).join('')}</span>`;
    case 'mroot': {
      const [radicand, index] = argumentsOf(element, 2);
      return `<sup>${draw(index!)}</sup>√<span style="${RADICAND}">${draw(radicand!)}</span>`;
    }
    default:
      // Tables (matrices, aligned equations), enclosures and anything newer: the TeX source says it better.
      throw new CannotDraw();
  }
}

/** A letter is italic, as in print; a name (sin, log) or a letter marked normal is upright. */
function identifier(element: Element): string {
  const name = DomUtils.textContent(element);
  const variant = element.attribs.mathvariant;
  if (variant === 'double-struck') return escapeHtml([...name].map(doubleStruck).join(''));
  const html = escapeHtml(name);
  if (variant === 'bold') return `<b>${html}</b>`;
  if (variant === 'bold-italic') return `<b><i>${html}</i></b>`;
  return [...name].length === 1 && variant !== 'normal' ? `<i>${html}</i>` : html;
}

function doubleStruck(letter: string): string {
  if (DOUBLE_STRUCK_SPECIAL[letter]) return DOUBLE_STRUCK_SPECIAL[letter];
  if (/^[A-Z]$/.test(letter)) return String.fromCodePoint(0x1d538 + letter.charCodeAt(0) - 65);
  if (/^[a-z]$/.test(letter)) return String.fromCodePoint(0x1d552 + letter.charCodeAt(0) - 97);
  return letter;
}

/** An accent over one letter joins it (x̂); over more, or a limit over an operator, it is written above as a superscript. */
function over(element: Element): string {
  const [base, accent] = argumentsOf(element, 2);
  const mark = DomUtils.textContent(accent!).trim();
  const baseText = DomUtils.textContent(base!);
  const combining = COMBINING_ACCENTS[mark];
  if (combining && [...baseText].length === 1 && elementsOf(base!).length === 0) return `${draw(base!)}${combining}`;
  if (mark === '‾' || mark === '¯') return `<span style="text-decoration:overline;">${draw(base!)}</span>`;
  return `${draw(base!)}<sup>${draw(accent!)}</sup>`;
}

function replace(element: Element, nodes: readonly ChildNode[]): void {
  // A copy: each node leaves its parsed document's list as it moves.
  for (const node of [...nodes]) DomUtils.prepend(element, node);
  DomUtils.removeElement(element);
}

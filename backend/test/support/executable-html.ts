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
      'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'ul', 'li',
      'strong', 'em', 'del', 's', 'sup', 'sub', 'pre', 'table', 'thead', 'tbody', 'tr',
    ].map((name) => [name, []]),
  ),
  ol: ['start'],
  code: ['class'],
  a: ['href', 'title', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  th: ['align'],
  td: ['align'],
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
 * outside it, event handlers, style, and URLs with a javascript:, vbscript: or data: scheme.
 * An empty list means harmless.
 */
export function findExecutable(html: string): string[] {
  const problems: string[] = [];
  const raw = /<\s*\/?\s*(script|style|iframe|object|embed|svg|math|form|base|meta|link)\b/i.exec(html);
  if (raw) problems.push(`raw <${raw[1]}>`);
  for (const { name, attributes } of parseElements(html)) {
    if (!(name in ALLOWED)) problems.push(`element <${name}>`);
    for (const [attribute, value] of Object.entries(attributes)) {
      if (/^on/i.test(attribute) || attribute === 'style' || !ALLOWED[name]?.includes(attribute)) {
        problems.push(`attribute ${attribute} on <${name}>`);
      }
      if ((attribute === 'href' || attribute === 'src') && schemeViews(value).some((view) => /^(javascript|vbscript|data):/.test(view))) {
        problems.push(`${attribute}="${value}" on <${name}>`);
      }
    }
  }
  return problems;
}

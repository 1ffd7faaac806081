import { Parser } from 'htmlparser2';
import { createRequire } from 'node:module';
import { sanitizePostHtml } from '../../src/render/html-sanitizer.js';
import { renderPost } from '../../src/render/markdown-renderer.js';

export interface SpecExample {
  number: number;
  section: string;
  markdown: string;
  html: string;
}

/** The CommonMark spec's examples (npm commonmark-spec), its → restored to the tabs it stands for. */
export function specExamples(): SpecExample[] {
  const { tests } = createRequire(import.meta.url)('commonmark-spec') as { tests: SpecExample[] };
  return tests.map((example) => ({ ...example, markdown: example.markdown.replace(/→/g, '\t'), html: example.html.replace(/→/g, '\t') }));
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const BLOCK = new Set([
  'blockquote', 'div', 'figure', 'figcaption', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'li', 'ol', 'p', 'pre', 'section', 'table', 'tbody', 'td',
  'th', 'thead', 'tr', 'ul',
]);
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * HTML in one form, as the spec's own normaliser (test/normalize.py) puts it: parsed (entities
 * decoded), attributes sorted, void elements unclosed, whitespace collapsed outside <pre> and
 * dropped beside block elements, so that only differences in the document remain.
 */
export function normaliseHtml(html: string): string {
  let out = '';
  let pre = 0;
  const parser = new Parser(
    {
      onopentag: (name, attributes) => {
        const sorted = Object.keys(attributes).sort().map((key) => ` ${key}="${escape(attributes[key]!)}"`);
        out += BLOCK.has(name) ? `\n<${name}${sorted.join('')}>\n` : `<${name}${sorted.join('')}>`;
        if (name === 'pre') pre += 1;
      },
      ontext: (text) => {
        // Inside <pre> every space counts: written as references, out of reach of the collapsing below.
        out += pre > 0 ? escape(text).replace(/\s/g, (space) => `&#${space.charCodeAt(0)};`) : escape(text).replace(/\s+/g, ' ');
      },
      onclosetag: (name) => {
        if (name === 'pre') pre -= 1;
        if (!VOID.has(name)) out += BLOCK.has(name) ? `\n</${name}>\n` : `</${name}>`;
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  // Whitespace beside a block element's tags is layout, not content (the \n marks each of them).
  return out.replace(/\s*\n\s*/g, '\n').trim();
}

interface Departure {
  name: string;
  /** Takes the departure out of Folio's HTML; returns the HTML as it is when the departure is not there. */
  undo: (html: string, expected: string) => string;
}

/** Folio's own additions to what CommonMark writes, undone in this order. */
const EXTENSIONS: Departure[] = [
  {
    name: 'heading ids and links (heading-anchors.ts)',
    undo: (html) => html.replace(/<(h[1-6]) id="[^"]*">(?:<a href="#[^"]*" class="heading-anchor">([\s\S]*?)<\/a>(?=<\/h[1-6]>))?/g, '<$1>$2'),
  },
  {
    name: 'tables in a scrolling box (scrolling-tables.ts)',
    undo: (html) => html.replace(/<div class="table-scroll" tabindex="0">\n(<table>[\s\S]*?<\/table>\n)<\/div>\n/g, '$1'),
  },
  {
    name: 'an image alone with a title as a figure (figures.ts)',
    undo: (html) =>
      html.replace(/<figure>(<img [^>]*?) \/><figcaption>([\s\S]*?)<\/figcaption><\/figure>/g, (_figure, image: string, caption: string) => {
        return `<p>${image} title="${caption.replace(/<[^>]*>/g, '').replace(/"/g, '&quot;')}" /></p>`;
      }),
  },
  {
    name: 'code highlighted in its language (code-highlighter.ts)',
    undo: (html) => html.replace(/(<code class="language-[^"]*">)([\s\S]*?)<\/code>/g, (_code, open: string, body: string) => `${open}${body.replace(/<\/?span[^>]*>/g, '')}</code>`),
  },
];

/** GFM's bare URLs turned into links: a link the spec does not have, whose text is its address, becomes its text again. */
const LINKIFY: Departure = {
  name: 'bare URLs linked (linkify)',
  undo: (html, expected) =>
    html.replace(/<a href="([^"]*)"(?: rel="noopener noreferrer")?>([^<]*)<\/a>/g, (link, href: string, text: string) => {
      const linkified = [text, `http://${text}`, `mailto:${text}`].includes(href.replace(/&amp;/g, '&'));
      return linkified && !expected.includes(`>${text}</a>`) ? text : link;
    }),
};

export type Verdict = { number: number; reasons: string[] } | { number: number; unexplained: { markdown: string; expected: string; rendered: string } };

/** Whether an example renders as the spec says, up to normalising, and if not, which departures account for the difference. */
export async function judge(example: SpecExample): Promise<Verdict> {
  const { html: rendered } = await renderPost(example.markdown);
  if (rendered === example.html) return { number: example.number, reasons: ['identical'] };
  const expected = normaliseHtml(example.html);
  if (normaliseHtml(rendered) === expected) return { number: example.number, reasons: ['equivalent serialisation'] };

  const reasons: string[] = [];
  let undone = rendered;
  for (const extension of EXTENSIONS) {
    const before = undone;
    undone = extension.undo(undone, example.html);
    if (undone !== before) reasons.push(extension.name);
  }
  // The sanitiser's part: the spec's HTML as the policy would clean it.
  const sanitised = normaliseHtml(sanitizePostHtml(example.html));
  const tags = (html: string) => html.match(/<\/?[a-z][a-z0-9]*/g)?.join('') ?? '';
  const sanitiserReason =
    tags(sanitised) === tags(expected)
      ? 'attributes the sanitiser adds or rewrites (rel, loading, align)'
      : 'raw HTML, or a scheme, the sanitiser refuses';
  const targets: Array<[string | undefined, string]> = [[undefined, expected], [sanitiserReason, sanitised]];
  for (const candidate of [undone, LINKIFY.undo(undone, example.html)]) {
    for (const [reason, target] of targets) {
      if (normaliseHtml(candidate) !== target) continue;
      const all = [...reasons, ...(reason ? [reason] : []), ...(candidate === undone ? [] : [LINKIFY.name])];
      return { number: example.number, reasons: all.length ? all : ['equivalent serialisation'] };
    }
  }
  return { number: example.number, unexplained: { markdown: example.markdown, expected: example.html, rendered } };
}

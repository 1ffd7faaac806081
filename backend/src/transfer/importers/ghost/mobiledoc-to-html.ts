import { renderCard } from './cards.js';
import { escapeHtml, type RenderedBody, str } from './html.js';

type Marker = [type: number, openMarkups: number[], closeCount: number, value: unknown];
type Markup = [tag: string, attributes?: string[]];

const MARKUP_TAGS = new Set(['a', 'b', 'code', 'em', 'i', 's', 'strong', 'sub', 'sup', 'u']);
const SECTION_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'aside', 'pull-quote']);
const MARKUP_SECTION = 1;
const IMAGE_SECTION = 2;
const LIST_SECTION = 3;
const CARD_SECTION = 10;
const ATOM_MARKER = 1;

interface Mobiledoc {
  atoms?: unknown[];
  cards?: unknown[];
  markups?: unknown[];
  sections?: unknown[];
}

class MobiledocRenderer {
  readonly warnings = new Set<string>();

  constructor(private readonly doc: Mobiledoc) {}

  private openTag(index: number): [open: string, close: string] {
    const [tag, attributes = []] = (this.doc.markups?.[index] ?? []) as Markup;
    const name = str(tag).toLowerCase();
    if (!MARKUP_TAGS.has(name)) return ['', ''];
    let attrs = '';
    for (let i = 0; i + 1 < attributes.length; i += 2) {
      if (attributes[i] === 'href') attrs += ` href="${escapeHtml(attributes[i + 1])}"`;
    }
    return [`<${name}${attrs}>`, `</${name}>`];
  }

  private atom(index: unknown): string {
    const [name, value] = (this.doc.atoms?.[Number(index)] ?? []) as [unknown, unknown];
    return name === 'soft-return' ? '<br>' : escapeHtml(value);
  }

  /** Markers open markups (by index) before their text and close the innermost `closeCount` after it. */
  markers(markers: unknown): string {
    if (!Array.isArray(markers)) return '';
    const open: string[] = [];
    let html = '';
    for (const marker of markers as Marker[]) {
      if (!Array.isArray(marker)) continue;
      const [type, opens, closeCount, value] = marker;
      for (const index of Array.isArray(opens) ? opens : []) {
        const [start, end] = this.openTag(index);
        html += start;
        open.push(end);
      }
      html += type === ATOM_MARKER ? this.atom(value) : escapeHtml(value);
      for (let i = 0; i < Number(closeCount) && open.length > 0; i++) html += open.pop();
    }
    return html + open.reverse().join('');
  }

  section(section: unknown): string {
    if (!Array.isArray(section)) return '';
    const [kind, a, b] = section as [number, unknown, unknown];
    if (kind === MARKUP_SECTION) {
      const tag = str(a).toLowerCase();
      const name = tag === 'aside' || tag === 'pull-quote' ? 'blockquote' : SECTION_TAGS.has(tag) ? tag : 'p';
      return `<${name}>${this.markers(b)}</${name}>`;
    }
    if (kind === LIST_SECTION) {
      const tag = str(a).toLowerCase() === 'ol' ? 'ol' : 'ul';
      const items = Array.isArray(b) ? b.map((item) => `<li>${this.markers(item)}</li>`).join('') : '';
      return `<${tag}>${items}</${tag}>`;
    }
    if (kind === IMAGE_SECTION) return `<p><img src="${escapeHtml(a)}" alt=""></p>`;
    if (kind === CARD_SECTION) {
      const [name, payload] = (this.doc.cards?.[Number(a)] ?? []) as [unknown, Record<string, unknown>];
      const html = renderCard(str(name), payload ?? {});
      if (html === null) this.warnings.add(`Ghost's "${str(name)}" card is not imported`);
      return html ?? '';
    }
    return '';
  }
}

/** A Ghost post's `mobiledoc` field (a JSON string, Mobiledoc 0.3.x) as HTML. Throws when it is not Mobiledoc. */
export function mobiledocToHtml(mobiledoc: string): RenderedBody {
  const doc = JSON.parse(mobiledoc) as Mobiledoc;
  if (!doc || typeof doc !== 'object' || !Array.isArray(doc.sections)) throw new Error('no sections');
  const renderer = new MobiledocRenderer(doc);
  const html = doc.sections.map((section) => renderer.section(section)).join('');
  return { html, warnings: [...renderer.warnings] };
}

import { renderCard } from './cards.js';
import { escapeHtml, type RenderedBody, str } from './html.js';

interface LexicalNode {
  type?: unknown;
  children?: unknown;
  [field: string]: unknown;
}

// Lexical's text format bits (lexical/LexicalConstants: IS_BOLD = 1, IS_ITALIC = 1 << 1, ...).
const FORMATS: [bit: number, tag: string][] = [
  [16, 'code'],
  [1, 'strong'],
  [2, 'em'],
  [4, 's'],
  [32, 'sub'],
  [64, 'sup'],
];
const MAX_DEPTH = 100;

class LexicalRenderer {
  readonly warnings = new Set<string>();

  nodes(children: unknown, depth: number): string {
    if (!Array.isArray(children) || depth > MAX_DEPTH) return '';
    return children.map((child) => this.node(child as LexicalNode, depth + 1)).join('');
  }

  private text(node: LexicalNode): string {
    const format = typeof node.format === 'number' ? node.format : 0;
    let html = escapeHtml(node.text);
    for (const [bit, tag] of FORMATS) if (format & bit) html = `<${tag}>${html}</${tag}>`;
    return html;
  }

  private node(node: LexicalNode, depth: number): string {
    if (!node || typeof node !== 'object') return '';
    const type = str(node.type);
    const inner = () => this.nodes(node.children, depth);
    switch (type) {
      case 'text':
      case 'extended-text':
        return this.text(node);
      case 'linebreak':
        return '<br>';
      case 'tab':
        return '\t';
      case 'link':
      case 'autolink':
        return `<a href="${escapeHtml(node.url)}">${inner()}</a>`;
      case 'paragraph':
        return `<p>${inner()}</p>`;
      case 'heading':
      case 'extended-heading': {
        const tag = /^h[1-6]$/.test(str(node.tag)) ? str(node.tag) : 'h2';
        return `<${tag}>${inner()}</${tag}>`;
      }
      case 'quote':
      case 'extended-quote':
      case 'aside':
        return `<blockquote><p>${inner()}</p></blockquote>`;
      case 'list': {
        const tag = node.listType === 'number' || node.tag === 'ol' ? 'ol' : 'ul';
        const start = tag === 'ol' && typeof node.start === 'number' && node.start !== 1 ? ` start="${node.start}"` : '';
        return `<${tag}${start}>${inner()}</${tag}>`;
      }
      case 'listitem':
        return `<li>${inner()}</li>`;
      case 'root':
        return inner();
      default: {
        const card = renderCard(type, node);
        if (card !== null) return card;
        this.warnings.add(`Ghost's "${type}" block is not imported`);
        return Array.isArray(node.children) ? inner() : '';
      }
    }
  }
}

/** A Ghost post's `lexical` field (a JSON string) as HTML. Throws when it is not Lexical JSON. */
export function lexicalToHtml(lexical: string): RenderedBody {
  const document = JSON.parse(lexical) as { root?: LexicalNode };
  if (!document || typeof document !== 'object' || !document.root) throw new Error('no root node');
  const renderer = new LexicalRenderer();
  const html = renderer.nodes(document.root.children, 0);
  return { html, warnings: [...renderer.warnings] };
}

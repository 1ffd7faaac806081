import type { ChildNode, Element } from 'domhandler';
import { DomUtils } from 'htmlparser2';

const BLOCKS = new Set(['p', 'div', 'section', 'figure', 'figcaption', 'table', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'hr']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * The plain-text part of an email: the post's words in paragraphs, each link written out after its
 * text, an image as its description, a formula as its TeX, code as it was written. Read from the
 * feed-ready tree (absolute URLs, no visual duplicates). `pageUrl`: links to the post's own
 * fragments (footnotes) are left unwritten, they mean nothing in text.
 */
export function plainTextOf(nodes: readonly ChildNode[], pageUrl: string): string {
  const text = nodes.map((node) => nodeText(node, pageUrl)).join('');
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function nodeText(node: ChildNode, pageUrl: string): string {
  if (DomUtils.isText(node)) return node.data.replace(/\s+/g, ' ');
  if (!DomUtils.isTag(node)) return '';
  return elementText(node, pageUrl);
}

function childrenText(element: Element, pageUrl: string): string {
  return element.children.map((child) => nodeText(child, pageUrl)).join('');
}

function elementText(element: Element, pageUrl: string): string {
  const name = element.name;
  if (name === 'br') return '\n';
  if (name === 'hr') return '\n\n* * *\n\n';
  if (name === 'img') return element.attribs.alt ? `[${element.attribs.alt}]` : '';
  if (name === 'math') return texOf(element);
  if (name === 'pre') return `\n\n${DomUtils.textContent(element).replace(/\n$/, '')}\n\n`;
  if (name === 'a') return linkText(element, pageUrl);
  if (name === 'sup' && element.attribs.class?.split(' ').includes('footnote-ref')) return `[${DomUtils.textContent(element).trim()}]`;
  if (name === 'li') return `\n${listMarker(element)}${childrenText(element, pageUrl).trim()}`;
  if (name === 'tr') return `\n${element.children.filter(DomUtils.isTag).map((cell) => childrenText(cell, pageUrl).trim()).join(' | ')}`;
  if (name === 'blockquote') return `\n\n${quoted(plainTextOf(element.children, pageUrl))}\n\n`;
  const inner = childrenText(element, pageUrl);
  if (HEADINGS.has(name)) return `\n\n${inner.trim()}\n\n`;
  if (BLOCKS.has(name)) return `\n\n${inner.trim()}\n\n`;
  return inner;
}

function linkText(element: Element, pageUrl: string): string {
  const label = childrenText(element, pageUrl);
  const href = element.attribs.href;
  if (!href || href.startsWith(`${pageUrl}#`) || href === label.trim()) return label;
  return `${label} (${href.replace(/^mailto:/, '')})`;
}

function listMarker(item: Element): string {
  const list = item.parent as Element | null;
  if (list?.name !== 'ol') return '- ';
  const start = Number(list.attribs.start ?? 1);
  return `${start + list.children.filter(DomUtils.isTag).indexOf(item)}. `;
}

/** KaTeX keeps the TeX in the MathML's annotation: clearer in text than the characters of the MathML. */
function texOf(math: Element): string {
  const annotation = DomUtils.findOne((node) => node.name === 'annotation' && node.attribs.encoding === 'application/x-tex', [math]);
  return annotation ? DomUtils.textContent(annotation) : DomUtils.textContent(math);
}

const quoted = (text: string) =>
  text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');

import type { ChildNode, Element, ParentNode } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import { embedAsLink } from '../../render/embeds/embed-markup.js';

/** Where the post's HTML lives: its relative URLs resolve here, as a browser on the post's page would resolve them. */
export interface FeedHtmlBase {
  /** SITE_URL without a trailing slash: site paths (`/uploads/…`) are put under it, as everywhere else. */
  siteUrl: string;
  /** The post's own absolute address, for fragments (`#fn1`) and paths relative to the page. */
  pageUrl: string;
}

/** Responsive-image and loading hints mean nothing to a feed reader, and `srcset` holds relative URLs it would not resolve. */
const DROPPED_ATTRIBUTES = ['srcset', 'sizes', 'loading', 'decoding', 'fetchpriority', 'style'];
const URL_ATTRIBUTES = ['href', 'src', 'cite', 'poster'];
/** KaTeX's wrappers around its MathML: without the site's stylesheet they only get in the way. */
const UNWRAPPED_CLASSES = ['katex', 'katex-display', 'katex-mathml'];
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
// eslint-disable-next-line no-control-regex -- these are exactly the characters to drop
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/g;

/** HTML calls control characters parse errors and XML cannot carry them: without them, the three feeds say the same. */
export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '');
}

/**
 * A post's stored (sanitised) HTML made ready for a feed, where it is read out of context and
 * without the site's stylesheet: every relative URL absolute; responsive-image attributes gone
 * (`<picture>` down to its `<img>`); inline styles gone, so that nothing coloured for the site's
 * background ends up unreadable on a reader's (highlighted code keeps its text and harmless classes);
 * maths as its MathML alone, without KaTeX's HTML rendering, which needs the stylesheet and fonts.
 * A task's checkbox becomes ☑ or ☐, an embed (a facade, a media player) a link to what it plays. Whatever is marked `aria-hidden="true"` is a visual duplicate
 * or decoration and is left out, and so are control characters.
 * Runs when a feed is built, not per request.
 */
export function feedReadyHtml(html: string, base: FeedHtmlBase): string {
  const document = parseDocument(html);
  tidyChildren(document, base);
  // After serialising: a character reference (`&#7;`) has become the character itself by then.
  return withoutControlCharacters(DomUtils.getOuterHTML(document, { encodeEntities: 'utf8' })).trim();
}

/** Rebuilds the children list in one pass (dropping, unwrapping), then relinks it: linear however many siblings. */
function tidyChildren(parent: ParentNode, base: FeedHtmlBase): void {
  const kept: ChildNode[] = [];
  for (const child of parent.children) {
    if (!DomUtils.isTag(child)) kept.push(child);
    else if (isCheckbox(child)) kept.push(textNode(child.attribs.checked === undefined ? '☐' : '☑'));
    else if (isEmbed(child)) kept.push(embedLink(child, base));
    else if (!isDropped(child, parent)) {
      tidyAttributes(child, base);
      tidyChildren(child, base);
      if (isUnwrapped(child)) kept.push(...child.children);
      else kept.push(child);
    }
  }
  parent.children = kept;
  kept.forEach((node, index) => {
    node.parent = parent;
    node.prev = kept[index - 1] ?? null;
    node.next = kept[index + 1] ?? null;
  });
}

/** A task list's box: many readers drop form controls, and with them whether the task is done. */
const isCheckbox = (element: Element) => element.name === 'input' && element.attribs.type === 'checkbox';

const textNode = (text: string): ChildNode => parseDocument(text).children[0]!;

/** Feeds and mail run no script and frame nothing: an embed there is a paragraph holding a link to what it plays. */
const isEmbed = (element: Element) => embedAsLink(element.name, element.attribs) !== undefined;

function embedLink(element: Element, base: FeedHtmlBase): ChildNode {
  const { href, text } = embedAsLink(element.name, element.attribs)!;
  const paragraph = parseDocument('<p><a></a></p>').children[0] as Element;
  const link = paragraph.children[0] as Element;
  link.attribs.href = href;
  link.children = [textNode(text.replace(/&/g, '&amp;').replace(/</g, '&lt;'))];
  link.children[0]!.parent = link;
  tidyAttributes(link, base);
  return paragraph;
}

function isDropped(element: Element, parent: ParentNode): boolean {
  if (element.attribs['aria-hidden'] === 'true' || hasClass(element, 'katex-html')) return true;
  return element.name === 'source' && DomUtils.isTag(parent) && parent.name === 'picture';
}

function isUnwrapped(element: Element): boolean {
  if (element.name === 'picture') return true;
  return element.name === 'span' && UNWRAPPED_CLASSES.some((name) => hasClass(element, name));
}

function hasClass(element: Element, name: string): boolean {
  const classes = element.attribs.class;
  return classes !== undefined && classes.split(/\s+/).includes(name);
}

function tidyAttributes(element: Element, base: FeedHtmlBase): void {
  const attributes = element.attribs;
  // Stated, for readers that take the HTML for XHTML.
  if (element.name === 'math') attributes.xmlns ??= 'http://www.w3.org/1998/Math/MathML';
  for (const name of DROPPED_ATTRIBUTES) delete attributes[name];
  for (const name of URL_ATTRIBUTES) {
    const value = attributes[name];
    if (value === undefined) continue;
    const resolved = absoluteUrl(value.trim(), base);
    if (resolved === undefined) delete attributes[name];
    else attributes[name] = resolved;
  }
}

/** Undefined for what no URL parser can make sense of (then the attribute goes: a broken link beats a relative one). */
function absoluteUrl(url: string, { siteUrl, pageUrl }: FeedHtmlBase): string | undefined {
  if (SCHEME.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return `${siteUrl}${url}`;
  try {
    return new URL(url, pageUrl).href;
  } catch {
    return undefined;
  }
}

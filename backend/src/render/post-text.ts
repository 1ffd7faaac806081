/** A post's body as stored: the sanitised HTML and its visible text (for the excerpt, reading time and search). */
export interface RenderedMarkdown {
  html: string;
  text: string;
}

// Boundaries between these become spaces, so "<p>a</p><p>b</p>" reads "a b" and not "ab".
export const BLOCK_TAGS: readonly string[] = [
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'ul', 'ol', 'li', 'pre',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'div', 'section', 'figure', 'figcaption', 'dl', 'dt', 'dd',
];
const BLOCK_TAG = new RegExp(`<\\/?(?:${BLOCK_TAGS.join('|')})(?=[\\s/>])[^>]*>`, 'g');
const ESCAPES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/**
 * Markup whose words are not the post's: a footnote's number (glued to the word it follows, it
 * would hide that word from search) and its back-link's arrow. Neither holds an element of its own
 * kind, so the first closing tag of that kind ends it.
 */
const APPARATUS = /<sup class="footnote-ref">[\s\S]*?<\/sup>|<a [^>]*class="footnote-backref"[^>]*>[\s\S]*?<\/a>/g;
/** A formula reads as its TeX (the MathML's annotation), not as the characters of its MathML and of its drawing. */
const MATH = /<math\b[^>]*>([\s\S]*?)<\/math>/g;
const TEX_ANNOTATION = /<annotation encoding="application\/x-tex">([^<]*)<\/annotation>/;
const HIDDEN_SPAN = /<span [^>]*aria-hidden="true"[^>]*>/g;
const SPAN_TAG = /<(\/?)span\b[^>]*>/g;

function collapse(text: string): string {
  return text
    .replace(/&(?:amp|lt|gt|quot);/g, (escape) => ESCAPES[escape]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The HTML without spans hidden from assistive technology (KaTeX's drawing of each formula), in one pass. */
function withoutHiddenSpans(html: string): string {
  let kept = '';
  let from = 0;
  HIDDEN_SPAN.lastIndex = 0;
  for (let hidden = HIDDEN_SPAN.exec(html); hidden; hidden = HIDDEN_SPAN.exec(html)) {
    kept += html.slice(from, hidden.index);
    let depth = 1;
    SPAN_TAG.lastIndex = HIDDEN_SPAN.lastIndex;
    let tag: RegExpExecArray | null = null;
    while (depth > 0 && (tag = SPAN_TAG.exec(html))) depth += tag[1] ? -1 : 1;
    from = tag && depth === 0 ? SPAN_TAG.lastIndex : html.length;
    HIDDEN_SPAN.lastIndex = from;
  }
  return kept + html.slice(from);
}

/**
 * The visible text of HTML that sanitizePostHtml wrote, entities decoded and whitespace collapsed
 * (for excerpts, reading time and search), without parsing it again: there every tag is an
 * allowlisted one, attribute values hold no `>` and text holds no `<`, and only &amp;, &lt;, &gt;
 * and &quot; remain as entities, so tags can be told from text by their brackets alone.
 */
export function textOfSanitized(html: string): string {
  const prose = withoutHiddenSpans(html.replace(APPARATUS, '')).replace(MATH, (_math, inner: string) => TEX_ANNOTATION.exec(inner)?.[1] ?? inner);
  return collapse(prose.replace(BLOCK_TAG, ' ').replace(/<[^>]*>/g, ''));
}

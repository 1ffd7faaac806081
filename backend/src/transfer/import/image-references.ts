/**
 * Image addresses in a post's Markdown: `![alt](url "title")`, `![alt](<url>)`, and `<img src="url">`
 * in the raw HTML an import keeps. Each pattern's first group is the address.
 */
const PATTERNS: readonly RegExp[] = [/(!\[[^\]\n]*\]\(\s*<?)([^)\s>]+)/g, /(<img\b[^>]*?\ssrc\s*=\s*["'])([^"'>]+)/gi];

/** The distinct image addresses of a body, in the order they appear. */
export function imageReferences(markdown: string): string[] {
  const found = new Set<string>();
  for (const pattern of PATTERNS) for (const match of markdown.matchAll(pattern)) found.add(match[2]!);
  return [...found];
}

/** The body with every image address that `replacements` names swapped for its new one, and nothing else touched. */
export function replaceImageReferences(markdown: string, replacements: ReadonlyMap<string, string>): string {
  let result = markdown;
  for (const pattern of PATTERNS) {
    result = result.replace(pattern, (whole, before: string, url: string) => {
      const replacement = replacements.get(url);
      return replacement === undefined ? whole : `${before}${replacement}`;
    });
  }
  return result;
}

import type MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';

/** What a render passes to the fence rule: a highlighter for the languages it loaded, or nothing (plain code). */
export interface HighlightEnv {
  highlight?: (code: string, language: string) => string | undefined;
}

/** A fence's language as markdown-it names its class (the info string's first word), lower-cased as the sanitiser keeps it. */
export function fenceLanguage(info: string): string {
  return info.trim().split(/\s+/, 1)[0]!.toLowerCase();
}

/** The languages of a document's fenced code blocks. */
export function fenceLanguages(tokens: Token[]): Set<string> {
  const languages = new Set<string>();
  for (const token of tokens) if (token.type === 'fence' && token.info.trim()) languages.add(fenceLanguage(token.info));
  return languages;
}

/**
 * markdown-it plugin: fenced code is highlighted by `env.highlight` when the render provides one
 * and it knows the language; otherwise markdown-it writes it escaped, as before. Either way the
 * result is `<pre><code class="language-x">` around the code's text.
 */
export function highlightedFences(markdown: MarkdownIt): void {
  const fence = markdown.renderer.rules.fence!;
  markdown.renderer.rules.fence = (tokens, index, options, env: HighlightEnv, self) => {
    const token = tokens[index]!;
    const highlighted = token.info.trim() ? env.highlight?.(token.content, fenceLanguage(token.info)) : undefined;
    if (highlighted === undefined) return fence(tokens, index, options, env, self);
    return fence(tokens, index, { ...options, highlight: () => highlighted }, env, self);
  };
}

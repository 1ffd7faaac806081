import type { HighlighterCore, ThemedToken } from 'shiki/core';
import type { CodeTheme } from './code-theme.js';
import { FONT_STYLE_CLASSES } from './code-token-classes.js';

/** Longer lines are left plain: TextMate grammars can take their time on one long line. */
const MAX_LINE_LENGTH = 1_000;
/**
 * No time limit per line (Shiki's default is 500 ms): past it a line is left plain, so the HTML
 * stored would depend on how busy the machine was, and a grammar's first line, which pays for
 * compiling its patterns, crossed it on a loaded machine. Lines are bounded by MAX_LINE_LENGTH and a
 * post by MAX_HIGHLIGHTED_CHARS; a render that still runs away meets RenderService's deadline.
 */
const NO_TIME_LIMIT = 0;
/** Characters of code highlighted in one post; blocks past it stay plain, so a huge post renders in bounded time. */
export const MAX_HIGHLIGHTED_CHARS = 100_000;

interface LanguageEntry {
  id: string;
  load: () => Promise<unknown>;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const escapeText = (text: string) => text.replace(/[&<>]/g, (character) => ESCAPES[character]!);

/**
 * Shiki with one placeholder theme (code-theme.ts) and no grammar until a post names its language:
 * each of the 200-odd grammars is imported the first time a fence asks for it, so a worker holds
 * only the languages its author writes in.
 */
export class CodeHighlighter {
  private readonly failed = new Set<string>();

  private constructor(
    private readonly shiki: HighlighterCore,
    private readonly theme: CodeTheme,
    private readonly languages: ReadonlyMap<string, LanguageEntry>,
  ) {}

  static async create(): Promise<CodeHighlighter> {
    // Imported here, not above: the server's own thread loads this module with the renderer, and never highlights.
    const [{ createHighlighterCore }, { createJavaScriptRegexEngine }, { bundledLanguagesInfo }, { buildCodeTheme }] = await Promise.all([
      import('shiki/core'),
      import('shiki/engine/javascript'),
      import('shiki/langs'),
      import('./code-theme.js'),
    ]);
    const theme = buildCodeTheme();
    // The JavaScript engine needs no WebAssembly; `forgiving` skips the rare pattern it cannot translate instead of failing the grammar.
    const shiki = await createHighlighterCore({ themes: [theme.theme], langs: [], engine: createJavaScriptRegexEngine({ forgiving: true }) });
    const languages = new Map<string, LanguageEntry>();
    for (const info of bundledLanguagesInfo) {
      for (const name of [info.id, ...(info.aliases ?? [])]) languages.set(name.toLowerCase(), { id: info.id, load: info.import });
    }
    return new CodeHighlighter(shiki, theme, languages);
  }

  /** Imports the grammars of these languages that are known and not loaded yet; a grammar that fails to load leaves its code plain. */
  async load(names: Iterable<string>): Promise<void> {
    const loaded = new Set(this.shiki.getLoadedLanguages());
    const wanted = new Set<string>();
    for (const name of names) {
      const entry = this.languages.get(name);
      if (entry && !loaded.has(entry.id) && !this.failed.has(entry.id)) wanted.add(entry.id);
    }
    await Promise.all(
      [...wanted].map(async (id) => {
        try {
          const grammar = (await this.languages.get(id)!.load()) as { default: Parameters<HighlighterCore['loadLanguage']>[0] };
          await this.shiki.loadLanguage(grammar.default);
        } catch {
          this.failed.add(id);
        }
      }),
    );
  }

  /** The code as HTML (escaped text, spans with classes only), or undefined when its language is unknown or not loaded. */
  highlight(code: string, name: string): string | undefined {
    const id = this.languages.get(name)?.id;
    if (!id || !this.shiki.getLoadedLanguages().includes(id)) return undefined;
    const lines = this.shiki.codeToTokensBase(code, {
      lang: id,
      theme: this.theme.theme.name!,
      tokenizeMaxLineLength: MAX_LINE_LENGTH,
      tokenizeTimeLimit: NO_TIME_LIMIT,
    });
    return lines.map((line) => line.map((token) => this.tokenHtml(token)).join('')).join('\n');
  }

  private tokenHtml(token: ThemedToken): string {
    const text = escapeText(token.content);
    const classes: string[] = [];
    const colour = token.color && this.theme.classes.get(token.color.toUpperCase());
    if (colour) classes.push(colour);
    const background = token.bgColor && this.theme.classes.get(token.bgColor.toUpperCase());
    if (background) classes.push(background);
    const fontStyle = token.fontStyle ?? 0;
    for (const [flag, name] of FONT_STYLE_CLASSES) if (fontStyle > 0 && fontStyle & flag) classes.push(name);
    return classes.length && text ? `<span class="${classes.join(' ')}">${text}</span>` : text;
  }
}

let shared: Promise<CodeHighlighter> | undefined;

/** The highlighter of this thread, made at its first use. */
export function codeHighlighter(): Promise<CodeHighlighter> {
  shared ??= CodeHighlighter.create().catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}

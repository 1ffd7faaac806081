import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The stylesheets a rendered post may need, for the pages that show it: each only where the post
 * uses it. The files are written by the web app's build (frontend/vite.config.ts, katexAssets) and
 * from the code themes (bin/write-code-highlight-css.ts).
 */

/** Colours of highlighted code (frontend/public/code-highlight.css). */
export const CODE_HIGHLIGHT_STYLESHEET_URL = '/code-highlight.css';

let katexVersion: string | undefined;

/** KaTeX's stylesheet, its fonts beside it; the path names KaTeX's version, so the file is cached for good like the other assets. */
export function katexStylesheetUrl(): string {
  katexVersion ??= (JSON.parse(readFileSync(createRequire(import.meta.url).resolve('katex/package.json'), 'utf8')) as { version: string }).version;
  return `/assets/katex-${katexVersion}/katex.min.css`;
}

/** Whether post HTML holds a formula drawn by KaTeX. */
export const usesMaths = (html: string) => html.includes('<span class="katex');

/** Whether post HTML holds highlighted code. */
export const usesHighlightedCode = (html: string) => html.includes('<span class="hl-');

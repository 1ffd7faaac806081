import type MarkdownIt from 'markdown-it';

/**
 * markdown-it plugin: each table inside `<div class="table-scroll" tabindex="0">`, which the site
 * lets scroll sideways on a narrow screen instead of the page. It takes the keyboard's focus so that
 * a reader without a pointer can scroll it too.
 */
export function scrollingTables(markdown: MarkdownIt): void {
  markdown.renderer.rules.table_open = (tokens, index, options, _env, self) =>
    `<div class="table-scroll" tabindex="0">\n${self.renderToken(tokens, index, options)}`;
  markdown.renderer.rules.table_close = (tokens, index, options, _env, self) => `${self.renderToken(tokens, index, options)}</div>\n`;
}

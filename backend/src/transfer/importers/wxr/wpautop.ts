const BLOCKS =
  '(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|math|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary|iframe|video|audio|object)';
const BLOCK_OPEN = new RegExp(`(<${BLOCKS}[\\s/>])`, 'gi');
const BLOCK_CLOSE = new RegExp(`(</${BLOCKS}>)`, 'gi');
const STARTS_WITH_BLOCK = new RegExp(`^(?:</?${BLOCKS}[\\s/>]|<!--|\\uE000)`, 'i');

/**
 * WordPress's wpautop: classic-editor content is text whose blank lines separate paragraphs and
 * whose single line breaks are <br>. Block-level elements get paragraphs of their own and are not
 * wrapped; <pre> is left exactly as written. Block-editor content (`<!-- wp:` comments) is already HTML.
 */
export function wpautop(text: string): string {
  if (!text.trim() || text.includes('<!-- wp:')) return text;
  const preserved: string[] = [];
  let html = text.replace(/\r\n?/g, '\n').replace(/<pre[\s>][\s\S]*?<\/pre>/gi, (pre) => `\uE000${preserved.push(pre) - 1}\uE000`);
  html = html.replace(BLOCK_OPEN, '\n\n$1').replace(BLOCK_CLOSE, '$1\n\n');
  html = html
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => (STARTS_WITH_BLOCK.test(chunk) ? chunk : `<p>${chunk.replace(/\n/g, '<br />\n')}</p>`))
    .join('\n\n');
  return html.replace(/\uE000(\d+)\uE000/g, (_match, index: string) => preserved[Number(index)]!);
}

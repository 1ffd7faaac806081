// markdown-it-footnote ships no types, and @types/markdown-it-footnote describes it against markdown-it's CommonJS types.
declare module 'markdown-it-footnote' {
  import type { PluginSimple } from 'markdown-it';

  const footnote: PluginSimple;
  export default footnote;
}

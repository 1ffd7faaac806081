import type { Element } from 'domhandler';
import { buildCodeTheme } from '../render/code-theme.js';

const MONO = "font-family:SFMono-Regular,Menlo,Consolas,'Liberation Mono',monospace;";
const MUTED = '#57606a';
const RULE = '#d0d7de';

/**
 * The look of a post in an email, written on each element: mail clients drop or mangle `<style>`
 * (Gmail's app keeps none of a forwarded one), but every one of them reads a `style` attribute.
 * Plain colours on a white ground, so that a client's dark mode can invert them sensibly.
 */
const STYLE_BY_TAG: Readonly<Record<string, string>> = {
  p: 'margin:0 0 1em;',
  h1: 'font-size:26px;line-height:1.25;margin:1.4em 0 .5em;',
  h2: 'font-size:22px;line-height:1.3;margin:1.4em 0 .5em;',
  h3: 'font-size:19px;line-height:1.3;margin:1.3em 0 .5em;',
  h4: 'font-size:17px;margin:1.2em 0 .5em;',
  h5: 'font-size:17px;margin:1.2em 0 .5em;',
  h6: 'font-size:17px;margin:1.2em 0 .5em;',
  a: 'color:#0b5cad;text-decoration:underline;',
  img: 'max-width:100%;height:auto;border:0;',
  figure: 'margin:1.5em 0;',
  figcaption: `font-size:14px;color:${MUTED};margin-top:.5em;`,
  blockquote: `margin:1em 0;padding:0 0 0 1em;border-left:3px solid ${RULE};color:${MUTED};`,
  pre: `${MONO}font-size:14px;line-height:1.45;background:#f6f8fa;color:#1f2328;padding:12px;border-radius:6px;overflow-x:auto;white-space:pre;`,
  code: `${MONO}font-size:.9em;background:#f6f8fa;padding:.1em .3em;border-radius:3px;`,
  table: 'border-collapse:collapse;margin:1em 0;',
  th: `border:1px solid ${RULE};padding:6px 10px;text-align:left;`,
  td: `border:1px solid ${RULE};padding:6px 10px;text-align:left;vertical-align:top;`,
  hr: `border:0;border-top:1px solid ${RULE};margin:2em 0;`,
  ul: 'margin:0 0 1em;padding-left:1.5em;',
  ol: 'margin:0 0 1em;padding-left:1.5em;',
  li: 'margin:.25em 0;',
  sup: 'font-size:.75em;line-height:0;',
  sub: 'font-size:.75em;line-height:0;',
  math: 'font-size:1.1em;',
};

/** Code inside a block already has the block's box: it keeps only the typeface. */
const CODE_IN_PRE = `${MONO}font-size:inherit;`;

let tokenStyles: ReadonlyMap<string, string> | undefined;

/**
 * A highlighted token's colours and font style, from its classes (code-theme.ts), in the light theme:
 * the block's ground is light (STYLE_BY_TAG.pre), whatever the reader's colour scheme.
 */
function codeTokenStyle(element: Element): string | undefined {
  const classes = element.attribs.class?.split(/\s+/).filter((name) => name.startsWith('hl-'));
  if (!classes?.length) return undefined;
  tokenStyles ??= buildCodeTheme().lightStyles;
  const declarations = classes.map((name) => tokenStyles!.get(name) ?? '');
  if (classes.includes('hl-underline') && classes.includes('hl-strike')) declarations.push('text-decoration:underline line-through;');
  return declarations.join('') || undefined;
}

/** The style an element of the post gets in the email; undefined for tags that need none. */
export function emailStyleOf(element: Element): string | undefined {
  if (element.name === 'code' && element.parent && 'name' in element.parent && element.parent.name === 'pre') return CODE_IN_PRE;
  if (element.name === 'span') return codeTokenStyle(element);
  return STYLE_BY_TAG[element.name];
}

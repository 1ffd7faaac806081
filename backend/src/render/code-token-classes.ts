/**
 * The classes a highlighted token may carry (code-theme.ts names them): a colour pair, a background
 * pair, a font style. Written out for the sanitiser, which lets nothing else through on a span in code.
 */
export const CODE_TOKEN_CLASS = /^hl-(?:\d{1,3}|bg-\d{1,3}|italic|bold|underline|strike)$/;

/** Shiki's FontStyle flags, with the class each becomes. */
export const FONT_STYLE_CLASSES: ReadonlyArray<readonly [flag: number, name: string]> = [
  [1, 'hl-italic'],
  [2, 'hl-bold'],
  [4, 'hl-underline'],
  [8, 'hl-strike'],
];

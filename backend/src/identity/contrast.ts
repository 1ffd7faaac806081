/** The theme's page backgrounds (frontend/src/app/styles/tokens.css, --color-bg in each scheme): the accent is text on them. */
export const THEME_BACKGROUNDS = { light: '#fbfaf7', dark: '#161412' } as const;
export type ColorScheme = keyof typeof THEME_BACKGROUNDS;

/** WCAG 2.x AA for body text. */
export const AA_TEXT_RATIO = 4.5;

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

const channel = (hex: string, at: number) => {
  const value = parseInt(hex.slice(at, at + 2), 16) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of a `#rrggbb` colour: 0 for black, 1 for white. */
export function relativeLuminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** WCAG contrast ratio of two `#rrggbb` colours, from 1 to 21, whichever is lighter. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/** Rounded down, as WCAG asks: 4.499 is not 4.5. */
const shown = (ratio: number) => (Math.floor(ratio * 100) / 100).toFixed(2);

/**
 * Why `color` cannot be the accent on the `scheme` background, with the measured ratio; undefined
 * when it passes AA. `field` starts the message, so a 400 names what to change.
 */
export function accentProblem(field: string, color: string, scheme: ColorScheme): string | undefined {
  const background = THEME_BACKGROUNDS[scheme];
  const ratio = contrastRatio(color, background);
  if (ratio >= AA_TEXT_RATIO) return undefined;
  return (
    `${field} ${color.toLowerCase()} has a contrast ratio of ${shown(ratio)}:1 against the ${scheme} theme's background ${background}; ` +
    `WCAG AA needs at least ${AA_TEXT_RATIO}:1 for text (${scheme === 'light' ? 'choose a darker colour' : 'choose a lighter colour'})`
  );
}

import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const read = (relative: string) => readFileSync(fileURLToPath(new URL(relative, import.meta.url)), 'utf8');
const [lightTokens, darkTokens] = read('../../public/code-highlight.css').split('@media');
const app = read('./styles/tokens.css');
const features = read('./prose-features.css');

const luminance = (hex: string) => {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};
const rules = (css: string, property: 'color' | 'background-color') =>
  new Map([...css.matchAll(new RegExp(`\\.(hl-(?:bg-)?\\d+)\\{${property}:(#[0-9a-f]{6})\\}`, 'g'))].map(([, name, hex]) => [name!, hex!]));
const variable = (css: string, name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`).exec(css)![1]!;

/** Drawn only on a background of their own (a carriage return, ignored lines): checked against it below. */
const ON_THEIR_BACKGROUND = new Set(['hl-9', 'hl-10']);

describe('highlighted code colours (AA, 4.5:1)', () => {
  const schemes = {
    light: { tokens: rules(lightTokens!, 'color'), backgrounds: rules(lightTokens!, 'background-color'), block: variable(features, 'color-code-block-bg') },
    // The dark block is the dark scheme's code tint (prose-features.css: var(--color-code-bg)).
    dark: { tokens: rules(darkTokens!, 'color'), backgrounds: rules(darkTokens!, 'background-color'), block: variable(app.split('prefers-color-scheme: dark')[1]!, 'color-code-bg') },
  };

  it.each(['light', 'dark'] as const)('every token colour on the %s code block', (scheme) => {
    const { tokens, block } = schemes[scheme];
    expect(tokens.size).toBeGreaterThan(5);
    const low = [...tokens].filter(([name, hex]) => !ON_THEIR_BACKGROUND.has(name) && contrast(hex, block) < 4.5);
    expect(low).toEqual([]);
  });

  it.each(['light', 'dark'] as const)('the tokens drawn on a background of their own, %s', (scheme) => {
    const { tokens, backgrounds } = schemes[scheme];
    // A carriage return: in dark, prose-features.css sets its text dark on GitHub Dark's salmon.
    const carriageReturn = scheme === 'dark' ? /\.prose \.hl-9\.hl-bg-1 \{\s*color: (#[0-9a-f]{6})/.exec(features)![1]! : tokens.get('hl-9')!;
    const pairs: Array<[string, string]> = [
      [carriageReturn, backgrounds.get('hl-bg-1')!],
      [tokens.get('hl-8')!, backgrounds.get('hl-bg-2')!],
      [tokens.get('hl-6')!, backgrounds.get('hl-bg-3')!],
      [tokens.get('hl-4')!, backgrounds.get('hl-bg-4')!],
      [tokens.get('hl-10')!, backgrounds.get('hl-bg-5')!],
    ];
    for (const [text, background] of pairs) expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });
});

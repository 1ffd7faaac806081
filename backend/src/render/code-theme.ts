import type { ThemeRegistration } from 'shiki/core';
import githubDark from 'shiki/themes/github-dark-default.mjs';
import githubLight from 'shiki/themes/github-light-default.mjs';

/** The two themes the highlighted code follows: one for each colour scheme. */
const LIGHT = githubLight;
const DARK = githubDark;

/** Where the stylesheet lives (frontend/public/, served at the site's root), and what writes it. */
export const CODE_HIGHLIGHT_STYLESHEET = 'frontend/public/code-highlight.css';

interface ColourPair {
  light: string;
  dark: string;
}

/**
 * One theme for Shiki whose colours are placeholders naming classes, and the stylesheet that gives
 * those classes the light theme's colours and, in a dark colour scheme, the dark theme's.
 *
 * Shiki colours each token by the one theme rule whose scope matches it best. The two GitHub themes
 * list the same scopes in the same order (checked here), so the rule picked is the same in both:
 * tokenising once with a theme of placeholders gives each token its light and dark colour together,
 * where Shiki's own two-theme mode tokenises twice and, switching themes on every call, cost four
 * to five times as much. The HTML then carries classes only (no style attribute to allow), and
 * the stylesheet is a static file.
 */
export interface CodeTheme {
  theme: ThemeRegistration;
  /** A placeholder colour (upper case, as Shiki reports colours) → its class. */
  classes: ReadonlyMap<string, string>;
  css: string;
  /** Each class → its light-theme declarations, for HTML read without the stylesheet (email). */
  lightStyles: ReadonlyMap<string, string>;
}

/** Tokens in the themes' plain text colour get this one, and no class. */
const DEFAULT_FOREGROUND = '#000000';

const hex = (index: number, prefix: string) => `#${prefix}${index.toString(16).padStart(4, '0')}`.toUpperCase();

function pairKey(pair: ColourPair): string {
  return `${pair.light.toLowerCase()}|${pair.dark.toLowerCase()}`;
}

/** Numbers each distinct pair in the order the rules first use it, so that the classes stay put while the themes do. */
class PairNumbers {
  readonly pairs: ColourPair[] = [];
  private readonly numbers = new Map<string, number>();

  numberOf(pair: ColourPair): number {
    const key = pairKey(pair);
    let number = this.numbers.get(key);
    if (number === undefined) {
      this.pairs.push(pair);
      number = this.pairs.length;
      this.numbers.set(key, number);
    }
    return number;
  }
}

export function buildCodeTheme(): CodeTheme {
  const lightRules = LIGHT.tokenColors ?? [];
  const darkRules = DARK.tokenColors ?? [];
  const sameScopes =
    lightRules.length === darkRules.length &&
    lightRules.every((rule, index) => JSON.stringify(rule.scope) === JSON.stringify(darkRules[index]!.scope));
  if (!sameScopes) throw new Error(`The code themes ${LIGHT.name} and ${DARK.name} no longer list the same scopes: pair them another way`);

  const plain = pairKey({ light: LIGHT.colors!['editor.foreground']!, dark: DARK.colors!['editor.foreground']! });
  const foregrounds = new PairNumbers();
  const backgrounds = new PairNumbers();
  const classes = new Map<string, string>();
  const tokenColors = lightRules.map((rule, index) => {
    const dark = darkRules[index]!.settings;
    const settings: Record<string, string | undefined> = { fontStyle: rule.settings.fontStyle };
    if (rule.settings.foreground && dark.foreground) {
      const pair = { light: rule.settings.foreground, dark: dark.foreground };
      // The themes' own text colour is left to the site's, like the text of code in no language.
      if (pairKey(pair) === plain) settings.foreground = DEFAULT_FOREGROUND;
      else {
        const number = foregrounds.numberOf(pair);
        settings.foreground = hex(number, '10');
        classes.set(settings.foreground, `hl-${number}`);
      }
    }
    if (rule.settings.background && dark.background) {
      const number = backgrounds.numberOf({ light: rule.settings.background, dark: dark.background });
      settings.background = hex(number, '20');
      classes.set(settings.background, `hl-bg-${number}`);
    }
    return { scope: rule.scope, settings };
  });

  const theme: ThemeRegistration = {
    name: 'folio-code',
    type: 'light',
    colors: { 'editor.foreground': DEFAULT_FOREGROUND, 'editor.background': '#FFFFFF' },
    tokenColors,
  };
  return { theme, classes, css: stylesheet(foregrounds.pairs, backgrounds.pairs), lightStyles: lightStyles(foregrounds.pairs, backgrounds.pairs) };
}

function lightStyles(foregrounds: ColourPair[], backgrounds: ColourPair[]): Map<string, string> {
  return new Map([
    ...foregrounds.map((pair, index) => [`hl-${index + 1}`, `color:${pair.light.toLowerCase()};`] as const),
    ...backgrounds.map((pair, index) => [`hl-bg-${index + 1}`, `background-color:${pair.light.toLowerCase()};`] as const),
    ['hl-italic', 'font-style:italic;'],
    ['hl-bold', 'font-weight:700;'],
    ['hl-underline', 'text-decoration:underline;'],
    ['hl-strike', 'text-decoration:line-through;'],
  ]);
}

function stylesheet(foregrounds: ColourPair[], backgrounds: ColourPair[]): string {
  const rules = (scheme: keyof ColourPair) => [
    ...foregrounds.map((pair, index) => `.hl-${index + 1}{color:${pair[scheme].toLowerCase()}}`),
    ...backgrounds.map((pair, index) => `.hl-bg-${index + 1}{background-color:${pair[scheme].toLowerCase()}}`),
  ];
  return [
    `/* Highlighted code in posts: the colours of Shiki's ${LIGHT.displayName ?? LIGHT.name} and ${DARK.displayName ?? DARK.name} themes as classes. */`,
    '/* Written by backend/src/bin/write-code-highlight-css.ts from backend/src/render/code-theme.ts: do not edit by hand. */',
    ...rules('light'),
    '.hl-italic{font-style:italic}',
    '.hl-bold{font-weight:700}',
    '.hl-underline{text-decoration:underline}',
    '.hl-strike{text-decoration:line-through}',
    '.hl-underline.hl-strike{text-decoration:underline line-through}',
    '@media (prefers-color-scheme:dark){',
    ...rules('dark'),
    '}',
    '',
  ].join('\n');
}

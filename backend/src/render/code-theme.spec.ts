import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCodeTheme, CODE_HIGHLIGHT_STYLESHEET } from './code-theme.js';
import { CODE_TOKEN_CLASS } from './code-token-classes.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

describe('the code theme', () => {
  const theme = buildCodeTheme();

  it('is the stylesheet the site serves (rewrite it with bin/write-code-highlight-css.ts after changing the themes)', () => {
    expect(readFileSync(path.join(root, CODE_HIGHLIGHT_STYLESHEET), 'utf8')).toBe(theme.css);
  });

  it('gives every class it writes a colour in light and in dark, and only classes the sanitiser keeps', () => {
    const [light, dark] = theme.css.split('@media (prefers-color-scheme:dark){');
    expect(theme.classes.size).toBeGreaterThan(8);
    for (const name of theme.classes.values()) {
      expect(name).toMatch(CODE_TOKEN_CLASS);
      expect(light).toMatch(new RegExp(`\\.${name}\\{(?:background-)?color:#[0-9a-f]{6}\\}`));
      expect(dark).toMatch(new RegExp(`\\.${name}\\{(?:background-)?color:#[0-9a-f]{6}\\}`));
    }
  });

  it('names each colour by a placeholder no other class shares', () => {
    expect(new Set(theme.classes.values()).size).toBe(theme.classes.size);
  });
});

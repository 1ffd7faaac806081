import { describe, expect, it } from '@jest/globals';
import { createRequire } from 'node:module';
import { renderPost } from './markdown-renderer.js';
import { katexStylesheetUrl, usesHighlightedCode, usesMaths } from './render-assets.js';

describe('the stylesheets a post needs', () => {
  it("names KaTeX's stylesheet by the version installed, as the web app's build writes it", () => {
    const { version } = createRequire(import.meta.url)('katex/package.json') as { version: string };
    expect(katexStylesheetUrl()).toBe(`/assets/katex-${version}/katex.min.css`);
  });

  it('tells a post with formulas or highlighted code from one without', async () => {
    const plain = (await renderPost('Prices: $5 and $10.\n\n```\nno language\n```')).html;
    const maths = (await renderPost('Energy $E = mc^2$.')).html;
    const code = (await renderPost('```ts\nconst x = 1;\n```')).html;
    expect([usesMaths(plain), usesMaths(maths), usesMaths(code)]).toEqual([false, true, false]);
    expect([usesHighlightedCode(plain), usesHighlightedCode(maths), usesHighlightedCode(code)]).toEqual([false, false, true]);
  });
});

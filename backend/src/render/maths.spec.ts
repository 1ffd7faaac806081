import { describe, expect, it } from '@jest/globals';
import { parseElements } from '../../test/support/executable-html.js';
import { renderMarkdown, renderPost } from './markdown-renderer.js';
import { MAX_FORMULA_LENGTH } from './maths.js';

const elements = (html: string, name: string) => parseElements(html).filter((element) => element.name === name);

describe('maths', () => {
  it('typesets $…$ inline as MathML, with its TeX as annotation, and as KaTeX HTML hidden from screen readers', () => {
    const html = renderMarkdown('Energy $E = mc^2$ here.');
    expect(html).toMatch(/^<p>Energy <span class="katex"><span class="katex-mathml"><math><semantics><mrow>/);
    expect(html).toContain('<msup><mi>c</mi><mn>2</mn></msup>');
    expect(html).toContain('<annotation encoding="application/x-tex">E = mc^2</annotation></semantics></math></span><span class="katex-html" aria-hidden="true">');
    expect(html).toMatch(/<\/span><\/span> here\.<\/p>\n$/);
  });

  it('typesets $$…$$ on lines of their own as a display formula', () => {
    const html = renderMarkdown('Before.\n\n$$\n\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2}\n$$\n\nAfter.');
    expect(html).toContain('</p>\n<span class="katex-display"><span class="katex"><span class="katex-mathml"><math display="block">');
    expect(elements(html, 'mfrac')).toHaveLength(1);
    expect(elements(html, 'munderover')).toHaveLength(1);
  });

  it('draws radicals and arrows with SVG paths, and keeps only KaTeX styles that are lengths in em or fixed keywords', () => {
    const html = renderMarkdown('$\\sqrt{x} + \\overrightarrow{AB} + \\color{red}{y} + \\phantom{z}$');
    expect(elements(html, 'svg').length).toBeGreaterThanOrEqual(2);
    expect(elements(html, 'path').every((path) => /^[MmLlHhVvCcSsQqTtAaZz\d.,\s+-]+$/.test(path.attributes.d!))).toBe(true);
    const styles = parseElements(html).flatMap((element) => (element.attributes.style ? [element.attributes.style] : []));
    expect(styles.length).toBeGreaterThan(5);
    for (const style of styles) expect(style).toMatch(/^(?:(?:[a-z-]+:-?[\d.]+em|position:relative|color:transparent|border(?:-right)?-style:solid);)+$/);
    // The TeX annotation still says \color{red}: the drawing and the MathML lose the colour.
    expect(html).not.toMatch(/color:red|mathcolor|mathbackground/);
  });

  it.each([
    ['a typo', '$\\frac{a$', '<p><code class="language-tex">\\frac{a</code></p>\n'],
    ['an unknown command', 'Say $\\nonsense{x}$.', '<p>Say <code class="language-tex">\\nonsense{x}</code>.</p>\n'],
    ['a macro definition', '$\\def\\a{\\a\\a}\\a$', '<p><code class="language-tex">\\def\\a{\\a\\a}\\a</code></p>\n'],
    ['a display formula', '$$\n\\begin{matrix} x\n$$', '<pre><code class="language-tex">\\begin{matrix} x\n</code></pre>\n'],
    ['markup in a formula that fails', '$\\frac{<b>x</b>$', '<p><code class="language-tex">\\frac{&lt;b&gt;x&lt;/b&gt;</code></p>\n'],
  ])('shows %s that cannot be typeset as its source, in code', (_label, source, html) => {
    expect(renderMarkdown(source)).toBe(html);
  });

  it('shows a formula longer than the limit as its source', () => {
    const long = `$${'x+'.repeat(MAX_FORMULA_LENGTH / 2)}x$`;
    expect(renderMarkdown(long)).toBe(`<p><code class="language-tex">${long.slice(1, -1)}</code></p>\n`);
  });

  it('draws untrusted commands (\\href, \\url, \\htmlClass, \\includegraphics) as their names: no link, class, id or image', () => {
    const html = renderMarkdown('$\\href{javascript:alert(1)}{a} \\url{https://x.example} \\htmlClass{evil}{b} \\htmlId{root}{c} \\includegraphics{/x.png}$');
    expect(parseElements(html).map((element) => element.name)).not.toEqual(expect.arrayContaining(['a']));
    expect(elements(html, 'img')).toEqual([]);
    expect(html).not.toContain('evil"');
    expect(html).not.toContain('id="root"');
    expect(html).toContain('<mtext>\\href</mtext>');
  });

  it('leaves prices and lone dollars as text', () => {
    expect(renderMarkdown('It costs $5 and $10, or $ 3 $.')).toBe('<p>It costs $5 and $10, or $ 3 $.</p>\n');
  });

  it("gives a post's text the formulas' TeX, once", async () => {
    const { text } = await renderPost('Energy $E = mc^2$ here.\n\n$$\n\\frac{a}{b}\n$$');
    expect(text).toBe('Energy E = mc^2 here. \\frac{a}{b}');
  });
});

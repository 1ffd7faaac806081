import { describe, expect, it } from '@jest/globals';
import type { Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import { renderPost } from '../render/markdown-renderer.js';
import { renderPostEmail } from './email-message.js';

const site = { name: 'Notes', url: 'https://notes.example.org' };

/** The email of a post written in Markdown, through the real pipeline: KaTeX, Shiki, the sanitiser, the feed conversion. */
async function emailOf(markdown: string) {
  const { html: contentHtml } = await renderPost(markdown);
  const email = renderPostEmail({ id: 'p1', title: 'T', slug: 't', type: 'post', contentHtml, coverImageUrl: null, coverImageAlt: null }, site);
  const html = email.html('https://notes.example.org/unsubscribe/x');
  const body = html.slice(html.indexOf('</h1>'), html.lastIndexOf('<hr'));
  return { html: body, text: email.text('https://notes.example.org/unsubscribe/x'), tree: parseDocument(body).children };
}

const all = (tree: ReturnType<typeof parseDocument>['children'], name: string): Element[] => DomUtils.findAll((element) => element.name === name, tree);

describe('code in an email', () => {
  it('keeps its colours as inline styles of the light theme, on a light block with its padding and a monospace face', async () => {
    const { tree } = await emailOf('```ts\nconst answer: number = 42; // the answer\n```');
    const [pre] = all(tree, 'pre');
    expect(pre!.attribs.style).toMatch(/background:#f6f8fa;/);
    expect(pre!.attribs.style).toMatch(/padding:12px;/);
    expect(pre!.attribs.style).toMatch(/font-family:SFMono-Regular,Menlo,Consolas,'Liberation Mono',monospace;/);
    const tokens = all(tree, 'span').filter((span) => /\bhl-/.test(span.attribs.class ?? ''));
    expect(tokens.length).toBeGreaterThan(3);
    for (const token of tokens) expect(token.attribs.style).toMatch(/^(?:(?:background-)?color:#[0-9a-f]{6};|font-style:italic;|font-weight:700;)+$/);
    const colourOf = (text: string) => tokens.find((token) => DomUtils.textContent(token).trim() === text)?.attribs.style;
    // GitHub Light's keyword red, number blue and comment grey: what the site shows in its light scheme.
    expect(colourOf('const')).toBe('color:#cf222e;');
    expect(colourOf('42')).toBe('color:#0550ae;');
    expect(colourOf('// the answer')).toBe('color:#6e7781;');
  });
});

describe('formulas in an email', () => {
  it('are drawn in HTML every client shows, with the TeX as their title, and no MathML left', async () => {
    const { tree, html, text } = await emailOf('Inline $x^2 + \\frac{a}{b_1} \\le \\sqrt{2}$ here.');
    expect(all(tree, 'math')).toEqual([]);
    expect(html).not.toMatch(/<(?:semantics|annotation|mrow|mi|mo)\b/);
    const [formula] = all(tree, 'span').filter((span) => span.attribs.title);
    expect(formula!.attribs.title).toBe('x^2 + \\frac{a}{b_1} \\le \\sqrt{2}');
    expect(formula!.attribs.style).toMatch(/font-family:'Times New Roman',Times,serif;/);
    const inner = DomUtils.getInnerHTML(formula!, { encodeEntities: 'utf8' });
    expect(inner).toMatch(/^<i>x<\/i><sup style="[^"]*">2<\/sup>/);
    // The fraction: two stacked lines, the numerator over a rule.
    expect(inner).toMatch(/<span style="display:inline-block;[^"]*"><span style="display:block;[^"]*border-bottom:1px solid currentColor;"><i>a<\/i><\/span><span style="display:block;[^"]*"><i>b<\/i><sub style="[^"]*">1<\/sub><\/span><\/span>/);
    expect(inner).toContain('\u2009≤\u2009');
    expect(inner).toMatch(/√<span style="border-top:1px solid currentColor;[^"]*">2<\/span>/);
    expect(DomUtils.textContent(formula!)).toBe('x2 + ab1 ≤ √2'.replace(/ /g, '\u2009'));
    // The text part keeps the TeX.
    expect(text).toContain('Inline x^2 + \\frac{a}{b_1} \\le \\sqrt{2} here.');
  });

  it('draw letters as in print: double-struck sets, accents joined to their letter, names upright', async () => {
    const { tree } = await emailOf('$\\hat{x} \\in \\mathbb{R}, \\sin \\theta$');
    const text = DomUtils.textContent(all(tree, 'span').find((span) => span.attribs.title)!);
    expect(text).toContain('x\u0302');
    expect(text).toContain('ℝ');
    expect(text).toContain('sin');
    expect(all(tree, 'i').map((element) => DomUtils.textContent(element))).toEqual(['x', 'θ']);
  });

  it('on a line of their own are centred, limits written as scripts', async () => {
    const { tree } = await emailOf('$$\n\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}\n$$');
    const formula = all(tree, 'span').find((span) => span.attribs.title)!;
    expect(formula.attribs.title).toBe('\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}');
    expect((formula.parent as Element).name).toBe('div');
    expect((formula.parent as Element).attribs.style).toContain('text-align:center;');
    expect(DomUtils.getInnerHTML(formula, { encodeEntities: 'utf8' })).toMatch(/^∑<sub style="[^"]*"><i>i<\/i>\u2009=\u20091<\/sub><sup style="[^"]*"><i>n<\/i><\/sup>/);
  });

  it('that cannot be drawn so (a matrix) are shown as their TeX, centred when on a line of their own', async () => {
    const { tree } = await emailOf('$$\n\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}\n$$');
    const [code] = all(tree, 'code');
    expect(DomUtils.textContent(code!)).toBe('$$\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}$$');
    expect((code!.parent as Element).attribs.style).toContain('text-align:center;');
    expect(all(tree, 'math')).toEqual([]);
  });

  it('keep text that looks like markup as text', async () => {
    const { html, tree } = await emailOf('$\\text{<img src=x onerror=alert(1)>} + 1$');
    expect(all(tree, 'img')).toEqual([]);
    expect(html).toContain('&lt;img&nbsp;src=x&nbsp;onerror=alert(1)&gt;');
    expect(DomUtils.textContent(all(tree, 'span')[0]!)).toBe('<img\u00a0src=x\u00a0onerror=alert(1)>\u2009+\u20091');
  });
});

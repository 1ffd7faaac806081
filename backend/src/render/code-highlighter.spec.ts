import { describe, expect, it } from '@jest/globals';
import { parseElements } from '../../test/support/executable-html.js';
import { CODE_TOKEN_CLASS } from './code-token-classes.js';
import { MAX_HIGHLIGHTED_CHARS } from './code-highlighter.js';
import { renderMarkdown, renderPost } from './markdown-renderer.js';

const TYPESCRIPT = 'interface Point { x: number }\n// the origin\nconst origin: Point = { x: 0 };\nconst s = "</code><script>alert(1)</script>";\n';

/** The text a browser shows for code: tags dropped, the four escapes decoded. */
const shownText = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

describe('highlighted code', () => {
  it('colours a fence in a named language with classes on spans, and no style', async () => {
    const { html } = await renderPost(`\`\`\`ts\n${TYPESCRIPT}\`\`\``);
    expect(html.startsWith('<pre><code class="language-ts"><span class="hl-')).toBe(true);
    const spans = parseElements(html).filter((element) => element.name === 'span');
    expect(spans.length).toBeGreaterThan(10);
    for (const span of spans) {
      expect(Object.keys(span.attributes)).toEqual(['class']);
      for (const name of span.attributes.class!.split(' ')) expect(name).toMatch(CODE_TOKEN_CLASS);
    }
    expect(new Set(spans.map((span) => span.attributes.class)).size).toBeGreaterThanOrEqual(3);
    expect(html).not.toContain('style=');
  });

  it('keeps the code exactly as written underneath the colours, escaped', async () => {
    const { html } = await renderPost(`\`\`\`typescript\n${TYPESCRIPT}\`\`\``);
    const code = /<code class="language-typescript">([\s\S]*)<\/code><\/pre>/.exec(html)![1]!;
    expect(shownText(code)).toBe(TYPESCRIPT);
    expect(parseElements(html).map((element) => element.name)).toEqual(expect.not.arrayContaining(['script']));
  });

  it.each([['py'], ['python'], ['sh'], ['rust'], ['SQL']])('knows the language %s by its name or alias', async (language) => {
    const { html } = await renderPost(`\`\`\`${language}\nselect(1) # x\n\`\`\``);
    expect(html).toContain('<span class="hl-');
  });

  it.each([['an unknown language', '```klingon\n<b>qapla</b>\n```'], ['no language', '```\n<b>plain</b>\n```'], ['plain text', '```text\nplain\n```']])(
    'renders code in %s as plain, escaped code',
    async (_label, source) => {
      const { html } = await renderPost(source);
      expect(html).toBe(renderMarkdown(source));
      expect(html).not.toContain('<span');
    },
  );

  it('leaves code past the highlighting budget of a post plain, so that a huge post renders in bounded time', async () => {
    const line = 'const x = 1;\n';
    const big = line.repeat(Math.ceil(MAX_HIGHLIGHTED_CHARS / line.length) - 10);
    const { html } = await renderPost(`\`\`\`js\n${big}\`\`\`\n\n\`\`\`js\n${line.repeat(20)}\`\`\``);
    const [first, second] = html.split('</pre>');
    expect(first).toContain('<span class="hl-');
    expect(second).not.toContain('<span');
  });
});

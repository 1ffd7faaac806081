import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { Parser } from 'htmlparser2';
import { findExecutable, parseElements, type ParsedElement } from '../../test/support/executable-html.js';
import { NON_TEXT_TAGS, sanitizePostHtml } from './html-sanitizer.js';
import { BLOCK_TAGS, renderMarkdown, renderPost, textOfSanitized } from './markdown-renderer.js';
import { MAX_ELEMENT_DEPTH, rawHtmlDepth } from './nesting-limit.js';
import { XSS_PAYLOADS } from './xss-payloads.js';

/** Milliseconds of CPU this process spent since `start` (process.cpuUsage()). */
const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
};

function only(html: string, name: string): ParsedElement[] {
  return parseElements(html).filter((element) => element.name === name);
}

/** The corpus assertions: nothing executable, and output that cleaning again leaves alone. */
function expectHarmless(output: string): void {
  expect(findExecutable(output)).toEqual([]);
  // Output that changes when cleaned again would be parsed differently downstream (mutation XSS).
  expect(sanitizePostHtml(output)).toBe(output);
}

describe('renderMarkdown', () => {
  const post = [
    '# Title',
    '## Section',
    '',
    'Some *emphasis*, **strong**, ~~struck~~ and `inline code`.',
    '',
    '- one',
    '- two',
    '',
    '3. three',
    '4. four',
    '',
    '[elsewhere](https://example.com/page "Example") and [home](/blog/other-post).',
    '',
    '```ts',
    'const answer: number = 1 < 2 ? 42 : 0;',
    '```',
    '',
    '| Name | Size |',
    '|:-----|-----:|',
    '| cat  | 4    |',
    '',
    'See ![A red door](/uploads/abc.webp "Door") here.',
    '',
    '> quoted',
    '',
    '---',
  ].join('\n');
  const html = renderMarkdown(post);

  it('renders headings, paragraphs, emphasis, strikethrough and inline code', () => {
    expect(html).toContain('<h1 id="h-title"><a href="#h-title" class="heading-anchor">Title</a></h1>');
    expect(html).toContain('<h2 id="h-section"><a href="#h-section" class="heading-anchor">Section</a></h2>');
    expect(html).toContain('<em>emphasis</em>');
    expect(html).toContain('<strong>strong</strong>');
    expect(html).toContain('<s>struck</s>');
    expect(html).toContain('<code>inline code</code>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<hr />');
  });

  it('renders bulleted and numbered lists, keeping the start number', () => {
    expect(only(html, 'ul')).toHaveLength(1);
    expect(only(html, 'ol')).toEqual([{ name: 'ol', attributes: { start: '3' } }]);
    expect(only(html, 'li')).toHaveLength(4);
  });

  it('renders links, marking only the ones that leave the site', () => {
    expect(only(html, 'a').filter((link) => link.attributes.class !== 'heading-anchor')).toEqual([
      { name: 'a', attributes: { href: 'https://example.com/page', title: 'Example', rel: 'noopener noreferrer' } },
      { name: 'a', attributes: { href: '/blog/other-post' } },
    ]);
  });

  it('renders fenced code with an escaped body and its language class', () => {
    expect(html).toContain('<pre><code class="language-ts">const answer: number = 1 &lt; 2 ? 42 : 0;\n</code></pre>');
  });

  it('renders GFM tables with alignment as an attribute, not a style', () => {
    expect(only(html, 'table')).toHaveLength(1);
    expect(only(html, 'th').map((cell) => cell.attributes)).toEqual([{ align: 'left' }, { align: 'right' }]);
    expect(only(html, 'td').map((cell) => cell.attributes)).toEqual([{ align: 'left' }, { align: 'right' }]);
  });

  it('keeps only plain alignment and list starts in hand-written HTML', () => {
    const table = renderMarkdown('<table><tr><td align="CENTER">a</td><td align="justify">b</td><td style="text-align: right;">c</td></tr></table>');
    expect(only(table, 'td').map((cell) => cell.attributes)).toEqual([{ align: 'center' }, {}, { align: 'right' }]);
    expect(only(renderMarkdown('<ol start="x1"><li>a</li></ol>'), 'ol')).toEqual([{ name: 'ol', attributes: {} }]);
  });

  it('renders images within text lazily, keeping their alt text and title', () => {
    expect(only(html, 'img')).toEqual([
      { name: 'img', attributes: { src: '/uploads/abc.webp', alt: 'A red door', title: 'Door', loading: 'lazy' } },
    ]);
  });

  it('gives every image an alt and lazy loading, even hand-written ones', () => {
    const images = only(renderMarkdown('<img src="https://cdn.example/a.png" loading="eager" width="640" height="50%">'), 'img');
    expect(images).toEqual([{ name: 'img', attributes: { src: 'https://cdn.example/a.png', alt: '', width: '640', loading: 'lazy' } }]);
  });

  it.each([
    ['https://example.com', true],
    ['http://example.com/a?b=c#d', true],
    ['HTTPS://EXAMPLE.COM', true],
    ['/blog/a-post', false],
    ['/uploads/abc.webp', false],
    ['other-post', false],
    ['#section', false],
    ['?page=2', false],
    ['mailto:me@example.com', false],
  ])('marks a link to %s as external: %s', (href, external) => {
    const [link] = only(renderMarkdown(`<a href="${href}" rel="opener">x</a>`), 'a');
    expect(link.attributes.href).toBe(href);
    expect(link.attributes.rel).toBe(external ? 'noopener noreferrer' : undefined);
  });

  it('links bare URLs and e-mail addresses', () => {
    expect(only(renderMarkdown('see https://example.com and me@example.com'), 'a').map((a) => a.attributes)).toEqual([
      { href: 'https://example.com', rel: 'noopener noreferrer' },
      { href: 'mailto:me@example.com' },
    ]);
  });

  it('refuses protocol-relative links, which leave the site while looking like paths', () => {
    for (const href of ['//evil.example/x', '/\\evil.example/x', '\\\\evil.example']) {
      expect(only(renderMarkdown(`<a href="${href}">x</a>`), 'a')).toEqual([]);
    }
  });

  it('keeps a code language class only when it is a plain language name', () => {
    expect(renderMarkdown('```C++\nx\n```')).toContain('<code class="language-c++">');
    expect(renderMarkdown('```c#\nx\n```')).toContain('<code class="language-c#">');
    expect(renderMarkdown('```a"b\nx\n```')).toContain('<pre><code>x');
    expect(renderMarkdown('<code class="hljs language-js">x</code>')).toContain('<code class="language-js">');
    expect(renderMarkdown('<code class="evil">x</code>')).toContain('<code>x</code>');
  });

  it('keeps the meaning of presentational tags and drops unknown ones but not their text', () => {
    expect(renderMarkdown('<b>bold</b> <i>it</i> <span class="x">plain</span> H<sub>2</sub>O x<sup>2</sup>')).toBe(
      '<p><strong>bold</strong> <em>it</em> plain H<sub>2</sub>O x<sup>2</sup></p>\n',
    );
  });

  describe('XSS corpus', () => {
    it('holds enough hostile payloads to mean something', () => {
      expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
    });

    it.each([
      '<img src="/x.png" onerror="alert(1)">',
      '<p style="color:red">x</p>',
      '<svg><foreignObject></foreignObject></svg>',
      '<span style="background:url(/x.png)">x</span>',
      '<h2 id="main-content">x</h2>',
      '<input type="text">',
      '<a href="&#14;java&#x09;script:alert(1)">x</a>',
      '<a href="%6Aavascript:alert(1)">x</a>',
      '<img src=" DATA:text/html,x">',
      '<a href="/x" target="_blank">x</a>',
    ])('would catch %j if it got through', (unsafe) => {
      expect(() => expectHarmless(unsafe)).toThrow();
    });

    it.each(XSS_PAYLOADS.map((payload) => [payload]))('neutralises %j as Markdown', (payload) => {
      expectHarmless(renderMarkdown(payload));
    });

    // markdown-it refuses some links itself; the sanitiser must hold without that help.
    it.each(XSS_PAYLOADS.map((payload) => [payload]))('neutralises %j as HTML', (payload) => {
      expectHarmless(sanitizePostHtml(payload));
    });
  });
});

/**
 * The text of any HTML by parsing it, as textOfSanitized means to read it: block boundaries become
 * spaces, non-text elements and what assistive technology skips (aria-hidden), footnote numbers
 * and back-links are left out, and a formula reads as its TeX annotation.
 */
function parsedText(html: string): string {
  let text = '';
  const skipping: boolean[] = [];
  let math: { all: string; tex?: string } | undefined;
  let inAnnotation = false;
  const skipped = (name: string, attributes: Record<string, string>) =>
    NON_TEXT_TAGS.includes(name) ||
    attributes['aria-hidden'] === 'true' ||
    (name === 'sup' && attributes.class === 'footnote-ref') ||
    (name === 'a' && attributes.class === 'footnote-backref');
  const parser = new Parser(
    {
      onopentag: (name, attributes) => {
        skipping.push(skipped(name, attributes) || skipping.at(-1) === true);
        if (BLOCK_TAGS.includes(name)) text += ' ';
        if (name === 'math') math = { all: '' };
        if (name === 'annotation' && attributes.encoding === 'application/x-tex' && math) math.tex = '';
        inAnnotation = name === 'annotation';
      },
      ontext: (chunk) => {
        if (skipping.at(-1)) return;
        if (!math) text += chunk;
        else if (inAnnotation && math.tex !== undefined) math.tex += chunk;
        else math.all += chunk;
      },
      onclosetag: (name) => {
        skipping.pop();
        if (name === 'annotation') inAnnotation = false;
        if (name === 'math' && math) {
          text += math.tex ?? math.all;
          math = undefined;
        }
        if (BLOCK_TAGS.includes(name)) text += ' ';
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return text.replace(/\s+/g, ' ').trim();
}

/** The text a post stores for hand-written HTML: its cleaned form, then its text. */
const plainText = (html: string) => textOfSanitized(sanitizePostHtml(html));

describe('the text of a post', () => {
  it('returns the visible text with entities decoded and whitespace collapsed', () => {
    expect(plainText(renderMarkdown('# Fish &amp; chips\n\nAT&T says `a < b`\n\n- one\n- two'))).toBe('Fish & chips AT&T says a < b one two');
  });

  it('separates blocks but not inline runs', () => {
    expect(plainText('<p>one</p><p>two</p><p>un<strong>believ</strong>able<br>next</p>')).toBe('one two unbelievable next');
  });

  it('skips images, scripts and styles', () => {
    expect(plainText('<p>a<img src="/x.png" alt="picture">b</p><script>alert(1)</script><style>p{}</style>')).toBe('ab');
  });

  it('decodes non-breaking spaces into ordinary ones', () => {
    expect(plainText('<p>a&nbsp;&nbsp;b</p>')).toBe('a b');
  });

  it('is empty for empty HTML', () => {
    expect(plainText('')).toBe('');
  });
});

/** The deepest element nesting of (well-formed, sanitised) HTML. */
function depthOf(html: string): number {
  let depth = 0;
  let deepest = 0;
  for (const [, closing, name] of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>/g)) {
    if (['br', 'hr', 'img'].includes(name!)) continue;
    depth += closing ? -1 : 1;
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

// Found by the API fuzzer: htmlparser2 (under sanitize-html) pays for each element as deep as it
// sits, so deeply nested input took 3 to 7 seconds to clean and blocked the server.
describe('renderMarkdown on deeply nested input', () => {
  it.each([
    ['66,666 unclosed <b>', '<b>'.repeat(66_666)],
    ['15,000 unclosed links', '<a href="/x">'.repeat(15_000)],
    ['50,000 unclosed <em>', '<em>'.repeat(50_000)],
    ['emphasis 100,000 deep', `${'*'.repeat(99_999)}a${'*'.repeat(99_999)}`],
    ['balanced <b> 28,000 deep', `${'<b>'.repeat(28_000)}a${'</b>'.repeat(28_000)}`],
    ['a raw HTML block 16,000 deep', '<blockquote>'.repeat(16_000)],
    ['a raw HTML block of tags that never end', `<div>\n${'<a '.repeat(60_000)}`],
  ])('renders %s quickly, never nesting past MAX_ELEMENT_DEPTH', (_label, source) => {
    const cpu = process.cpuUsage();
    const html = renderMarkdown(source);
    // CPU time, not wall time: other work on the machine does not make it fail, a blow-up does.
    expect(cpuMsSince(cpu)).toBeLessThan(2_000);
    expect(depthOf(html)).toBeLessThanOrEqual(MAX_ELEMENT_DEPTH + 1);
    expectHarmless(html);
  });

  it('keeps ordinary nesting, raw and Markdown, as written', () => {
    expect(renderMarkdown('> quote with **bold *and <b>raw</b>* text**')).toBe(
      '<blockquote>\n<p>quote with <strong>bold <em>and <strong>raw</strong></em> text</strong></p>\n</blockquote>\n',
    );
  });

  it('keeps the words of formatting past the limit, and shows raw tags past it as text', () => {
    const deep = renderMarkdown(`${'<em>'.repeat(MAX_ELEMENT_DEPTH + 5)}words`);
    expect(deep).toContain('&lt;em&gt;words');
    expect(plainText(renderMarkdown(`${'*'.repeat(300)}deep words${'*'.repeat(300)}`))).toContain('deep words');
  });
});

describe('rawHtmlDepth', () => {
  it('counts open elements, skipping void and self-closed ones and following closing tags', () => {
    expect(rawHtmlDepth('<div><p>a<br><img src="x"/></p><p><b>b</b></p></div>')).toBe(3);
    expect(rawHtmlDepth('<div title="a>b"><span>')).toBe(2);
    expect(rawHtmlDepth('<div>'.repeat(50_000))).toBe(MAX_ELEMENT_DEPTH + 1);
  });

  it('stays linear on tags that never end', () => {
    const cpu = process.cpuUsage();
    expect(rawHtmlDepth(`<div>${'<a '.repeat(100_000)}`)).toBe(1);
    expect(rawHtmlDepth(`<div>${'<a "'.repeat(60_000)}`)).toBe(1);
    expect(cpuMsSince(cpu)).toBeLessThan(500);
  });
});

/** Markdown of every construct the renderer knows, with no raw HTML in it. */
const MARKDOWN_PIECES = [
  '# ', '## ', '> ', '- ', '1. ', '* ', '**', '*', '_', '__', '~~', '`', '```\n', '    ', '\n', '\n\n', '| a | b |\n|---|:-:|\n', '| ',
  '[link](https://example.com/x "T")', '![alt](/uploads/a.webp "Cap")', '<https://example.com>', 'https://example.com/auto',
  'reader@example.com', '&amp;', '&lt;', '&copy;', '\\*', 'text', ' ', '"quoted"', "it's", '---\n', '[ref]', '[ref]: /x\n', '[x](javascript:alert(1))',
  // The writer's features: notes, formulas, tasks, figures and code in named languages.
  '[^1]', '[^1]: a note\n', '[^n]', '$', '$$\n', '$x^2$', '$\\frac{a}{b}$', '\n$$\n\\sqrt{x}\n$$\n', '- [ ] ', '- [x] ',
  '\n![alt](/uploads/b.webp "A *caption*")\n', '```ts\n', '```python\nx = 1 < 2\n```\n', '```nosuchlanguage\n',
];

/** renderPost's HTML without the highlighting: the spans inside code blocks taken out. */
function withoutHighlighting(html: string): string {
  return html.replace(/(<code class="language-[^"]*">)([\s\S]*?)<\/code>/g, (_block, open: string, code: string) => `${open}${code.replace(/<\/?span[^>]*>/g, '')}</code>`);
}

describe('rendering without raw HTML', () => {
  it('needs one cleaning pass: cleaning its output again changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...MARKDOWN_PIECES), { maxLength: 40 }), async (pieces) => {
        const { html } = await renderPost(pieces.join(''));
        expect(sanitizePostHtml(html)).toBe(html);
      }),
      { numRuns: 500, seed: 19 },
    );
  });
});

describe('renderPost', () => {
  it.each([
    ['the renderer corpus', [...MARKDOWN_PIECES, ...XSS_PAYLOADS]],
    ['wide tables and runs of emphasis', ['|a|b|c|\n|-|-|-|\n|*x*|<b>y</b>|`z`|\n'.repeat(50), '**a* '.repeat(200), '<b><i>x</b></i>'.repeat(100)]],
  ])('gives the same text as parsing its HTML would, without parsing it again (%s)', async (_label, sources) => {
    for (const source of sources) {
      const { html, text } = await renderPost(source);
      expect(withoutHighlighting(html)).toBe(renderMarkdown(source));
      expect(text).toBe(parsedText(html));
    }
  });

  it.each(XSS_PAYLOADS.map((payload) => [payload]))('neutralises %j with its code highlighted', async (payload) => {
    expectHarmless((await renderPost(payload)).html);
  });
});

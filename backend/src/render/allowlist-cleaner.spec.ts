import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { AllowlistCleaner } from './allowlist-cleaner.js';
import { figures } from './figures.js';
import { footnotes } from './footnotes.js';
import { headingAnchors } from './heading-anchors.js';
import { POST_HTML_POLICY } from './html-sanitizer.js';
import { maths } from './maths.js';
import { scrollingTables } from './scrolling-tables.js';
import { taskLists } from './task-lists.js';
import { XSS_PAYLOADS } from './xss-payloads.js';

const cleaner = new AllowlistCleaner(POST_HTML_POLICY);
const reference = (html: string) => sanitizeHtml(html, POST_HTML_POLICY);

/** Pieces of hostile and ordinary HTML: tags allowed and not, unclosed and stray, odd attributes, entities, comments. */
const HTML_PIECES = [
  '<p>', '</p>', '<P class="x">', '<div>', '</div>', '<span style="color:red">', '</span>', '<b>', '</b>', '<i>', '</i>', '<strike>', '</strike>',
  '<strong>', '</strong>', '<em>', '</em>', '<del>', '<s>', '<sup>', '</sub>', '<code class="language-ts evil">', '<code class=" language-js">', '</code>',
  '<pre>', '</pre>', '<ul>', '<ol start="3">', '<ol start="x">', '<li>', '</li>', '</ol>', '<blockquote>', '<h1 id="a">', '</h1>', '<br>', '<br/>', '<hr>',
  '<table>', '<thead>', '<tbody>', '<tr>', '</tr>', '<th style="text-align:center">', '<td align="RIGHT">', '<td style="text-align: left; color: red">', '</td>',
  '<a href="https://example.com/a?b=1&amp;c=2" title="T">', '<a href="/local">', '<a href="javascript:alert(1)">', '<a href="java&#x09;script:x">',
  '<a href=" //evil.example">', '<a href="\\\\evil">', '<a href="mailto:a@b.c">', '<a href="">', '<a title="">', '<a href="ftp://x">', '<a href="jav<!-- x -->ascript:1">',
  '<a href="data:text/html,x">', '<a href="%6Aavascript:x">', '</a>', '<img src="/uploads/a.webp" alt="A &quot;b&quot;" width="10" height="9999999">',
  '<img src="javascript:x">', '<img>', '<img src="" alt="">', '<img src="https://x/y.png" onerror="alert(1)" loading="eager" title="">', '<img src="data:image/png;base64,AAAA">',
  '<script>alert(1)</script>', '<style>p{}</style>', '<textarea><b>x</b></textarea>', '<select><option>o</option></select>', '<noscript><p>n</p></noscript>',
  '<template><img src=x></template>', '<title>t</title>', '<xmp><b></xmp>', '<iframe src="x">', '</iframe>', '<svg><script>1</script></svg>', '<math>',
  '<!-- comment -->', '<!DOCTYPE html>', '<![CDATA[x]]>', '<?xml x?>', '&amp;', '&lt;', '&gt;', '&quot;', '&#39;', '&nbsp;', '&copy;', '&bogus;', '&#0;', '&',
  '<', '>', '"', "'", 'text', ' ', '\n', '\u0000', '\u2028', 'é', '<a href="https://x" rel="x" target="_blank">', '<input value="x">', '<form>', '</form>',
  '<button onclick="x">', '<p onmouseover=alert(1)>', '<a\nhref="https://x">', '<a href = "https://x">', '<IMG SRC="https://x/a.png">', '<img src=https://x/a.png alt=b>',
  // The writer's features, as produced and as forged.
  '<span class="katex mord hl-3 evil">', '<span class="hl-bg-2 hl-italic">', '<span style="height:1em;color:red;top:-2em;">', '<span style="position:absolute">',
  '<span aria-hidden="TRUE">', '<span aria-hidden="true">', '<div class="table-scroll" tabindex="-1">', '<div class="x table-scroll">', '<section class="footnotes">',
  '<section>', '</section>', '<figure>', '<figcaption>', '</figure>', '<label for="x">', '</label>', '<input type="checkbox" checked disabled="disabled">',
  '<input type="CHECKBOX" checked="">', '<input type="text" checked>', '<math display="block" xmlns="http://www.w3.org/1998/Math/MathML">', '</math>',
  '<mi mathvariant="bold" href="x">', '</mi>', '<mo stretchy="maybe" fence="true">', '<annotation encoding="text/html">', '<mtable columnalign="left evil">',
  '<svg viewBox="0 0 10 10" preserveAspectRatio="xMinYMin slice" onload="x">', '<path d="M0 0L1 1z"/>', '<path d="url(#x)">',
  '<line x1="0" y1="100%" stroke-width="0.046em"/>', '</svg>', '<h2 id="h-intro">', '<h3 id="root">', '<li id="fn-1" class="footnote-item">',
  '<a href="#fn-1" id="fnref-1" class="footnote-backref heading-anchor" aria-label="Back">', '<a id="x" href="/y">', '<sup class="footnote-ref">',
  '<ul class="task-list evil">', '<ol class="footnotes-list" start="2">',
];

describe('AllowlistCleaner, held to sanitize-html on the post policy', () => {
  it.each(XSS_PAYLOADS.map((payload) => [payload]))('cleans %j exactly as sanitize-html does', (payload) => {
    expect(cleaner.clean(payload)).toBe(reference(payload));
  });

  it('cleans random tag soup exactly as sanitize-html does', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...HTML_PIECES), { maxLength: 60 }), (pieces) => {
        const html = pieces.join('');
        expect(cleaner.clean(html)).toBe(reference(html));
      }),
      { numRuns: 3_000, seed: 1919 },
    );
  });

  it("cleans markdown-it's own output exactly as sanitize-html does", () => {
    const markdown = new MarkdownIt('default', { html: true, linkify: true });
    const pieces = ['# ', '> ', '- ', '1. ', '**', '*', '`', '```js\n', '\n\n', '| a | b |\n|:-|-:|\n| ', '[x](https://e.com "t")', '![a](/u.png)', 'www.example.com', '<b>', '</i>', 'x', '&amp;', '"'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 40 }), (parts) => {
        const html = markdown.render(parts.join(''));
        expect(cleaner.clean(html)).toBe(reference(html));
      }),
      { numRuns: 1_000, seed: 19 },
    );
  });

  it("cleans the writer's features (notes, formulas, tasks, figures, headings, tables) exactly as sanitize-html does", () => {
    const markdown = new MarkdownIt('default', { html: true, linkify: true }).use(footnotes).use(maths).use(headingAnchors).use(figures).use(taskLists).use(scrollingTables);
    const pieces = [
      '# ', '## ', '- ', '- [ ] ', '- [x] ', '[^1]', '[^1]: note\n', '$x^2$', '$\\sqrt{\\frac{a}{b}}$', '\n$$\n\\overrightarrow{AB} \\cancel{x}\n$$\n',
      '$\\color{red}{x}\\phantom{y}$', '$\\href{javascript:alert(1)}{x}$', '![a](/u.png "Cap")', '\n\n', '| a | b |\n|:-|-:|\n| ', 'x', '<b>', '<span style="top:1em">',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 30 }), (parts) => {
        const html = markdown.render(parts.join(''));
        expect(cleaner.clean(html)).toBe(reference(html));
      }),
      { numRuns: 400, seed: 16 },
    );
  });

  it('refuses sanitize-html options it does not implement, rather than ignoring them', () => {
    expect(() => new AllowlistCleaner({ ...POST_HTML_POLICY, allowedStyles: { '*': { color: [/.*/] } } })).toThrow(/allowedStyles/);
    expect(() => new AllowlistCleaner({ ...POST_HTML_POLICY, disallowedTagsMode: 'escape' })).toThrow(/discard/);
    expect(() => new AllowlistCleaner({ ...POST_HTML_POLICY, allowedAttributes: { '*': ['id'] } })).toThrow(/attribute names/);
    expect(() => new AllowlistCleaner({ ...POST_HTML_POLICY, nonTextTags: undefined })).toThrow(/nonTextTags/);
  });
});

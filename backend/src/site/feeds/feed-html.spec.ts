import { describe, expect, it } from '@jest/globals';
import type { Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import { feedReadyHtml } from './feed-html.js';

const base = { siteUrl: 'https://notes.example.org', pageUrl: 'https://notes.example.org/blog/a-post' };
const feedReady = (html: string) => feedReadyHtml(html, base);

const elements = (html: string, name?: string): Element[] =>
  DomUtils.findAll((element) => name === undefined || element.name === name, parseDocument(html).children);

// What KaTeX 0.16+ writes for `$$e^{i\pi}$$` (trimmed: the HTML rendering is the part the feed drops).
const DISPLAY_MATH =
  '<span class="katex-display"><span class="katex"><span class="katex-mathml"><math xmlns="http://www.w3.org/1998/Math/MathML" display="block">' +
  '<semantics><mrow><msup><mi>e</mi><mrow><mi>i</mi><mi>π</mi></mrow></msup></mrow><annotation encoding="application/x-tex">e^{i\\pi}</annotation></semantics></math></span>' +
  '<span class="katex-html" aria-hidden="true"><span class="katex-base"><span class="katex-strut" style="height:0.8747em;"></span>' +
  '<span class="mord"><span class="mord mathnormal">e</span><span class="msupsub"><span class="vlist" style="height:0.8747em;">HTML-ONLY-RENDERING</span></span></span></span></span></span></span>';

const INLINE_MATH =
  '<span class="katex"><span class="katex-mathml"><math xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mrow><mfrac><mi>a</mi><mi>b</mi></mfrac><mo>&lt;</mo><mi>c</mi></mrow>' +
  '<annotation encoding="application/x-tex">\\frac{a}{b} &lt; c</annotation></semantics></math></span><span class="katex-html" aria-hidden="true"><span class="mrel">HTML-ONLY-RENDERING</span></span></span>';

// Shiki with two themes, colours in inline styles (what a reader without the stylesheet must not depend on).
const HIGHLIGHTED_CODE =
  '<pre class="shiki shiki-themes github-light github-dark" style="background-color:#fff;--shiki-dark-bg:#24292e;color:#24292e;--shiki-dark:#e1e4e8" tabindex="0"><code>' +
  '<span class="line"><span style="color:#D73A49;--shiki-dark:#F97583">const</span><span class="token"> a = "&lt;b&gt;" &amp;&amp; 1;</span></span>\n' +
  '<span class="line"><span style="color:#D73A49">let</span><span> b</span></span></code></pre>';

const RESPONSIVE_IMAGE =
  '<p><picture><source type="image/webp" srcset="/uploads/ab/photo-480.webp 480w, /uploads/ab/photo-800.webp 800w" sizes="(max-width: 40rem) 100vw, 40rem">' +
  '<img src="/uploads/ab/photo.jpg" srcset="/uploads/ab/photo-480.jpg 480w, /uploads/ab/photo-800.jpg 800w" sizes="(max-width: 40rem) 100vw, 40rem" ' +
  'alt="A &quot;quoted&quot; view" width="1600" height="1200" fetchpriority="high" loading="lazy" decoding="async"></picture></p>';

describe('feedReadyHtml', () => {
  it('makes every relative link and image absolute, the way a browser on the post would resolve it', () => {
    const html = feedReady(
      '<p><a href="/blog/other">site path</a> <a href="#fn1">note</a> <a href="sibling">page-relative</a> <a href="?page=2">query</a> ' +
        '<a href="https://elsewhere.example/x" rel="noopener noreferrer">away</a> <a href="mailto:me@example.org">mail</a> <img src="/uploads/a.webp" alt="a"></p>',
    );
    expect(elements(html, 'a').map((link) => link.attribs.href)).toEqual([
      'https://notes.example.org/blog/other',
      'https://notes.example.org/blog/a-post#fn1',
      'https://notes.example.org/blog/sibling',
      'https://notes.example.org/blog/a-post?page=2',
      'https://elsewhere.example/x',
      'mailto:me@example.org',
    ]);
    expect(elements(html, 'img')[0]?.attribs.src).toBe('https://notes.example.org/uploads/a.webp');
  });

  it('puts site paths under a SITE_URL that has a path of its own, as the rest of the site does', () => {
    const html = feedReadyHtml('<img src="/uploads/a.webp" alt="">', { siteUrl: 'https://example.org/notes', pageUrl: 'https://example.org/notes/blog/p' });
    expect(elements(html, 'img')[0]?.attribs.src).toBe('https://example.org/notes/uploads/a.webp');
  });

  it('brings a responsive <picture> down to its one <img>: no srcset, sizes or loading hints anywhere', () => {
    const html = feedReady(RESPONSIVE_IMAGE);
    expect(html).not.toMatch(/srcset|sizes=|loading=|decoding=|fetchpriority|<source|<picture/);
    expect(elements(html, 'img').map((image) => image.attribs)).toEqual([
      { src: 'https://notes.example.org/uploads/ab/photo.jpg', alt: 'A "quoted" view', width: '1600', height: '1200' },
    ]);
  });

  it('keeps maths as MathML alone, inline and display, without KaTeX HTML rendering or wrappers', () => {
    const html = feedReady(`<p>Inline ${INLINE_MATH} then</p>${DISPLAY_MATH}`);
    expect(html).not.toContain('HTML-ONLY-RENDERING');
    expect(html).not.toContain('katex');
    const maths = elements(html, 'math');
    expect(maths).toHaveLength(2);
    expect(DomUtils.textContent(maths[0]!)).toContain('<');
    expect(maths[1]?.attribs.display).toBe('block');
    expect(DomUtils.textContent(maths[1]!)).toContain('π');
    expect(elements(html, 'annotation').map((annotation) => annotation.attribs.encoding)).toEqual(['application/x-tex', 'application/x-tex']);
    expect(html.startsWith('<p>Inline <math')).toBe(true);
  });

  it('names the MathML namespace on each formula, for readers that take the HTML for XHTML', () => {
    const html = feedReady('<span class="katex"><span class="katex-mathml"><math display="block"><mi>x</mi></math></span></span>');
    expect(html).toBe('<math display="block" xmlns="http://www.w3.org/1998/Math/MathML"><mi>x</mi></math>');
  });

  it('writes a task checkbox as ☑ or ☐: readers drop form controls, and with them whether it is done', () => {
    const html = feedReady(
      '<ul class="task-list"><li class="task-list-item"><label><input type="checkbox" disabled checked /> done</label></li>' +
        '<li class="task-list-item"><label><input type="checkbox" disabled /> todo</label></li></ul>',
    );
    expect(html).toBe('<ul class="task-list"><li class="task-list-item"><label>☑ done</label></li><li class="task-list-item"><label>☐ todo</label></li></ul>');
  });

  it('keeps highlighted code as the same text in a <pre>, without the inline colours meant for the site', () => {
    const html = feedReady(HIGHLIGHTED_CODE);
    expect(html).not.toContain('style=');
    const [pre] = elements(html, 'pre');
    expect(DomUtils.textContent(pre!)).toBe(DomUtils.textContent(elements(HIGHLIGHTED_CODE, 'pre')[0]!));
    expect(DomUtils.textContent(pre!)).toBe('const a = "<b>" && 1;\nlet b');
    expect(pre?.attribs.class).toContain('shiki');
  });

  it('leaves what is hidden from assistive technology out: it duplicates what is kept, or decorates', () => {
    const html = feedReady('<h2 id="why">Why <a class="header-anchor" href="#why" aria-hidden="true">#</a></h2><p>Text</p>');
    expect(elements(html, 'a')).toHaveLength(0);
    expect(elements(html, 'h2')[0]?.attribs.id).toBe('why');
  });

  it('drops control characters, written or as references: HTML calls them errors and XML cannot carry them', () => {
    expect(feedReady('<p title="a\u0001b">x\u0007y&#8;z\tw</p>')).toBe('<p title="ab">xyz\tw</p>');
  });

  it('keeps text, entities and other characters as they were, and is stable when run twice', () => {
    const input = '<p>Fish &amp; &lt;chips&gt; “quoted” café 😀 a&nbsp;b</p><ul><li>one<br>two</li></ul><hr><table><tbody><tr><td align="right">1</td></tr></tbody></table>';
    const once = feedReady(input);
    expect(DomUtils.textContent(parseDocument(once))).toBe(DomUtils.textContent(parseDocument(input)));
    expect(once).toBe(input);
    expect(feedReady(once)).toBe(once);
    expect(feedReady(`${RESPONSIVE_IMAGE}${DISPLAY_MATH}${HIGHLIGHTED_CODE}`)).toBe(feedReady(feedReady(`${RESPONSIVE_IMAGE}${DISPLAY_MATH}${HIGHLIGHTED_CODE}`)));
  });
});

describe('feedReadyHtml with embeds', () => {
  it('turns a facade and a media player into links to what they play, with no player left to frame', async () => {
    const { renderMarkdown } = await import('../../render/markdown-renderer.js');
    const html = feedReady(renderMarkdown('https://youtu.be/dQw4w9WgXcQ\n\n/uploads/talk.mp4\n\nhttps://mastodon.social/@Gargron/109318821117356215'));
    expect(html).toBe(
      '<p><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">▶ YouTube: Play video</a></p>\n' +
        '<p><a href="https://notes.example.org/uploads/talk.mp4">▶ Video: talk.mp4</a></p>\n' +
        '<p><a href="https://mastodon.social/@Gargron/109318821117356215">▶ Mastodon: See @Gargron@mastodon.social\'s post</a></p>',
    );
  });

  it('leaves a figure that is no embed as it is', () => {
    expect(feedReady('<figure><img src="/uploads/a.webp" alt="a"></figure>')).toBe('<figure><img src="https://notes.example.org/uploads/a.webp" alt="a"></figure>');
  });
});

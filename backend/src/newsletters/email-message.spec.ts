import { describe, expect, it } from '@jest/globals';
import type { Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import { deliveryMessageId, type EmailPost, renderPostEmail } from './email-message.js';

const site = { name: 'Notes & Tides', url: 'https://notes.example.org' };
const UNSUBSCRIBE = 'https://notes.example.org/unsubscribe/tok?x=1&y=2';

const MATH =
  '<span class="katex"><span class="katex-mathml"><math xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mrow><mi>a</mi><mo>&lt;</mo><mi>c</mi></mrow>' +
  '<annotation encoding="application/x-tex">a &lt; c</annotation></semantics></math></span><span class="katex-html" aria-hidden="true">HTML-ONLY</span></span>';
const CODE =
  '<pre class="shiki" style="background-color:#24292e;color:#e1e4e8" tabindex="0"><code><span class="line"><span class="hl-3">const</span><span> a = 1;</span></span>\n' +
  '<span class="line"><span>let b</span></span></code></pre>';
const PICTURE =
  '<p><picture><source type="image/webp" srcset="/uploads/a-480.webp 480w"><img src="/uploads/a.jpg" srcset="/uploads/a-480.jpg 480w" sizes="100vw" alt="The bay" loading="lazy"></picture></p>';

const post = (contentHtml: string, extra: Partial<EmailPost> = {}): EmailPost => ({
  id: '7d4f8d53-3b8f-4c63-9a3e-5c1f4a1b2c3d',
  title: 'A walk <by> the sea',
  slug: 'a-walk-by-the-sea',
  type: 'post',
  contentHtml,
  coverImageUrl: null,
  coverImageAlt: null,
  ...extra,
});

const elements = (html: string, name: string): Element[] => DomUtils.findAll((element) => element.name === name, parseDocument(html).children);

describe('renderPostEmail', () => {
  const content =
    '<p>Read <a href="/blog/older">the older post</a>, <a href="https://example.com/x">a site</a> and a footnote<sup class="footnote-ref"><a href="#fn-1" id="fnref-1">1</a></sup>.</p>' +
    `${PICTURE}<p>Maths: ${MATH}</p>${CODE}<ul><li>one</li><li>two</li></ul><ol start="3"><li>three</li></ol><blockquote><p>Quoted.</p></blockquote>`;
  const email = renderPostEmail(post(content, { coverImageUrl: '/uploads/cover.jpg', coverImageAlt: 'Cover' }), site);
  const html = email.html(UNSUBSCRIBE);
  const text = email.text(UNSUBSCRIBE);

  it('makes every link and image absolute, without <picture> or srcset', () => {
    expect(email.webUrl).toBe('https://notes.example.org/blog/a-walk-by-the-sea');
    for (const link of elements(html, 'a')) expect(link.attribs.href).toMatch(/^https:\/\//);
    expect(elements(html, 'img').map((image) => image.attribs.src)).toEqual(['https://notes.example.org/uploads/cover.jpg', 'https://notes.example.org/uploads/a.jpg']);
    expect(html).not.toMatch(/<picture|<source|srcset|sizes=|loading=/);
    expect(elements(html, 'a').map((link) => link.attribs.href)).toContain('https://notes.example.org/blog/older');
  });

  it('styles by attributes alone, without the site\'s colours on code', () => {
    expect(html).not.toContain('<style');
    expect(elements(html, 'p').every((paragraph) => paragraph.attribs.style)).toBe(true);
    expect(elements(html, 'pre')[0]!.attribs.style).toMatch(/background:#f6f8fa/);
    expect(html).not.toContain('#24292e');
    // A highlighted token keeps its colour, written on it: the class alone means nothing without the site's stylesheet.
    expect(elements(html, 'span').find((span) => span.attribs.class === 'hl-3')?.attribs.style).toMatch(/^color:#[0-9a-f]{6};$/);
    expect(elements(html, 'a').every((link) => link.attribs.style)).toBe(true);
  });

  it('draws maths in HTML that every client shows (MathML, which Gmail and Outlook drop, is not sent), without KaTeX\'s HTML drawing', () => {
    expect(elements(html, 'math')).toHaveLength(0);
    const formula = elements(html, 'span').find((span) => span.attribs.title === 'a < c');
    expect(formula && DomUtils.textContent(formula)).toBe('a\u2009<\u2009c');
    expect(html).not.toContain('HTML-ONLY');
  });

  it('has the site\'s name, the web version and the unsubscribe link, escaped', () => {
    expect(html).toContain('Notes &amp; Tides');
    expect(html).toContain('<title>A walk &lt;by&gt; the sea</title>');
    const links = elements(html, 'a');
    expect(links.find((link) => DomUtils.textContent(link) === 'View in your browser')?.attribs.href).toBe(email.webUrl);
    expect(links.find((link) => DomUtils.textContent(link) === 'Unsubscribe')?.attribs.href).toBe(UNSUBSCRIBE);
    expect(email.subject).toBe('A walk <by> the sea');
  });

  it('writes a plain-text part with links written out', () => {
    expect(text).toMatch(/^A walk <by> the sea\n=+\n\nView it in your browser: https:\/\/notes\.example\.org\/blog\/a-walk-by-the-sea\n/);
    expect(text).toContain('Read the older post (https://notes.example.org/blog/older), a site (https://example.com/x) and a footnote[1].');
    expect(text).toContain('[The bay]');
    expect(text).toContain('Maths: a < c');
    expect(text).toContain('const a = 1;\nlet b');
    expect(text).toContain('- one\n- two');
    expect(text).toContain('3. three');
    expect(text).toContain('> Quoted.');
    expect(text).toContain(`Unsubscribe: ${UNSUBSCRIBE}`);
    expect(text).not.toMatch(/<\/?(?:p|a|span|img|pre|code|math)\b/);
  });

  it('leaves out the links that only work on the page: a heading\'s to itself, a footnote\'s way back', () => {
    const notes = renderPostEmail(
      post(
        '<h2 id="h-notes"><a href="#h-notes" class="heading-anchor">Notes</a></h2><p>Said<sup class="footnote-ref"><a href="#fn-1" id="fnref-1">1</a></sup>.</p>' +
          '<section class="footnotes"><ol class="footnotes-list"><li id="fn-1" class="footnote-item"><p>The note. <a href="#fnref-1" class="footnote-backref" aria-label="Back to reference 1">\u21a9\ufe0e</a></p></li></ol></section>',
      ),
      site,
    );
    const html = notes.html(UNSUBSCRIBE);
    expect(elements(html, 'h2').map((heading) => DomUtils.getInnerHTML(heading))).toEqual(['Notes']);
    expect(html).not.toContain('footnote-backref');
    expect(html).toContain('The note.');
    expect(notes.text(UNSUBSCRIBE)).toContain('Notes\n\nSaid[1].');
    expect(notes.text(UNSUBSCRIBE)).not.toContain('\u21a9');
  });

  it('addresses a page at the root', () => {
    expect(renderPostEmail(post('<p>x</p>', { type: 'page', slug: 'about' }), site).webUrl).toBe('https://notes.example.org/about');
  });
});

describe('deliveryMessageId', () => {
  it('is the same for the same post and reader, on the site\'s host', () => {
    const id = deliveryMessageId('p1', 's1', 'https://notes.example.org');
    expect(id).toBe('<post-p1.subscriber-s1@notes.example.org>');
    expect(deliveryMessageId('p1', 's1', 'https://notes.example.org')).toBe(id);
  });
});

describe('renderPostEmail with embeds', () => {
  it('sends a link to each embed, in the HTML and in the text, and no player', async () => {
    const { renderMarkdown } = await import('../render/markdown-renderer.js');
    const email = renderPostEmail(post(renderMarkdown('Watch:\n\nhttps://youtu.be/dQw4w9WgXcQ\n\n/uploads/talk.mp4')), site);
    const html = email.html(UNSUBSCRIBE);
    expect(elements(html, 'a').map((link) => [link.attribs.href, DomUtils.textContent(link)])).toEqual(
      expect.arrayContaining([
        ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', '▶ YouTube: Play video'],
        ['https://notes.example.org/uploads/talk.mp4', '▶ Video: talk.mp4'],
      ]),
    );
    expect(html).not.toMatch(/<figure|<video|<iframe|data-embed/);
    expect(email.text(UNSUBSCRIBE)).toContain('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });
});

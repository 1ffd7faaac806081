import { describe, expect, it } from '@jest/globals';
import { findExecutable } from '../../test/support/executable-html.js';
import { markdownGallery } from './gallery-markdown.js';
import { htmlToMarkdown } from './html-to-markdown.js';
import { renderMarkdown } from './markdown-renderer.js';
import { XSS_PAYLOADS } from './xss-payloads.js';

const imagesOf = (html: string) => [...html.matchAll(/<img [^>]*src="([^"]*)"/g)].map(([, src]) => src);

describe('galleries', () => {
  it('draws a paragraph of two or more images as a grid of figures, each captioned by its title', () => {
    const html = renderMarkdown('![A](/uploads/a.jpg "First *one*")\n![B](/uploads/b.jpg)\n[![C](/uploads/c.jpg)](https://example.com/c)');
    expect(html).toBe(
      '<figure class="gallery"><figure><img src="/uploads/a.jpg" alt="A" loading="lazy" /><figcaption>First <em>one</em></figcaption></figure>' +
        '<figure><img src="/uploads/b.jpg" alt="B" loading="lazy" /></figure>' +
        '<figure><a href="https://example.com/c" rel="noopener noreferrer"><img src="/uploads/c.jpg" alt="C" loading="lazy" /></a></figure></figure>\n',
    );
  });

  it('leaves one image, and images mixed with words, as they were', () => {
    expect(renderMarkdown('![A](/uploads/a.jpg)')).toBe('<p><img src="/uploads/a.jpg" alt="A" loading="lazy" /></p>\n');
    expect(renderMarkdown('![A](/uploads/a.jpg) and ![B](/uploads/b.jpg)')).not.toContain('gallery');
  });

  it('turns every WordPress gallery form into that syntax, keeping every image and caption', () => {
    const figures = Array.from({ length: 12 }, (_, n) => `<figure class="wp-block-image"><img src="https://old.example/${n}.jpg" alt="Photo ${n}"/><figcaption>Caption ${n}</figcaption></figure>`);
    const nested = `<figure class="wp-block-gallery has-nested-images">${figures.join('')}<figcaption class="blocks-gallery-caption">The whole set</figcaption></figure>`;
    const list = `<figure class="wp-block-gallery"><ul class="blocks-gallery-grid">${figures.map((figure) => `<li class="blocks-gallery-item">${figure}</li>`).join('')}</ul></figure>`;
    const classic = `<div class="gallery">${Array.from({ length: 12 }, (_, n) => `<dl class="gallery-item"><dt><a href="x"><img src="https://old.example/${n}.jpg" alt=""></a></dt><dd class="gallery-caption">Caption ${n}</dd></dl>`).join('')}</div>`;
    for (const source of [nested, list, classic]) {
      const html = renderMarkdown(htmlToMarkdown(source).markdown);
      expect(imagesOf(html)).toEqual(Array.from({ length: 12 }, (_, n) => `https://old.example/${n}.jpg`));
      expect(html.match(/<figcaption>Caption \d+<\/figcaption>/g)).toHaveLength(12);
      expect(html.match(/<figure class="gallery">/g)).toHaveLength(1);
    }
    expect(renderMarkdown(htmlToMarkdown(nested).markdown)).toContain('<p><em>The whole set</em></p>');
    const ghost = `<figure class="kg-card kg-gallery-card kg-width-wide"><div class="kg-gallery-container"><div class="kg-gallery-row">${[1, 2, 3]
      .map((n) => `<div class="kg-gallery-image"><img src="https://old.example/${n}.jpg" width="600" height="400"></div>`)
      .join('')}</div></div><figcaption>Ghost's caption</figcaption></figure>`;
    const fromGhost = renderMarkdown(htmlToMarkdown(ghost).markdown);
    expect(imagesOf(fromGhost)).toEqual([1, 2, 3].map((n) => `https://old.example/${n}.jpg`));
    expect(fromGhost).toContain('<p><em>Ghost\'s caption</em></p>');
  });

  it('keeps captions as the text they were, and nothing in them runs', () => {
    const markdown = markdownGallery([
      { src: 'https://old.example/a.jpg', alt: 'a "quoted" [alt]', caption: '<img src=x onerror=alert(1)> *not emphasis* "quoted" \\ $x$' },
      { src: 'javascript:alert(1)', alt: '', caption: '' },
    ]);
    const html = renderMarkdown(markdown);
    expect(html).toContain('<figcaption>&lt;img src=x onerror=alert(1)&gt; *not emphasis* "quoted" \\ $x$</figcaption>');
    expect(findExecutable(html)).toEqual([]);
  });

  it('runs the XSS corpus through the gallery paths: as a gallery image\'s caption, alt and address, inside a gallery in Markdown and in imported HTML', () => {
    for (const payload of XSS_PAYLOADS) {
      const written = markdownGallery([
        { src: 'https://old.example/a.jpg', alt: payload, caption: payload },
        { src: payload, alt: 'b', caption: 'b' },
        { src: 'https://old.example/c.jpg', alt: 'c', caption: '' },
      ]);
      const inMarkdown = `![a](/uploads/a.jpg "${payload.replace(/"/g, '')}")\n${payload}\n![b](/uploads/b.jpg)`;
      const imported = htmlToMarkdown(`<figure class="wp-block-gallery"><figure><img src="https://old.example/a.jpg" alt="x">${payload}<figcaption>${payload}</figcaption></figure><figure><img src="https://old.example/b.jpg"></figure></figure>`).markdown;
      for (const markdown of [written, inMarkdown, imported]) expect({ payload, found: findExecutable(renderMarkdown(markdown)) }).toEqual({ payload, found: [] });
    }
  });
});

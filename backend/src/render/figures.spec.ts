import { describe, expect, it } from '@jest/globals';
import { renderMarkdown } from './markdown-renderer.js';

describe('figures', () => {
  it('makes an image alone in its paragraph with a title a figure, the title its caption', () => {
    expect(renderMarkdown('![A red door](/uploads/door.webp "The door, in May")')).toBe(
      '<figure><img src="/uploads/door.webp" alt="A red door" loading="lazy" /><figcaption>The door, in May</figcaption></figure>\n',
    );
  });

  it('reads the caption as Markdown', () => {
    expect(renderMarkdown('![Map](/uploads/map.png "The *old* [harbour](https://example.com/h)")')).toContain(
      '<figcaption>The <em>old</em> <a href="https://example.com/h" rel="noopener noreferrer">harbour</a></figcaption>',
    );
  });

  it('keeps a linked image linked inside its figure', () => {
    expect(renderMarkdown('[![Map](/uploads/map.png "Caption")](/blog/maps)')).toBe(
      '<figure><a href="/blog/maps"><img src="/uploads/map.png" alt="Map" loading="lazy" /></a><figcaption>Caption</figcaption></figure>\n',
    );
  });

  it.each([
    ['an image without a title', '![A red door](/uploads/door.webp)', '<p><img src="/uploads/door.webp" alt="A red door" loading="lazy" /></p>\n'],
    ['an image among words', 'Look: ![Door](/uploads/door.webp "Door")', '<p>Look: <img src="/uploads/door.webp" alt="Door" title="Door" loading="lazy" /></p>\n'],
  ])('leaves %s in its paragraph', (_label, source, html) => {
    expect(renderMarkdown(source)).toBe(html);
  });

  it('puts a figure in a list item where the image stands alone', () => {
    expect(renderMarkdown('- ![Door](/uploads/door.webp "Caption")')).toBe(
      '<ul>\n<li>\n<figure><img src="/uploads/door.webp" alt="Door" loading="lazy" /><figcaption>Caption</figcaption></figure>\n</li>\n</ul>\n',
    );
  });

  it('keeps only text of a caption that held markup', () => {
    expect(renderMarkdown('![x](/a.png "<script>alert(1)</script><b>bold</b>")')).toBe(
      '<figure><img src="/a.png" alt="x" loading="lazy" /><figcaption><strong>bold</strong></figcaption></figure>\n',
    );
  });
});

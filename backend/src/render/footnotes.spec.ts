import { describe, expect, it } from '@jest/globals';
import { renderMarkdown } from './markdown-renderer.js';

describe('footnotes', () => {
  const post = [
    'Tides follow the moon[^moon], and the sun[^sun] a little.',
    '',
    'The moon again[^moon].',
    '',
    '[^sun]: The smaller share.',
    '[^moon]: About two thirds of the pull.',
    '[^unused]: Never cited.',
  ].join('\n');
  const html = renderMarkdown(post);

  it('numbers notes once per post, in the order they are first cited, whatever their labels', () => {
    expect(html).toContain('moon<sup class="footnote-ref"><a href="#fn-1" id="fnref-1">1</a></sup>');
    expect(html).toContain('sun<sup class="footnote-ref"><a href="#fn-2" id="fnref-2">2</a></sup>');
    expect(html).toContain('again<sup class="footnote-ref"><a href="#fn-1" id="fnref-1-1">1</a></sup>');
  });

  it('lists the cited notes at the end, each with a back-link to every citation', () => {
    expect(html.endsWith('</section>\n')).toBe(true);
    expect(html).toContain(
      '<section class="footnotes">\n<ol class="footnotes-list">\n' +
        '<li id="fn-1" class="footnote-item"><p>About two thirds of the pull. ' +
        '<a href="#fnref-1" class="footnote-backref" aria-label="Back to reference 1">↩︎</a> ' +
        '<a href="#fnref-1-1" class="footnote-backref" aria-label="Back to reference 1 (2)">↩︎</a></p>\n</li>\n' +
        '<li id="fn-2" class="footnote-item"><p>The smaller share. <a href="#fnref-2" class="footnote-backref" aria-label="Back to reference 2">↩︎</a></p>\n</li>\n' +
        '</ol>\n</section>\n',
    );
    expect(html).not.toContain('Never cited');
  });

  it('leaves a citation of a note that does not exist as text', () => {
    expect(renderMarkdown('See[^missing].')).toBe('<p>See[^missing].</p>\n');
  });

  it('renders a note written with Markdown, and numbers a second post from 1 again', () => {
    expect(renderMarkdown('x[^a]\n\n[^a]: *Ibid.*, [p. 4](https://example.com/p4)')).toContain(
      '<li id="fn-1" class="footnote-item"><p><em>Ibid.</em>, <a href="https://example.com/p4" rel="noopener noreferrer">p. 4</a>',
    );
  });
});

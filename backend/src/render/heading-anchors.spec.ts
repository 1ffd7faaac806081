import { describe, expect, it } from '@jest/globals';
import { parseElements } from '../../test/support/executable-html.js';
import { headingSlug } from './heading-anchors.js';
import { renderMarkdown } from './markdown-renderer.js';

const ids = (html: string) => parseElements(html).flatMap((element) => (element.attributes.id ? [element.attributes.id] : []));

describe('heading anchors', () => {
  it('gives a heading an id from its words, and makes its text a link to itself', () => {
    expect(renderMarkdown('## Tides and *moons*')).toBe('<h2 id="h-tides-and-moons"><a href="#h-tides-and-moons" class="heading-anchor">Tides and <em>moons</em></a></h2>\n');
  });

  it('gives a heading that holds a link only its id: links cannot nest', () => {
    expect(renderMarkdown('## See [the map](/maps) or https://example.com')).toBe(
      '<h2 id="h-see-the-map-or-https-example-com">See <a href="/maps">the map</a> or <a href="https://example.com" rel="noopener noreferrer">https://example.com</a></h2>\n',
    );
    expect(renderMarkdown('## A <a href="/x">raw</a> link')).toBe('<h2 id="h-a-raw-link">A <a href="/x">raw</a> link</h2>\n');
  });

  it('keeps ids unique in a post', () => {
    expect(ids(renderMarkdown('# Notes\n\n## Notes\n\n### Notes\n\n## Notes 1'))).toEqual(['h-notes', 'h-notes-1', 'h-notes-2', 'h-notes-1-1']);
    expect(ids(renderMarkdown('## A 1\n\n## A\n\n## A\n\n## A'))).toEqual(['h-a-1', 'h-a', 'h-a-2', 'h-a-3']);
  });

  it('gives 30,000 headings of one word their ids quickly (a cost that grew with the square of their number)', () => {
    const cpu = process.cpuUsage();
    const html = renderMarkdown('# a\n'.repeat(30_000));
    const { user, system } = process.cpuUsage(cpu);
    // CPU time, not wall time: other work on the machine does not make it fail; before, this took about a minute.
    expect((user + system) / 1000).toBeLessThan(5_000);
    const all = ids(html);
    expect(all).toHaveLength(30_000);
    expect(new Set(all).size).toBe(30_000);
    expect(all.slice(0, 3)).toEqual(['h-a', 'h-a-1', 'h-a-2']);
    expect(all.at(-1)).toBe('h-a-29999');
  });

  it.each([
    ['Café au lait', 'h-café-au-lait'],
    ['Привет, мир', 'h-привет-мир'],
    ['日本語の見出し', 'h-日本語の見出し'],
    ['  C++ & Rust: 2024!  ', 'h-c-rust-2024'],
    ['!!!', 'h-section'],
    ['Main content', 'h-main-content'],
  ])('slugs %j as %s', (text, slug) => {
    expect(headingSlug(text)).toBe(slug);
  });

  it("never takes one of the page's own ids, from Markdown or from HTML", () => {
    const html = renderMarkdown('# root\n\n## post-title\n\n<h2 id="main-content">Raw</h2><h3 id="h-kept">Kept</h3><p id="x">p</p>');
    expect(ids(html)).toEqual(['h-root', 'h-post-title', 'h-kept']);
  });

  it('slugs the words of a heading written with markup, and keeps its markup safe', () => {
    expect(renderMarkdown('# <img src=x onerror=alert(1)> Hello `code`')).toBe(
      '<h1 id="h-hello-code"><a href="#h-hello-code" class="heading-anchor"><img src="x" alt="" loading="lazy" /> Hello <code>code</code></a></h1>\n',
    );
  });
});

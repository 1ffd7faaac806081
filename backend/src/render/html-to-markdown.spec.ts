import { describe, expect, it } from '@jest/globals';
import { findExecutable } from '../../test/support/executable-html.js';
import { renderMarkdown } from './markdown-renderer.js';
import { XSS_PAYLOADS } from './xss-payloads.js';
import { htmlToMarkdown } from './html-to-markdown.js';

const md = (html: string) => htmlToMarkdown(html).markdown;

describe('htmlToMarkdown', () => {
  it('writes ATX headings, emphasis, links, lists and quotes', () => {
    const html = '<h2>Section</h2><p>Some <strong>bold</strong>, <em>italic</em> and <a href="https://example.com/a b">a link</a>.</p><ul><li>one</li><li>two</li></ul><blockquote><p>quoted</p></blockquote>';
    expect(md(html)).toBe('## Section\n\nSome **bold**, *italic* and [a link](<https://example.com/a b>).\n\n-   one\n-   two\n\n> quoted');
  });

  it('fences code and keeps its language, whichever way the source wrote it', () => {
    expect(md('<pre><code class="language-ts">const a = 1 &lt; 2;\n</code></pre>')).toBe('```ts\nconst a = 1 < 2;\n```');
    expect(md('<pre class="brush: php; gutter: false">echo 1;</pre>')).toBe('```php\necho 1;\n```');
    expect(md('<pre><code>```\nnested fence\n```</code></pre>')).toBe('````\n```\nnested fence\n```\n````');
  });

  it('writes strikethrough as GFM and simple tables as pipe tables', () => {
    expect(md('<p><del>gone</del></p>')).toBe('~~gone~~');
    const table = '<table><thead><tr><th>Name</th><th align="right">Size</th></tr></thead><tbody><tr><td>cat | dog</td><td>4</td></tr></tbody></table>';
    expect(md(table)).toBe('| Name | Size |\n| --- | --: |\n| cat \\| dog | 4 |');
  });

  it('keeps what Markdown cannot hold as HTML, and says which elements', () => {
    const result = htmlToMarkdown(
      '<p>Before</p><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe><table><tr><td colspan="2">wide</td></tr></table>' +
        '<figure><img src="/content/images/a.jpg" alt="A"><figcaption>A <b>caption</b></figcaption></figure>',
    );
    // An embed becomes its bare URL instead (embeds/embed-turndown.spec.ts).
    expect(result.markdown).toContain('\n\nhttps://www.youtube.com/watch?v=dQw4w9WgXcQ\n\n');
    expect(result.markdown).toContain('<td colspan="2">wide</td>');
    expect(result.markdown).toContain('<figure><img src="/content/images/a.jpg" alt="A"><figcaption>A caption</figcaption></figure>');
    expect(result.keptAsHtml.sort()).toEqual(['figure', 'table']);
    // Through the render pipeline: the caption's text and the image stay, nothing scriptable does.
    const rendered = renderMarkdown(result.markdown);
    expect(rendered).toContain('src="/content/images/a.jpg"');
    expect(rendered).toContain('A caption');
    expect(findExecutable(rendered)).toEqual([]);
  });

  it('keeps definition lists as HTML, and web addresses in text as written, so that their links are the same addresses', () => {
    const result = htmlToMarkdown('<dl><dt>Term</dt><dd>A <em>definition</em></dd></dl><p>See https://www.instagram.com/p/B_x1_y2/ and *this*</p>');
    expect(result.keptAsHtml).toEqual(['dl']);
    const rendered = renderMarkdown(result.markdown);
    expect(rendered).toContain('<dl><dt>Term</dt><dd>A <em>definition</em></dd></dl>');
    expect(rendered).toContain('<a href="https://www.instagram.com/p/B_x1_y2/" rel="noopener noreferrer">https://www.instagram.com/p/B_x1_y2/</a> and *this*');
  });

  it('keeps text that looks like HTML or entities as text', () => {
    const markdown = md('<p>Write &lt;script&gt; and &amp;copy; literally</p>');
    expect(renderMarkdown(markdown)).toBe('<p>Write &lt;script&gt; and &amp;copy; literally</p>\n');
  });

  it('keeps dollar signs in text as text, not maths', () => {
    const markdown = md('<p>It costs $5 and $10. Copy it to $HOME/$USER/bin, from $5 to 10$ a day.</p><ul><li>$x$ and $$y$$</li></ul>');
    expect(markdown).toBe('It costs \\$5 and \\$10. Copy it to \\$HOME/\\$USER/bin, from \\$5 to 10\\$ a day.\n\n-   \\$x\\$ and \\$\\$y\\$\\$');
    const rendered = renderMarkdown(markdown);
    expect(rendered).toBe(
      '<p>It costs $5 and $10. Copy it to $HOME/$USER/bin, from $5 to 10$ a day.</p>\n<ul>\n<li>$x$ and $$y$$</li>\n</ul>\n',
    );
    expect(rendered).not.toContain('katex');
    // The same text unescaped would be typeset: the escape is what keeps it text.
    expect(renderMarkdown('Copy it to $HOME/$USER/bin')).toContain('class="katex"');
  });

  it('leaves dollar signs in code as they are', () => {
    const markdown = md('<p>Run <code>echo $HOME/$USER</code> now.</p><pre><code class="language-sh">cost=$5\necho "$cost and $10$"\n</code></pre>');
    expect(markdown).toBe('Run `echo $HOME/$USER` now.\n\n```sh\ncost=$5\necho "$cost and $10$"\n```');
    const rendered = renderMarkdown(markdown);
    expect(rendered).toContain('<code>echo $HOME/$USER</code>');
    expect(rendered).not.toContain('katex');
    expect(rendered).not.toContain('\\$');
  });

  it('drops scripts, styles and forms with their text', () => {
    expect(md('<p>a</p><script>alert(1)</script><style>p{}</style><form><input value="x"></form><p>b</p>')).toBe('a\n\nb');
  });

  it('lets nothing executable through the converter and then the renderer (XSS corpus)', () => {
    for (const payload of XSS_PAYLOADS) {
      const rendered = renderMarkdown(md(payload));
      expect({ payload, problems: findExecutable(rendered) }).toEqual({ payload, problems: [] });
    }
  });
});

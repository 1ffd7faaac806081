import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { findExecutable } from './support/executable-html.js';
import { bearer, startTestApp, type TestApp } from './support/test-app.js';

/** A post with each of the writer's features, as an author would write it. */
const FEATURES = [
  '## Tides',
  '',
  'The moon pulls harder than the sun[^moon], as $F = G\\frac{m_1 m_2}{r^2}$ says.',
  '',
  '$$',
  '\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2}',
  '$$',
  '',
  '```python',
  'def tide(hour: int) -> float:  # a rough model',
  '    return 2.5 * math.sin(hour / 12.42)',
  '```',
  '',
  '![The harbour at low tide](/uploads/harbour.webp "Low water, *May*")',
  '',
  '- [x] Check the tables',
  '- [ ] Pack the boots',
  '',
  '| Hour | Height |',
  '|-----:|-------:|',
  '| 6    | 2.4    |',
  '',
  '[^moon]: About two thirds of the pull.',
].join('\n');

describe('a post written with footnotes, code, maths, figures, tasks and tables', () => {
  let folio: TestApp;

  beforeAll(async () => {
    folio = await startTestApp();
  });
  afterAll(() => folio.close());

  const create = async (body: object) => (await folio.http().post('/api/posts').set(bearer()).send(body).expect(201)).body;

  it('is rendered once, on write, and read back as stored', async () => {
    const created = await create({ title: 'Tide tables', content_text: FEATURES });
    const html: string = created.content_html;

    expect(html).toContain('<h2 id="h-tides"><a href="#h-tides" class="heading-anchor">Tides</a></h2>');
    expect(html).toContain('sun<sup class="footnote-ref"><a href="#fn-1" id="fnref-1">1</a></sup>');
    expect(html).toContain(
      '<section class="footnotes">\n<ol class="footnotes-list">\n<li id="fn-1" class="footnote-item"><p>About two thirds of the pull. ' +
        '<a href="#fnref-1" class="footnote-backref" aria-label="Back to reference 1">↩︎</a></p>\n</li>\n</ol>\n</section>\n',
    );
    expect(html).toMatch(/as <span class="katex"><span class="katex-mathml"><math><semantics>[\s\S]*<annotation encoding="application\/x-tex">F = G\\frac\{m_1 m_2\}\{r\^2\}<\/annotation>/);
    expect(html).toContain('<span class="katex-display"><span class="katex"><span class="katex-mathml"><math display="block">');
    expect(html).toMatch(/<pre><code class="language-python"><span class="hl-\d+">def<\/span> <span class="hl-\d+">tide<\/span>/);
    expect(html).toContain(
      '<figure><img src="/uploads/harbour.webp" alt="The harbour at low tide"',
    );
    expect(html).toContain('<figcaption>Low water, <em>May</em></figcaption></figure>');
    expect(html).toContain(
      '<ul class="task-list">\n<li class="task-list-item"><label><input type="checkbox" disabled checked /> Check the tables</label></li>\n' +
        '<li class="task-list-item"><label><input type="checkbox" disabled /> Pack the boots</label></li>\n</ul>',
    );
    expect(html).toContain('<div class="table-scroll" tabindex="0">\n<table>');
    expect(findExecutable(html)).toEqual([]);

    // Reading costs nothing extra: the public page and the admin read get the HTML stored at the save.
    const read = await folio.http().get(`/api/posts/${created.slug}`).expect(200);
    expect(read.body.content).toBe(html);
    const admin = await folio.http().get(`/api/posts/${created.id}`).set(bearer()).expect(200);
    expect(admin.body.content_html).toBe(html);
    expect(admin.body.content_text).toBe(FEATURES);
    // The excerpt reads the formulas as TeX and leaves out the notes' numbers and arrows.
    expect(created.excerpt).toContain('The moon pulls harder than the sun, as F = G\\frac{m_1 m_2}{r^2} says.');
  });

  it('keeps the Markdown as written, leading indentation and trailing spaces included', async () => {
    const indented = '    an indented code block first\n\n\ttabbed code too\n\nThen prose with a hard break  \nafter it.\n\n';
    const created = await create({ title: 'Indented', content_text: indented });
    expect(created.content_text).toBe(indented);
    expect(created.content_html).toBe('<pre><code>an indented code block first\n\ntabbed code too\n</code></pre>\n<p>Then prose with a hard break<br />\nafter it.</p>\n');

    const edited = '\n\n  - an item indented two spaces\n';
    const patched = await folio.http().patch(`/api/posts/${created.id}`).set(bearer()).send({ content_text: edited }).expect(200);
    expect(patched.body.content_text).toBe(edited);
    const read = await folio.http().get(`/api/posts/${created.id}`).set(bearer()).expect(200);
    expect(read.body.content_text).toBe(edited);
    expect(read.body.content_html).toBe('<ul>\n<li>an item indented two spaces</li>\n</ul>\n');
  });

  it('still refuses a text of nothing but whitespace', async () => {
    const response = await folio.http().post('/api/posts').set(bearer()).send({ title: 'Blank', content_text: ' \n\t\n ' }).expect(400);
    expect(response.body.message).toContain('content_text must not be blank');
  });
});

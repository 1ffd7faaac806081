import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CONTENT_MAX } from '../src/posts/posts.dto.js';
import { renderTooLarge } from '../src/render/render.service.js';
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

describe('a post whose render needs more memory than RENDER_HEAP_MB', () => {
  let folio: TestApp;
  /** 200,000 characters of a 500-column table: the costliest post the other limits allow, about 128 MB to render. */
  const widest = () => {
    const row = `|${'x|'.repeat(500)}\n`;
    return `${row}|${'-|'.repeat(500)}\n${row.repeat(Math.ceil(CONTENT_MAX / row.length))}`.slice(0, CONTENT_MAX);
  };

  beforeAll(async () => {
    folio = await startTestApp({ env: { RENDER_HEAP_MB: '64' } });
  });
  afterAll(() => folio.close());

  it('is refused with 413 naming the limit, nothing saved, and the next save goes through', async () => {
    const refused = await folio.http().post('/api/posts').set(bearer()).send({ title: 'Too wide', content_text: widest() }).expect(413);
    expect(refused.body).toEqual({ statusCode: 413, message: renderTooLarge(64), error: 'Payload Too Large' });
    const preview = await folio.http().post('/api/posts/preview').set(bearer()).send({ content_text: widest() }).expect(413);
    expect(preview.body.message).toBe(renderTooLarge(64));
    const listed = await folio.http().get('/api/posts').set(bearer()).expect(200);
    expect(listed.body.total).toBe(0);

    const created = await folio.http().post('/api/posts').set(bearer()).send({ title: 'Narrow', content_text: '| a | b |\n|---|---|\n| 1 | 2 |' }).expect(201);
    expect(created.body.content_html).toContain('<td>1</td>');
    const edit = await folio.http().patch(`/api/posts/${created.body.id}`).set(bearer()).send({ content_text: widest() }).expect(413);
    expect(edit.body.message).toBe(renderTooLarge(64));
  });
});

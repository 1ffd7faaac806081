import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ServiceUnavailableException } from '@nestjs/common';
import pg from 'pg';
import { CONTENT_MAX } from '../src/posts/posts.dto.js';
import { RENDER_BUSY, RenderService } from '../src/render/render.service.js';
import { DataSnapshots } from './fuzz/data-snapshot.js';
import * as images from './support/image-factory.js';
import { imageVariantsMade } from './support/image-variants.js';
import { bearer, startTestApp, type TestApp } from './support/test-app.js';

interface Upload {
  url: string;
  path: string;
}

/** Every feature of the writer's Markdown, and raw HTML the sanitiser must judge; `image` is an upload of this site. */
const markdownWith = (image: string) =>
  [
    '# Tides and sums',
    '',
    '## The pull of the moon',
    '',
    'The moon pulls harder than the sun[^moon], as $F = G\\frac{m_1 m_2}{r^2}$ says, and the gulls know it[^gulls].',
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
    '```ts',
    'const height: number = tide(6) ?? 0;',
    '```',
    '',
    `![The harbour at dawn](${image} "Low water, *May*")`,
    '',
    `Inline, the same photo ![A gull](${image}) between words.`,
    '',
    '- [x] Check the tables',
    '- [ ] Pack the boots',
    '',
    '| Hour | Height | Wind | Gusts | Swell | Period | Water | Air | Cloud | Rain | Visibility | Notes |',
    '|-----:|-------:|------|-------|-------|--------|-------|-----|-------|------|------------|-------|',
    '| 6    | 2.4    | W 12 | 20    | 1.2 m | 9 s    | 14 °C | 16  | 40 %  | 0    | 20 km      | calm, a long walk on the flats |',
    '',
    '<div onclick="alert(1)">Raw <b>HTML</b><script>alert(document.cookie)</script></div>',
    '',
    '[^moon]: About two thirds of the pull.',
    '[^gulls]: Ask them.',
  ].join('\n');

describe('POST /api/posts/preview: the editor sees what readers will get', () => {
  let folio: TestApp;
  let db: pg.Client;
  let snapshots: DataSnapshots;

  /** What is stored, once the background work of earlier saves and uploads (social cards, ladders) is done. */
  const stored = async () => {
    await snapshots.backgroundSettled();
    return snapshots.take();
  };
  const preview = (body: object, headers: Record<string, string> = bearer()) => folio.http().post('/api/posts/preview').set(headers).send(body);
  const upload = async (bytes: Buffer, name: string): Promise<Upload> =>
    (await folio.http().post('/api/images/uploads/image').set(bearer()).attach('image', bytes, name).expect(201)).body as Upload;
  /** A post written with `body`, read back as the admin reads it. */
  const published = async (body: object) => {
    const created = (await folio.http().post('/api/posts').set(bearer()).send({ title: 'Tides and sums', status: 'published', ...body }).expect(201)).body;
    return (await folio.http().get(`/api/posts/${created.id}`).set(bearer()).expect(200)).body as { content_html: string; content: string };
  };

  beforeAll(async () => {
    folio = await startTestApp();
    db = new pg.Client({ connectionString: folio.databaseUrl });
    await db.connect();
    snapshots = await DataSnapshots.open(folio);
    // The photo stored as sent, so that its ladder has both formats (a <picture> with a WebP <source>).
    await folio.http().patch('/api/compression/settings').set(bearer()).send({ compression_enabled: false }).expect(200);
  });
  afterAll(async () => {
    await snapshots?.close();
    await db?.end();
    await folio?.close();
  });

  it('answers exactly the HTML a post with the same Markdown is stored and shown with, and writes nothing', async () => {
    const photo = await upload(await images.jpeg(1300, 800), 'harbour.jpg');
    await imageVariantsMade(db);
    const markdown = markdownWith(photo.url);
    const cover = 'https://cdn.example/bay.jpg';

    const before = await stored();
    const withCover = (await preview({ content_text: markdown, cover_image_url: cover }).expect(200)).body;
    const withoutCover = (await preview({ content_text: markdown }).expect(200)).body;
    const nullCover = (await preview({ content_text: markdown, cover_image_url: null }).expect(200)).body;
    expect(await snapshots.take()).toEqual(before);

    expect(Object.keys(withCover)).toEqual(['content_html', 'word_count', 'reading_time_minutes']);
    const html: string = withCover.content_html;
    // Each feature is there, drawn by the renderer, not passed through.
    expect(html).toContain('<h2 id="h-the-pull-of-the-moon"><a href="#h-the-pull-of-the-moon" class="heading-anchor">The pull of the moon</a></h2>');
    expect(html).toContain('<li id="fn-2" class="footnote-item"><p>Ask them.');
    expect(html).toContain('<span class="katex-display"><span class="katex">');
    expect(html).toMatch(/<pre><code class="language-python"><span class="hl-\d+">def<\/span>/);
    expect(html).toMatch(/<pre><code class="language-ts"><span class="hl-\d+">const<\/span>/);
    expect(html).toContain('<figcaption>Low water, <em>May</em></figcaption></figure>');
    expect(html).toContain('<input type="checkbox" disabled checked />');
    expect(html).toContain('<div class="table-scroll" tabindex="0">\n<table>');
    // Raw HTML through the sanitiser: its text and harmless markup stay, the script and the handler go.
    expect(html).toContain('\nRaw <strong>HTML</strong>\n');
    expect(html).not.toMatch(/<script|onclick|alert/);
    // The upload in its smaller widths, as a saved post has it.
    expect(html).toMatch(new RegExp(`<picture><source type="image/webp" srcset="[^"]+ 480w, [^"]+ 800w, [^"]+ 1200w, [^"]+ 1300w" sizes="[^"]+" /><img src="${photo.url}" alt="The harbour at dawn" width="1300" height="800" srcset="`));

    // The same answer as the post, with its cover (every image lazy) and without (the first one loads first).
    expect(html).toBe((await published({ content_text: markdown, cover_image_url: cover, cover_image_alt: 'The bay' })).content_html);
    const post = await published({ content_text: markdown });
    expect(withoutCover.content_html).toBe(post.content_html);
    expect(post.content).toBe(post.content_html);
    expect(nullCover.content_html).toBe(post.content_html);
    expect(withoutCover.content_html).toContain('fetchpriority="high"');
    expect(html).not.toContain('fetchpriority="high"');
  });

  it('shows an image not (yet) uploaded here, or another site\'s, as a saved post would', async () => {
    const markdown = '![Lost](/uploads/not-there.webp)\n\n![Elsewhere](https://cdn.example/pier.jpg "A pier")';
    const { content_html } = (await preview({ content_text: markdown }).expect(200)).body;
    expect(content_html).toBe((await published({ content_text: markdown })).content_html);
    expect(content_html).not.toContain('srcset');
  });

  it('counts the words a reader sees, not the Markdown\'s marks, and the minutes the saved post will show', async () => {
    const words = Array.from({ length: 300 }, (_, index) => `word${index}`);
    const markdown = `## ${words.slice(0, 2).join(' ')}\n\n**${words.slice(2, 10).join(' ')}** [link](https://example.com/a-b-c)\n\n- ${words.slice(10).join(' ')}\n\n<!-- not read -->`;
    const answer = (await preview({ content_text: markdown }).expect(200)).body;
    const saved = (await published({ content_text: markdown })) as unknown as { reading_time_minutes: number };
    expect(answer).toMatchObject({ word_count: 301, reading_time_minutes: 2 });
    expect(saved.reading_time_minutes).toBe(answer.reading_time_minutes);
    expect((await preview({ content_text: '<!-- a note -->' }).expect(200)).body).toMatchObject({ word_count: 0, reading_time_minutes: 1 });
  });

  it('keeps the Markdown as written: a first line indented as code stays code', async () => {
    const { content_html } = (await preview({ content_text: '    indented code first\n\nThen prose.' }).expect(200)).body;
    expect(content_html).toBe('<pre><code>indented code first\n</code></pre>\n<p>Then prose.</p>\n');
  });

  it('asks for the admin token', async () => {
    const before = await stored();
    const response = await preview({ content_text: 'Hello' }, {}).expect(401);
    expect(response.body).toMatchObject({ statusCode: 401 });
    await preview({ content_text: 'Hello' }, bearer('not-the-token-at-all')).expect(401);
    expect(await snapshots.take()).toEqual(before);
  });

  it.each([
    ['no content_text', {}, 'content_text must be a string'],
    ['a blank content_text', { content_text: ' \n\t\n ' }, 'content_text must not be blank'],
    ['an empty content_text', { content_text: '' }, 'content_text must not be blank'],
    ['a content_text too long', { content_text: 'a'.repeat(CONTENT_MAX + 1) }, `content_text must be shorter than or equal to ${CONTENT_MAX} characters`],
    ['a number for content_text', { content_text: 42 }, 'content_text must be a string'],
    ['an array for content_text', { content_text: ['# Hi'] }, 'content_text must be a string'],
    ['a cover that is no image address', { content_text: 'Hi', cover_image_url: 'javascript:alert(1)' }, 'cover_image_url must be an http(s) URL or a /uploads/ path'],
    ['a field a preview does not take', { content_text: 'Hi', title: 'A title' }, 'property title should not exist'],
  ])('refuses %s with 400 naming the field, writing nothing', async (_case, body, message) => {
    const before = await stored();
    const response = await preview(body).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect([response.body.message].flat()).toContain(message);
    expect(await snapshots.take()).toEqual(before);
  });

  it('answers 503 with the renderer\'s words when it is busy, as a save does', async () => {
    // 64 renders waiting are more than a test should queue: the pool's answer, as RenderService gives it.
    const busy = jest.spyOn(folio.app.get(RenderService), 'render').mockRejectedValueOnce(new ServiceUnavailableException(RENDER_BUSY));
    try {
      const response = await preview({ content_text: 'Hello' }).expect(503);
      expect(response.body).toEqual({ statusCode: 503, message: RENDER_BUSY, error: 'Service Unavailable' });
    } finally {
      busy.mockRestore();
    }
    await preview({ content_text: 'Hello' }).expect(200);
  });

  it('takes a text of the longest length a post may have', async () => {
    const longest = `${'word '.repeat(CONTENT_MAX / 5 - 1)}last.`;
    expect(longest).toHaveLength(CONTENT_MAX);
    const { content_html } = (await preview({ content_text: longest }).expect(200)).body;
    expect(content_html).toBe(`<p>${longest}</p>\n`);
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../config/app-config.js';
import { renderPost } from './markdown-renderer.js';
import { LARGE_TEXT_CHARS, RenderService, renderTooLarge } from './render.service.js';

/** A post at the API's maximum length written at its worst for the renderer: a wide pipe table. */
function widestTable(length = 200_000): string {
  const columns = 500;
  let source = `|${'a|'.repeat(columns)}\n|${'-|'.repeat(columns)}\n`;
  while (source.length < length) source += `|${'*x*|'.repeat(columns)}\n`;
  return source.slice(0, length);
}

describe('RenderService', () => {
  let renderer: RenderService;

  beforeAll(() => {
    renderer = new RenderService(loadConfig({ NODE_ENV: 'test', RENDER_WORKERS: '2' }));
  });
  afterAll(() => renderer.onApplicationShutdown());

  it.each([
    ['Markdown and raw HTML', '# Hello\n\nSome *Markdown* with <b>raw</b> HTML and <script>alert(1)</script>.'],
    ['highlighted code, maths and notes', 'A note[^1] and $e^{i\\pi}$.\n\n```python\nprint("hi")  # greet\n```\n\n- [x] done\n\n[^1]: Here.'],
  ])('renders %s as the renderer does, in a worker thread', async (_label, source) => {
    const rendered = await renderer.render(source);
    expect(rendered).toEqual(await renderPost(source));
  });

  it('leaves the event loop turning while the worst-case post renders', async () => {
    const source = widestTable();
    let turns = 0;
    let done = false;
    const rendering = renderer.render(source).finally(() => (done = true));
    // Were the render on this thread, it would finish before the first turn could run.
    await new Promise<void>((resolve) => {
      const turn = () => {
        if (done) return resolve();
        turns += 1;
        setImmediate(turn);
      };
      setImmediate(turn);
    });
    const { html } = await rendering;
    expect(turns).toBeGreaterThan(10);
    expect(html.match(/<td>/g)?.length).toBeGreaterThan(40_000);
  });

  it('renders several posts at once, each whole', async () => {
    const sources = Array.from({ length: 6 }, (_, index) => `Post ${index}\n\n${'word '.repeat(1000 * (index + 1))}`);
    const rendered = await Promise.all(sources.map((source) => renderer.render(source)));
    expect(rendered.map(({ text }) => text.split(' ').length)).toEqual([1002, 2002, 3002, 4002, 5002, 6002]);
  });

  it('renders long posts sent at once, one after the other, each whole, beside short ones', async () => {
    const words = LARGE_TEXT_CHARS / 5 + 1000;
    const long = Array.from({ length: 3 }, (_, index) => `Long ${index}\n\n${'word '.repeat(words + index)}`);
    const short = 'A *short* post.';
    const [shortRendered, ...rendered] = await Promise.all([renderer.render(short), ...long.map((source) => renderer.render(source))]);
    expect(long.every((source) => source.length > LARGE_TEXT_CHARS)).toBe(true);
    expect(rendered.map(({ text }) => text.split(' ').length)).toEqual([words + 2, words + 3, words + 4]);
    expect(shortRendered).toEqual(await renderPost(short));
  });
});

describe('RenderService with a small heap for each render (RENDER_HEAP_MB)', () => {
  let renderer: RenderService;

  beforeAll(() => {
    renderer = new RenderService(loadConfig({ NODE_ENV: 'test', RENDER_WORKERS: '1', RENDER_HEAP_MB: '64' }));
  });
  afterAll(() => renderer.onApplicationShutdown());

  it('refuses (413) a post whose render needs more, ending only that worker, and renders the next one', async () => {
    await expect(renderer.render(widestTable())).rejects.toMatchObject({ status: 413, message: renderTooLarge(64) });
    expect(renderTooLarge(64)).toMatch(/needs more memory to render than the 64 MB one render may use, so nothing was saved/);
    const source = `A table after it:\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n${'word '.repeat(LARGE_TEXT_CHARS / 5)}`;
    expect(await renderer.render(source)).toEqual(await renderPost(source));
    expect(await renderer.render('A *short* post.')).toEqual(await renderPost('A *short* post.'));
  });
});

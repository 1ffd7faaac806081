import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../config/app-config.js';
import { renderPost } from './markdown-renderer.js';
import { RenderService } from './render.service.js';

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
});

import { beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { adminSuite } from './support/admin-suite';
import { openApp } from './support/app';

const TEST_TIMEOUT = 60_000;

/** Issue 26: a paragraph of images is a gallery, drawn as a grid of captioned cells, each image offered in its smaller widths. */
describe('a gallery written in Markdown', () => {
  const suite = adminSuite();
  let slug: string;

  beforeAll(async () => {
    const lines: string[] = [];
    for (let n = 0; n < 5; n++) {
      const png = await sharp({ create: { width: 1000 + n, height: 700, channels: 3, background: { r: 40 * n, g: 120, b: 160 } } }).png().toBuffer();
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), `shore-${n}.png`);
      const uploaded = await fetch(suite.url('/api/images/uploads/image'), { method: 'POST', headers: { Authorization: `Bearer ${suite.token}` }, body: form });
      expect(uploaded.status).toBe(201);
      const { url } = (await uploaded.json()) as { url: string };
      lines.push(`![Shore ${n}](${url}${n % 2 === 0 ? ` "Caption ${n}"` : ''})`);
    }
    const created = await suite.api('/api/posts', { method: 'POST', body: { title: 'Along the shore', content_text: `Five photos:\n\n${lines.join('\n')}\n\nThe end.` } });
    expect(created.status).toBe(201);
    slug = ((await created.json()) as { slug: string }).slug;
    // The smaller widths are made in the background; the page offers them once they exist.
    for (let tries = 0; tries < 100; tries++) {
      const { content } = (await (await suite.api(`/api/posts/${slug}`, { token: null })).json()) as { content: string };
      if ((content.match(/<img [^>]*srcset="/g) ?? []).length >= 5) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the gallery images never got their srcset');
  }, TEST_TIMEOUT);

  it.each([
    [1280, 5],
    [375, 2],
  ])(
    'at %i px draws the five images %i to a row, captioned, each with its srcset, and the page never scrolls sideways',
    async (width, perRow) => {
      const page = await suite.visitorPage({ viewport: { width, height: 900 } });
      await openApp(page, suite.url(`/blog/${slug}`));
      const cells = page.locator('.prose figure.gallery > figure');
      expect(await cells.count()).toBe(5);
      const boxes = await cells.evaluateAll((figures) => figures.map((figure) => figure.getBoundingClientRect().toJSON() as DOMRect));
      const firstRowTop = boxes[0]!.top;
      expect(boxes.filter((box) => Math.abs(box.top - firstRowTop) < 1)).toHaveLength(perRow);
      // Square cells of one width.
      const images = page.locator('.prose figure.gallery img');
      const sizes = await images.evaluateAll((imgs) => imgs.map((img) => ({ width: img.clientWidth, height: img.clientHeight, srcset: img.getAttribute('srcset') ?? '' })));
      for (const size of sizes) {
        expect(Math.abs(size.width - sizes[0]!.width)).toBeLessThanOrEqual(1);
        expect(Math.abs(size.height - size.width)).toBeLessThanOrEqual(1);
        expect(size.srcset).toMatch(/\/uploads\/\S+ \d+w/);
      }
      expect(await page.locator('.prose figure.gallery figcaption').allTextContents()).toEqual(['Caption 0', 'Caption 2', 'Caption 4']);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await page.context().close();
    },
    TEST_TIMEOUT,
  );
});

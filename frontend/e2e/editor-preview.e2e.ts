import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { adminSuite } from './support/admin-suite';
import { seriousAxeViolations } from './support/axe';
import { type RichPost, writeRichPost } from './support/rich-post';

const TEST_TIMEOUT = 90_000;

/** The stylesheets of posts' code and maths linked in the page's head (the admin's own chunks' are links too). */
const postStylesheets = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.head.querySelectorAll('link[rel="stylesheet"]'), (link) => link.getAttribute('href') ?? '').filter(
      (href) => href === '/code-highlight.css' || href.startsWith('/assets/katex-'),
    ),
  );

describe("the editor's live preview in Chromium: the published rendering", () => {
  const suite = adminSuite();
  let post: RichPost;

  const read = async (id: string) => (await (await suite.api(`/api/posts/${id}`)).json()) as RichPost;

  beforeAll(async () => {
    post = await writeRichPost(suite, { title: 'Predicting the tide', status: 'draft' });
    // The upload's smaller copies are made in the background, and the post's markup written anew with them.
    for (const started = Date.now(); !(await read(post.id)).content_html.includes('<picture>'); ) {
      if (Date.now() - started > 60_000) throw new Error("The upload's smaller copies were not made within 60 s");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    post = await read(post.id);
  }, TEST_TIMEOUT);

  it(
    'shows the HTML the post is stored with, drawn with the code colours and KaTeX, which go when the editor closes',
    async () => {
      const page = await suite.adminPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(suite.url(`/dashboard/posts/${post.id}/edit`), { waitUntil: 'load' });
      const preview = page.getByRole('region', { name: 'Preview' });
      await preview.locator('.katex-display').first().waitFor();
      await page.evaluate(() => document.fonts.ready);

      // The same elements as the stored HTML, parsed by the same browser (tabindex is the app's: it marks boxes that scroll).
      const same = await preview.locator('.prose').evaluate((body, stored) => {
        const shown = body.cloneNode(true) as HTMLElement;
        for (const box of shown.querySelectorAll('[tabindex]:is(pre, .katex-display)')) box.removeAttribute('tabindex');
        const parsed = document.createElement('div');
        parsed.innerHTML = stored;
        return shown.innerHTML === parsed.innerHTML;
      }, post.content_html);
      expect(same).toBe(true);

      const stylesheets = await postStylesheets(page);
      expect(stylesheets).toHaveLength(2);
      expect(stylesheets[0]).toBe('/code-highlight.css');
      expect(stylesheets[1]).toMatch(/^\/assets\/katex-\d+\.\d+\.\d+\/katex\.min\.css$/);
      // Drawn with them: KaTeX's fonts for the formulas, the token colours for the code.
      expect(await preview.locator('.katex .mathnormal').first().evaluate((symbol) => getComputedStyle(symbol).fontFamily)).toContain('KaTeX_Math');
      const token = preview.locator('pre code [class^="hl-"]').first();
      expect(await token.evaluate((span) => getComputedStyle(span).color !== getComputedStyle(span.parentElement!).color)).toBe(true);
      expect(await preview.locator('figure picture source[type="image/webp"]').count()).toBe(1);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await suite.screenshot(page, 'admin-editor-rich-preview');

      // Typing: the last rendering stays while the next is drawn, then the new formula is there.
      const formulas = await preview.locator('.katex').count();
      await page.getByLabel('Content', { exact: true }).press('Control+End');
      await page.keyboard.type('\n\nOne more: $x^2$.');
      await preview.getByText('Updating preview…').waitFor();
      expect(await preview.locator('.katex').count()).toBe(formulas);
      await preview.getByText('One more:').waitFor();
      expect(await preview.locator('.katex').count()).toBe(formulas + 1);
      await preview.getByText('Updating preview…').waitFor({ state: 'detached' });
      suite.expectNoProblems(page);

      page.on('dialog', (dialog) => void dialog.accept());
      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Settings' }).click();
      await page.waitForURL(suite.url('/dashboard/settings'));
      for (const started = Date.now(); (await postStylesheets(page)).length && Date.now() - started < 5_000; ) await page.waitForTimeout(50);
      expect(await postStylesheets(page)).toEqual([]);
    },
    TEST_TIMEOUT,
  );
});

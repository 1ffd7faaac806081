import { beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { adminSuite } from './support/admin-suite';
import { layoutShifts, openApp, waitForApp, watchLayoutShifts } from './support/app';
import { writeRichPost } from './support/rich-post';
import { repoRoot } from './support/server';

const TEST_TIMEOUT = 90_000;
const TITLE = 'Predicting the tide';
const CAPTION = 'The harbour wall at low water: the weed line marks the mean high tide.';
const AXE_SCRIPT = join(createRequire(import.meta.url).resolve('axe-core'), '..', 'axe.min.js');

/** A token colour of the code stylesheet, light and dark, as the browser reports it (`rgb(r, g, b)`). */
function tokenColour(className: string): Record<'light' | 'dark', string> {
  const css = readFileSync(join(repoRoot, 'frontend/public/code-highlight.css'), 'utf8');
  const [light, dark] = css.split('@media');
  const rgb = (part: string) => {
    const hex = new RegExp(`\\.${className}\\{color:#([0-9a-f]{6})\\}`).exec(part)![1]!;
    const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
    return `rgb(${r}, ${g}, ${b})`;
  };
  return { light: rgb(light!), dark: rgb(dark!) };
}

/** Every axe-core violation on the page as it is now, of any impact. */
async function axeViolations(page: Page): Promise<Array<{ id: string; impact: string | null; nodes: string[] }>> {
  await page.evaluate(readFileSync(AXE_SCRIPT, 'utf8'));
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: unknown[] }> } }).axe;
    const { violations } = await axe.run(document);
    return (violations as Array<{ id: string; impact: string | null; nodes: Array<{ target: string[] }> }>).map(({ id, impact, nodes }) => ({
      id,
      impact,
      nodes: nodes.map((node) => node.target.join(' ')),
    }));
  });
}

/** Whether a box's content is wider than the box (it scrolls sideways inside). */
const scrollsInside = (page: Page, selector: string) =>
  page.locator(selector).evaluate((box) => box.scrollWidth > box.clientWidth && getComputedStyle(box).overflowX === 'auto');

describe('a post with footnotes, highlighted code, maths, a figure, a task list and a wide table', () => {
  const suite = adminSuite();
  let slug: string;

  beforeAll(async () => {
    slug = (await writeRichPost(suite, { title: TITLE, tags: ['science'] })).slug;
  });

  describe.each(['light', 'dark'] as const)('%s colour scheme', (colorScheme) => {
    describe.each([375, 1280])('at %i px', (width) => {
      it(
        'is drawn with its stylesheets, scrolls only inside its wide boxes, and has no axe violation',
        async () => {
          const page = await suite.visitorPage({ colorScheme, viewport: { width, height: 900 } });
          await openApp(page, suite.url(`/blog/${slug}`));
          await page.waitForLoadState('networkidle');
          await page.evaluate(() => document.fonts.ready);

          // The page never scrolls sideways: the long line of code, the wide formula and the table scroll in their boxes.
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
          expect(await scrollsInside(page, 'pre:has(code.language-bash)')).toBe(true);
          expect(await scrollsInside(page, '.table-scroll')).toBe(true);
          expect(await scrollsInside(page, '.katex-display >> nth=1')).toBe(true);
          // Each box that scrolls takes the keyboard's focus; a code block that fits does not.
          expect(await page.locator('pre:has(code.language-bash)').getAttribute('tabindex')).toBe('0');
          expect(await page.locator('pre:not(:has(code[class]))').getAttribute('tabindex')).toBeNull();

          // KaTeX's stylesheet is linked and applied: its fonts draw the formulas, the MathML copy is kept for screen readers only.
          const katex = page.locator('.katex').first();
          expect(await katex.evaluate((node) => getComputedStyle(node).fontFamily)).toMatch(/^KaTeX_Main/);
          expect(await page.evaluate(() => document.fonts.check('16px KaTeX_Main'))).toBe(true);
          expect(await page.locator('.katex-mathml').first().evaluate((node) => getComputedStyle(node).position)).toBe('absolute');

          // Tokens take the colours of the scheme; plain code has no classes to colour.
          const keyword = page.locator('code.language-ts .hl-2').first();
          expect(await keyword.evaluate((node) => getComputedStyle(node).color)).toBe(tokenColour('hl-2')[colorScheme]);
          expect(await page.locator('pre code:not([class]) span').count()).toBe(0);

          // The figure is named by its caption; a task's box is its only marker.
          await page.getByRole('figure', { name: CAPTION }).getByRole('img', { name: /harbour wall at low water/ }).waitFor();
          const tasks = page.locator('.task-list-item');
          expect(await tasks.count()).toBe(4);
          expect(await tasks.first().evaluate((item) => getComputedStyle(item).listStyleType)).toBe('none');
          expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(2);

          await suite.screenshot(page, `rich-post-${colorScheme}`);
          const violations = await axeViolations(page);
          if (violations.length) console.error(`rich post (${colorScheme}, ${width} px):\n${JSON.stringify(violations, null, 2)}`);
          expect(violations).toEqual([]);
          suite.expectNoProblems(page);
        },
        TEST_TIMEOUT,
      );
    });
  });

  it(
    'a footnote number jumps to its note and the note\'s back-link returns to the text',
    async () => {
      const page = await suite.visitorPage({ viewport: { width: 375, height: 700 } });
      await page.goto(suite.url(`/blog/${slug}`));
      const inView = (selector: string) =>
        page.locator(selector).evaluate((node) => {
          const box = node.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        });

      await page.locator('#fnref-1').click();
      await page.waitForURL(/#fn-1$/);
      expect(await inView('#fn-1')).toBe(true);
      expect(await page.locator('#fn-1').evaluate((note) => note.matches(':target'))).toBe(true);

      await page.getByRole('link', { name: 'Back to reference 1', exact: true }).click();
      await page.waitForURL(/#fnref-1$/);
      expect(await inView('#fnref-1')).toBe(true);
      // The note cited twice has a way back to each citation.
      expect(await page.getByRole('link', { name: 'Back to reference 1 (2)' }).getAttribute('href')).toBe('#fnref-1-1');
    },
    TEST_TIMEOUT,
  );

  it(
    'heading anchors: the heading is read once, by its text, and its link shows a mark on hover',
    async () => {
      const page = await suite.visitorPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(suite.url(`/blog/${slug}`));
      const heading = page.getByRole('heading', { level: 2, name: 'The sums', exact: true });
      const link = heading.getByRole('link', { name: 'The sums', exact: true });
      expect(await link.getAttribute('href')).toBe('#h-the-sums');
      const mark = () => link.evaluate((node) => getComputedStyle(node, '::after').opacity);
      expect(await mark()).toBe('0');
      await link.hover();
      expect(await mark()).toBe('1');
      await link.click();
      await page.waitForURL(/#h-the-sums$/);
    },
    TEST_TIMEOUT,
  );

  it(
    'the keyboard reaches the heading anchors and every box that scrolls, each with a visible focus ring',
    async () => {
      const page = await suite.visitorPage({ viewport: { width: 375, height: 800 } });
      await openApp(page, suite.url(`/blog/${slug}`));
      await page.waitForLoadState('networkidle');
      const reached: string[] = [];
      for (let press = 0; press < 60; press++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element?.closest('.prose')) return null;
          const ring = getComputedStyle(element);
          const mark = element.matches('.heading-anchor') ? getComputedStyle(element, '::after').opacity : null;
          const what = element.matches('.heading-anchor')
            ? `anchor ${element.textContent}`
            : element.matches('pre')
              ? `code ${element.querySelector('code')?.className}`
              : element.matches('.katex-display')
                ? 'formula'
                : element.matches('.table-scroll')
                  ? 'table'
                  : null;
          return what && { what, ring: ring.outlineStyle !== 'none' && ring.outlineWidth !== '0px', mark };
        });
        if (!focused) continue;
        expect(focused.ring).toBe(true);
        if (focused.mark !== null) expect(focused.mark).toBe('1');
        reached.push(focused.what);
        if (focused.what === 'table') break;
      }
      expect(reached).toEqual([
        'anchor The sums',
        'formula',
        'formula',
        'anchor The code',
        'code language-ts',
        'code language-python',
        'code language-rust',
        'code language-bash',
        'anchor The harbour',
        'table',
      ]);
    },
    TEST_TIMEOUT,
  );

  it(
    "the server's page links the stylesheets it needs; the app keeps them while hydrating, without a shift",
    async () => {
      const page = await suite.visitorPage({ viewport: { width: 375, height: 800 } });
      await watchLayoutShifts(page);
      await page.goto(suite.url(`/blog/${slug}`));
      const hrefs = () => page.evaluate(() => Array.from(document.querySelectorAll('head link[rel="stylesheet"]'), (link) => link.getAttribute('href')));
      const served = await hrefs();
      expect(served).toEqual(['/code-highlight.css', expect.stringMatching(/^\/assets\/katex-[\d.]+\/katex\.min\.css$/)]);
      await waitForApp(page);
      expect(await hrefs()).toEqual(served);
      expect(await layoutShifts(page)).toEqual([]);

      // KaTeX's files are served and cached for good.
      const css = await fetch(suite.url(served[1]!));
      expect(css.headers.get('cache-control')).toMatch(/immutable/);
      const font = await fetch(suite.url(served[1]!.replace('katex.min.css', 'fonts/KaTeX_Main-Regular.woff2')));
      expect([font.status, font.headers.get('content-type'), font.headers.get('cache-control')]).toEqual([200, 'font/woff2', expect.stringMatching(/immutable/)]);
    },
    TEST_TIMEOUT,
  );

  it(
    'the app adds the stylesheets when it opens the post from another page, and takes them away when it leaves',
    async () => {
      const page = await suite.visitorPage({ viewport: { width: 1280, height: 900 } });
      await openApp(page, suite.url('/blog'));
      const stylesheets = () => page.locator('head link[rel="stylesheet"]');
      expect(await stylesheets().count()).toBe(0);

      await page.getByRole('link', { name: TITLE }).first().click();
      await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
      await expect(stylesheets().count()).resolves.toBe(2);
      await page.waitForFunction(() => getComputedStyle(document.querySelector('.katex')!).fontFamily.startsWith('KaTeX_Main'));
      const keyword = page.locator('code.language-ts .hl-2').first();
      expect(await keyword.evaluate((node) => getComputedStyle(node).color)).toBe(tokenColour('hl-2').light);

      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
      await page.waitForFunction(() => document.querySelectorAll('head link[rel="stylesheet"]').length === 0);
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );
});

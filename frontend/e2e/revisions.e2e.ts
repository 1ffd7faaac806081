import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { adminSuite } from './support/admin-suite';
import { seriousAxeViolations } from './support/axe';

const TEST_TIMEOUT = 120_000;
const FIRST_TEXT = 'The boats came in at dawn, low in the water.';

interface CreatedPost {
  id: string;
  slug: string;
}

describe('post revisions in Chromium: History, diff, restore', () => {
  const suite = adminSuite();

  function content(page: Page) {
    return page.getByLabel('Content', { exact: true });
  }

  /** Presses Update and waits for the server's answer and the notice. */
  async function update(page: Page): Promise<void> {
    const answered = page.waitForResponse((response) => response.url().includes('/api/posts/') && response.request().method() === 'PATCH');
    await page.getByRole('button', { name: 'Update' }).click();
    expect((await answered).ok()).toBe(true);
    await page.getByRole('status').filter({ hasText: 'Post updated.' }).waitFor();
  }

  async function articleText(slug: string): Promise<string> {
    const visitor = await suite.visitorPage();
    await visitor.goto(suite.url(`/blog/${slug}`), { waitUntil: 'load' });
    return (await visitor.locator('article .prose').textContent()) ?? '';
  }

  it.each([1280, 375])(
    'edits a post twice, compares the first version with the editor, restores it, and readers see it again (%i px)',
    async (width) => {
      const created = await suite.api('/api/posts', { method: 'POST', body: { title: `Harbour log ${width}`, content_text: FIRST_TEXT } });
      expect(created.status).toBe(201);
      const post = (await created.json()) as CreatedPost;

      const page = await suite.adminPage({ viewport: { width, height: 900 } });
      await page.goto(suite.url(`/dashboard/posts/${post.id}/edit`), { waitUntil: 'load' });
      await page.getByRole('heading', { level: 1, name: 'Edit Post' }).waitFor();
      await content(page).fill('The ferries came in at noon, low in the water.');
      await update(page);
      await page.getByLabel('Title', { exact: true }).fill(`Harbour diary ${width}`);
      await content(page).press('Control+End');
      await page.keyboard.type(' The gulls followed them.');
      await update(page);

      await page.getByRole('button', { name: 'History' }).click();
      const history = page.getByRole('dialog', { name: 'History' });
      const versions = history.getByRole('navigation', { name: 'Versions' }).getByRole('button');
      await versions.nth(2).waitFor();
      expect(await versions.count()).toBe(3);
      expect(await versions.first().textContent()).toContain(`Harbour diary ${width}`);
      expect(await versions.last().textContent()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M/);

      await versions.last().click();
      const changes = history.getByRole('region', { name: /^Version of / });
      await changes.getByText(/^Since this version, the text in the editor has 6 words added and 2 words removed\.$/).waitFor();
      expect(await changes.locator('del').allTextContents()).toEqual(['removed: log', 'removed: boats', 'removed: dawn']);
      const added = await changes.locator('ins').allTextContents();
      expect(added.slice(0, 3)).toEqual(['added: diary', 'added: ferries', 'added: noon']);
      expect(added[3]).toContain('The gulls followed them');
      // The whole dialog and its changes fit the screen: nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const box = await history.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await suite.screenshot(page, 'revisions-history-dark', { fullPage: false });
      await page.emulateMedia({ colorScheme: 'light' });
      await suite.screenshot(page, 'revisions-history', { fullPage: false });

      await changes.getByRole('button', { name: 'Restore this version' }).click();
      const confirm = page.getByRole('dialog', { name: 'Restore this version?' });
      const restored = page.waitForResponse((response) => response.url().endsWith('/restore') && response.request().method() === 'POST');
      await confirm.getByRole('button', { name: 'Restore', exact: true }).click();
      expect((await restored).status()).toBe(200);
      await page.getByRole('status').filter({ hasText: 'Version restored.' }).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(`Harbour log ${width}`);
      expect(await content(page).inputValue()).toBe(FIRST_TEXT);
      expect(await articleText(post.slug)).toContain(FIRST_TEXT);

      // The restore is a version of its own, at the top of the list.
      await page.getByRole('button', { name: 'History' }).click();
      await versions.nth(3).waitFor();
      expect(await versions.first().textContent()).toContain(`Harbour log ${width}`);
      await page.getByRole('button', { name: 'Close' }).click();
      expect(await history.count()).toBe(0);
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );
});

import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { adminSuite } from './support/admin-suite';
import { seriousAxeViolations } from './support/axe';

const TEST_TIMEOUT = 120_000;

interface SavedPost {
  id: string;
  title: string;
  content_text: string;
  version: number;
}

describe('the editor in Chromium when the post was saved elsewhere (If-Match, 412)', () => {
  const suite = adminSuite();

  async function createPost(title: string): Promise<SavedPost> {
    const body = { title, content_text: 'The first words.', status: 'draft' };
    const response = await suite.api('/api/posts', { method: 'POST', body });
    expect(response.status).toBe(201);
    return (await response.json()) as SavedPost;
  }

  async function readPost(id: string): Promise<SavedPost> {
    return (await (await suite.api(`/api/posts/${id}`)).json()) as SavedPost;
  }

  /** Another tab saves the post, based on the version it loaded, as the editor does. */
  async function saveElsewhere(post: SavedPost, changes: Partial<SavedPost>): Promise<SavedPost> {
    const response = await fetch(suite.url(`/api/posts/${post.id}`), {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${suite.token}`, 'Content-Type': 'application/json', 'If-Match': `"${post.version}"` },
      body: JSON.stringify(changes),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as SavedPost;
  }

  const content = (page: Page) => page.getByLabel('Content', { exact: true });
  const title = (page: Page) => page.getByLabel('Title', { exact: true });
  const conflict = (page: Page) =>
    page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'This post was changed elsewhere' }) });
  /** The answer to the editor's next save of the post. */
  const nextSave = (page: Page, id: string) =>
    page.waitForResponse((response) => response.url().endsWith(`/api/posts/${id}`) && response.request().method() === 'PATCH');

  /** Opens the editor on the post, lets another tab save it, types, and presses Update: refused with 412. */
  async function refusedSave(name: string) {
    const post = await createPost(name);
    const page = await suite.adminPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(suite.url(`/dashboard/posts/${post.id}/edit`), { waitUntil: 'load' });
    expect(await title(page).inputValue()).toBe(name);

    const theirs = await saveElsewhere(post, { title: `${name}, from the other tab`, content_text: 'The other tab wrote this.' });
    expect(theirs.version).toBe(post.version + 1);

    await content(page).press('Control+End');
    await page.keyboard.type(' And the editor wrote this.');
    const answered = nextSave(page, post.id);
    await page.getByRole('button', { name: 'Update' }).click();
    const response = await answered;
    expect(response.status()).toBe(412);
    expect(await response.request().headerValue('if-match')).toBe(`"${post.version}"`);
    await conflict(page).waitFor();
    return { page, post, theirs };
  }

  /** Chromium logs the refused save (412) itself; nothing else may be logged. */
  function expectOnlyTheRefusalLogged(page: Page) {
    expect(suite.problems(page).pageErrors).toEqual([]);
    expect(suite.problems(page).consoleErrors.filter((text) => !text.includes('412'))).toEqual([]);
  }

  it(
    "says the post changed elsewhere, keeps the typed text, overwrites nothing; 'Save over it' (keyboard) stores the editor's text",
    async () => {
      const { page, post, theirs } = await refusedSave('A post two tabs share');

      expect(await content(page).inputValue()).toBe('The first words. And the editor wrote this.');
      expect(await title(page).inputValue()).toBe('A post two tabs share');
      await conflict(page).getByText('Your text is still here, and nothing was overwritten.', { exact: false }).waitFor();
      expect(await readPost(post.id)).toMatchObject({
        title: theirs.title,
        content_text: 'The other tab wrote this.',
        version: theirs.version,
      });
      // The focus waits on the notice's heading; the two choices follow it in Tab order.
      const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
      expect(await focused()).toBe('This post was changed elsewhere');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await suite.screenshot(page, 'admin-post-conflict');

      await page.keyboard.press('Tab');
      expect(await focused()).toBe('Load the newer version');
      await page.keyboard.press('Tab');
      expect(await focused()).toBe('Save over it');
      const saved = nextSave(page, post.id);
      await page.keyboard.press('Enter');
      const response = await saved;
      expect(response.status()).toBe(200);
      expect(await response.request().headerValue('if-match')).toBe(`"${theirs.version}"`);
      await page.getByRole('status').filter({ hasText: 'Post updated.' }).waitFor();
      expect(await conflict(page).count()).toBe(0);

      expect(await readPost(post.id)).toMatchObject({
        title: 'A post two tabs share',
        content_text: 'The first words. And the editor wrote this.',
        version: theirs.version + 1,
      });
      expectOnlyTheRefusalLogged(page);
    },
    TEST_TIMEOUT,
  );

  it(
    "'Load the newer version' shows the other tab's post and keeps the typed text to restore, even after a reload",
    async () => {
      const { page, post, theirs } = await refusedSave('A post read again');

      await conflict(page).getByRole('button', { name: 'Load the newer version' }).click();
      expect(await title(page).inputValue()).toBe(theirs.title);
      expect(await content(page).inputValue()).toBe('The other tab wrote this.');
      const loaded = 'Loaded the newer version. Your text was kept: Restore unsaved changes brings it back.';
      await page.getByRole('status').filter({ hasText: loaded }).waitFor();
      expect((await readPost(post.id)).version).toBe(theirs.version);

      await page.reload({ waitUntil: 'load' });
      await page.getByRole('button', { name: 'Restore unsaved changes' }).click();
      expect(await content(page).inputValue()).toBe('The first words. And the editor wrote this.');
      await page.getByRole('button', { name: 'Update' }).click();
      await page.getByRole('status').filter({ hasText: 'Post updated.' }).waitFor();
      expect(await readPost(post.id)).toMatchObject({
        content_text: 'The first words. And the editor wrote this.',
        version: theirs.version + 1,
      });
      expectOnlyTheRefusalLogged(page);
    },
    TEST_TIMEOUT,
  );
});

import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { adminSuite } from './support/admin-suite';
import { seriousAxeViolations } from './support/axe';

const TEST_TIMEOUT = 120_000;

interface CreatedPost {
  id: string;
  slug: string;
  title: string;
}

describe('admin posts in Chromium: list, editor, preview', () => {
  const suite = adminSuite();

  async function createPost(title: string, status: 'draft' | 'published' = 'published'): Promise<CreatedPost> {
    const response = await suite.api('/api/posts', {
      method: 'POST',
      body: { title, content_text: `Some words about ${title}.`, status, tags: ['news'] },
    });
    expect(response.status).toBe(201);
    return (await response.json()) as CreatedPost;
  }

  /** Presses Create or Update and waits for the server's answer. */
  async function saveWith(page: Page, button: 'Create' | 'Update'): Promise<void> {
    const answered = page.waitForResponse(
      (response) => response.url().includes('/api/posts') && ['POST', 'PATCH'].includes(response.request().method()),
    );
    await page.getByRole('button', { name: button }).click();
    expect((await answered).ok()).toBe(true);
  }

  function content(page: Page) {
    return page.getByLabel('Content', { exact: true });
  }

  it(
    'signs in, writes a draft with the toolbar, previews it, publishes it, edits it, and readers see each step',
    async () => {
      const page = await suite.visitorPage();
      await page.goto(suite.url('/admin'), { waitUntil: 'load' });
      await page.getByLabel('Admin Token').fill(suite.token);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(suite.url('/dashboard'));

      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Posts' }).click();
      await page.getByRole('heading', { level: 1, name: 'Posts' }).waitFor();
      await page.getByRole('link', { name: 'New Post' }).click();
      await page.getByRole('heading', { level: 1, name: 'New Post' }).waitFor();

      const title = 'Gulls over the harbour';
      await page.getByLabel('Title', { exact: true }).fill(title);
      await content(page).click();
      await page.keyboard.type('The gulls came back');
      for (let step = 0; step < 'back'.length; step++) await page.keyboard.press('Shift+ArrowLeft');
      await page.getByRole('button', { name: 'Bold' }).click();
      await page.keyboard.press('End');
      await page.keyboard.type(' at dawn.');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Low water');
      await page.getByRole('button', { name: 'Heading' }).click();
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await page.keyboard.type('quiet');
      for (let step = 0; step < 'quiet'.length; step++) await page.keyboard.press('Shift+ArrowLeft');
      await page.keyboard.press('Control+i');
      expect(await content(page).inputValue()).toBe('The gulls came **back** at dawn.\n\n## Low water\n\n_quiet_');
      const livePreview = page.getByRole('region', { name: 'Preview' });
      await livePreview.getByRole('heading', { level: 2, name: 'Low water' }).waitFor();
      await livePreview.locator('strong', { hasText: 'back' }).waitFor();

      expect(await page.getByLabel('Status').inputValue()).toBe('draft');
      await page.getByRole('button', { name: 'Create' }).click();
      await page.getByRole('heading', { level: 1, name: 'Edit Post' }).waitFor();
      await page.getByRole('status').filter({ hasText: 'Post created.' }).waitFor();
      const id = new URL(page.url()).pathname.split('/')[3];
      const saved = (await (await suite.api(`/api/posts/${id}`)).json()) as CreatedPost & { status: string };
      expect(saved).toMatchObject({ title, status: 'draft' });

      // A draft is nobody's business but the author's.
      expect((await suite.api(`/api/posts/${saved.slug}`, { token: null })).status).toBe(404);
      const outsider = await suite.visitorPage();
      const draftPage = await outsider.goto(suite.url(`/blog/${saved.slug}`), { waitUntil: 'load' });
      expect(draftPage?.status()).toBe(404);
      await outsider.getByRole('heading', { name: 'Story not found' }).waitFor();

      await page.getByRole('link', { name: 'Preview', exact: true }).click();
      await page.waitForURL(suite.url(`/posts/${id}/preview`));
      const banner = page.getByRole('complementary', { name: 'Preview Mode' });
      await banner.getByText('draft', { exact: true }).waitFor();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.locator('article .prose h2', { hasText: 'Low water' }).waitFor();
      await page.getByText('This is how your story will appear to readers.').waitFor();
      suite.expectNoProblems(page);

      await banner.getByRole('link', { name: 'Back to Editor' }).click();
      await page.getByRole('heading', { level: 1, name: 'Edit Post' }).waitFor();
      await page.getByLabel('Status').selectOption('published');
      await saveWith(page, 'Update');
      await page.getByRole('status').filter({ hasText: 'Post updated.' }).waitFor();
      await page.getByRole('link', { name: 'View on site' }).waitFor();

      const visitor = await suite.visitorPage();
      await visitor.goto(suite.url('/blog'), { waitUntil: 'load' });
      await visitor.getByRole('link', { name: title }).click();
      await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
      await visitor.locator('article .prose strong', { hasText: 'back' }).waitFor();

      await content(page).press('Control+End');
      await page.keyboard.type('\n\nFresh from the editor.');
      await saveWith(page, 'Update');
      await page.getByRole('status').filter({ hasText: 'Post updated.' }).waitFor();
      await visitor.goto(suite.url(`/blog/${saved.slug}`), { waitUntil: 'load' });
      await visitor.locator('article .prose').getByText('Fresh from the editor.').waitFor();
      suite.expectNoProblems(page);
      suite.expectNoProblems(visitor);
    },
    TEST_TIMEOUT,
  );

  it(
    'warns before leaving an editor with unsaved changes through the sidebar',
    async () => {
      const post = await createPost('A post to leave alone');
      const page = await suite.adminPage();
      await page.goto(suite.url(`/dashboard/posts/${post.id}/edit`), { waitUntil: 'load' });
      await page.getByLabel('Title', { exact: true }).fill('A post with second thoughts');
      const postsLink = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Posts' });

      const messages: string[] = [];
      page.once('dialog', (dialog) => {
        messages.push(dialog.message());
        void dialog.dismiss();
      });
      await postsLink.click();
      expect(messages).toEqual(['You have unsaved changes. Leave this page?']);
      expect(new URL(page.url()).pathname).toBe(`/dashboard/posts/${post.id}/edit`);
      expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('A post with second thoughts');

      page.once('dialog', (dialog) => void dialog.accept());
      await postsLink.click();
      await page.getByRole('heading', { level: 1, name: 'Posts' }).waitFor();
      await page.getByRole('rowheader', { name: 'A post to leave alone' }).waitFor();
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );

  it(
    'deletes a post from the list after confirmation: gone from the list and from the blog, and back with Undo',
    async () => {
      const post = await createPost('A post to delete');
      const page = await suite.adminPage();
      await page.goto(suite.url('/dashboard/posts'), { waitUntil: 'load' });
      await page.getByPlaceholder('Search posts...').fill('to delete');
      await page.getByRole('rowheader', { name: post.title }).waitFor();

      await page.getByRole('button', { name: `Delete ${post.title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete Post' });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await page.getByText('No posts match your search').waitFor();
      expect(await dialog.count()).toBe(0);

      expect((await suite.api(`/api/posts/${post.slug}`, { token: null })).status).toBe(404);
      // Its own page, not the blog list (which could simply have paged it out of sight).
      const visitor = await suite.visitorPage();
      const gone = await visitor.goto(suite.url(`/blog/${post.slug}`), { waitUntil: 'load' });
      expect(gone?.status()).toBe(404);
      await visitor.getByRole('heading', { name: 'Story not found' }).waitFor();

      // Undo, from the notice the delete left: the post is back in the list and on its page.
      await page.getByRole('status').getByText(`Deleted "${post.title}".`).waitFor();
      await page.getByRole('button', { name: 'Undo' }).click();
      await page.getByRole('rowheader', { name: post.title }).waitFor();
      expect((await suite.api(`/api/posts/${post.slug}`, { token: null })).status).toBe(200);
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );

  it(
    "shows 'Admin access required' with 'Enter Token' and 'Log Out' when the server refuses the stored token, and signs in again",
    async () => {
      await createPost('A post behind a changed token');
      const page = await suite.adminPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(suite.url('/dashboard/posts'), { waitUntil: 'load' });
      await page.getByRole('rowheader', { name: 'A post behind a changed token' }).waitFor();

      // The token this page holds is no longer the server's (as after a sign-in with an old one
      // elsewhere): the next call gets the server's real 401.
      await page.evaluate(() => window.localStorage.setItem('adminToken', 'a-token-the-server-refuses-0123'));
      await page.getByPlaceholder('Search posts...').fill('changed token');
      const failure = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Admin access required' }) });
      await failure.waitFor();
      await failure.getByRole('button', { name: 'Log Out' }).waitFor();
      expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toBeNull();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await suite.screenshot(page, 'admin-posts-access-required');

      await failure.getByRole('link', { name: 'Enter Token' }).click();
      await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
      await page.getByLabel('Admin Token').fill(suite.token);
      await page.getByRole('button', { name: 'Continue' }).click();
      // Back to the list as it was left: its search is in its address.
      await page.waitForURL(suite.url('/dashboard/posts?q=changed+token'));
      await page.getByRole('rowheader', { name: 'A post behind a changed token' }).waitFor();
      expect(suite.problems(page).pageErrors).toEqual([]);
      // Chromium logs the refused call (401) itself; nothing else may be logged.
      expect(suite.problems(page).consoleErrors.filter((text) => !text.includes('401'))).toEqual([]);
    },
    TEST_TIMEOUT,
  );

  it(
    'reaches every control of the editor with Tab, and the formatting buttons with the arrow keys',
    async () => {
      const page = await suite.adminPage();
      await page.goto(suite.url('/dashboard/posts/new'), { waitUntil: 'load' });
      const tools = ['Bold', 'Italic', 'Heading', 'Link', 'Quote', 'Code', 'Bulleted list', 'Numbered list', 'Insert Image'].map(
        (name) => page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name, exact: true }),
      );
      const controls = [
        page.getByLabel('Title', { exact: true }),
        // The toolbar is one Tab stop (WAI-ARIA); its first button holds it until another is used.
        tools[0],
        content(page),
        page.getByLabel('Status', { exact: true }),
        page.getByRole('button', { name: 'Schedule for later' }),
        // A group of radios is one Tab stop: the checked one.
        page.getByRole('radio', { name: 'Post', exact: true }),
        page.getByLabel('Address', { exact: true }),
        page.getByLabel('Excerpt', { exact: true }),
        page.getByLabel('Tags', { exact: true }),
        ...['personal', 'insight', 'community', 'news'].map((name) => page.getByRole('button', { name, exact: true })),
        page.getByRole('button', { name: 'Upload a cover' }),
        page.getByRole('button', { name: 'Choose from library' }),
        page.getByLabel('Cover image URL', { exact: true }),
        page.getByLabel('Cover image alt text', { exact: true }),
        page.getByRole('button', { name: 'Search & social' }),
        page.getByRole('button', { name: 'Cancel' }),
        page.getByRole('button', { name: 'Create' }),
      ];
      for (const [index, control] of controls.entries()) {
        await control.evaluate((element, mark) => element.setAttribute('data-tab-mark', String(mark)), index);
      }
      const isFocused = (control: (typeof controls)[number]) => control.evaluate((element) => element === document.activeElement);

      await page.getByLabel('Title', { exact: true }).focus();
      const reached: number[] = [];
      for (let step = 0; step < 40 && reached.length < controls.length; step++) {
        const mark = await page.evaluate(() => document.activeElement?.getAttribute('data-tab-mark') ?? null);
        if (mark !== null && !reached.includes(Number(mark))) reached.push(Number(mark));
        await page.keyboard.press('Tab');
      }
      expect(reached).toEqual(controls.map((_, index) => index));

      await tools[0].focus();
      for (const tool of tools.slice(1)) {
        await page.keyboard.press('ArrowRight');
        expect(await isFocused(tool)).toBe(true);
      }
      await page.keyboard.press('Home');
      expect(await isFocused(tools[0])).toBe(true);
      await page.keyboard.press('End');
      expect(await isFocused(tools[tools.length - 1])).toBe(true);
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );

  it(
    'keeps the editor axe-clean and keyboard-reachable on a phone: with its panel open and closed, Search & social open, and in focus mode',
    async () => {
      const post = await createPost('A post edited on a phone, its title long enough to wrap twice at this width');
      const page = await suite.adminPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
      const fitsWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      const panelToggle = page.getByRole('button', { name: 'Publishing and SEO' });
      await page.goto(suite.url(`/dashboard/posts/${post.id}/edit`), { waitUntil: 'load' });
      await page.getByLabel('Title', { exact: true }).waitFor();
      expect(await fitsWidth()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await suite.screenshot(page, 'admin-post-editor-phone');

      await page.getByRole('button', { name: 'Search & social' }).click();
      await page.getByLabel('Meta title', { exact: true }).waitFor();
      expect(await fitsWidth()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // From the text, the keyboard reaches the panel's toggle and closes it; the page stays clean.
      const toggleFocused = () => panelToggle.evaluate((element) => element === document.activeElement);
      await content(page).focus();
      for (let step = 0; step < 10 && !(await toggleFocused()); step++) await page.keyboard.press('Shift+Tab');
      expect(await toggleFocused()).toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForFunction((toggle) => toggle?.getAttribute('aria-expanded') === 'false', await panelToggle.elementHandle());
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Focus mode' }).click();
      await panelToggle.waitFor({ state: 'detached' });
      expect(await fitsWidth()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await suite.screenshot(page, 'admin-post-editor-phone-focus');
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );

  it(
    'keeps unsaved text through the Back button and offers it back in the editor',
    async () => {
      const page = await suite.adminPage();
      await page.goto(suite.url('/dashboard/posts'), { waitUntil: 'load' });
      await page.getByRole('link', { name: 'New Post' }).click();
      await page.getByLabel('Title', { exact: true }).fill('Words worth keeping');
      await content(page).fill('Typed before Back was pressed.');

      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Posts' }).waitFor();
      await page.getByRole('link', { name: 'New Post' }).click();
      const restore = page.getByRole('button', { name: 'Restore unsaved changes' });
      await restore.waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await suite.screenshot(page, 'admin-post-draft-offer');
      await restore.click();
      expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('Words worth keeping');
      expect(await content(page).inputValue()).toBe('Typed before Back was pressed.');

      await page.getByRole('button', { name: 'Create' }).click();
      await page.getByRole('status').filter({ hasText: 'Post created.' }).waitFor();
      await page.goto(suite.url('/dashboard/posts/new'), { waitUntil: 'load' });
      await page.getByLabel('Title', { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Restore unsaved changes' }).count()).toBe(0);
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );

  it.each([1280, 375])(
    'lays out the list, the editor and the preview at %i px (screenshots), without sideways scrolling or axe violations',
    async (width) => {
      const post = await createPost(`A post seen at ${width} px with a rather long title to wrap`);
      const page = await suite.adminPage({ viewport: { width, height: 900 } });
      const fitsWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

      await page.goto(suite.url('/dashboard/posts'), { waitUntil: 'load' });
      await page.getByRole('rowheader', { name: post.title }).waitFor();
      expect(await fitsWidth()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await suite.screenshot(page, 'admin-posts-list');

      await page.getByRole('link', { name: `View/Edit ${post.title}` }).click();
      await page.getByLabel('Title', { exact: true }).waitFor();
      expect(await fitsWidth()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await suite.screenshot(page, 'admin-post-editor');

      await page.goto(suite.url(`/posts/${post.id}/preview`), { waitUntil: 'load' });
      await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
      expect(await fitsWidth()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await suite.screenshot(page, 'admin-post-preview');
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );
});

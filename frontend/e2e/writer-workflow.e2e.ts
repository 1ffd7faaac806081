import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { adminSuite } from './support/admin-suite';
import { seriousAxeViolations } from './support/axe';

const TEST_TIMEOUT = 180_000;
/** The server publishes a due post within a few seconds (a job at its time, a sweep every minute): wait generously. */
const GO_LIVE_TIMEOUT_MS = 90_000;
/** The author's time zone in these tests: not the machine's UTC, so that local and UTC times differ. */
const TIME_ZONE = 'Europe/Paris';
const WIDTHS = [1280, 375];

interface SavedPost {
  id: string;
  slug: string;
  title: string;
  status: string;
  type: string;
  published_at: string | null;
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} within ${timeoutMs / 1000} s`);
}

/** What a datetime-local picker holds for `aheadMs` from now in the page's time zone, to the second (never :00, which the picker drops). */
function localPickerValue(page: Page, aheadMs: number): Promise<string> {
  return page.evaluate((ahead) => {
    const date = new Date(Date.now() + ahead);
    if (date.getSeconds() === 0) date.setSeconds(1);
    const pad = (value: number) => String(value).padStart(2, '0');
    const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  }, aheadMs);
}

describe("the writer's workflow in Chromium: scheduling, pages, search and social, share links", () => {
  const suite = adminSuite();

  async function readPost(id: string): Promise<SavedPost> {
    const response = await suite.api(`/api/posts/${id}`);
    expect(response.status).toBe(200);
    return (await response.json()) as SavedPost;
  }

  async function createPost(body: Record<string, unknown>): Promise<SavedPost> {
    const response = await suite.api('/api/posts', { method: 'POST', body: { content_text: 'Words for the reader.', ...body } });
    expect(response.status).toBe(201);
    return (await response.json()) as SavedPost;
  }

  async function uploadImage(): Promise<string> {
    const png = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#2f6f8f' } }).png().toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'share-card.png');
    const response = await fetch(suite.url('/api/images/uploads/image'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${suite.token}` },
      body: form,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { url: string }).url;
  }

  function authorPage(width: number, permissions: string[] = []): Promise<Page> {
    return suite.adminPage({ viewport: { width, height: 900 }, timezoneId: TIME_ZONE, permissions });
  }

  const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  async function expectLaidOut(page: Page, screenshot: string): Promise<void> {
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await suite.screenshot(page, screenshot);
  }

  it.each(WIDTHS)(
    'schedules a new post a few seconds ahead in the editor, in the author\'s time zone, and it goes live on /blog/{slug} (%i px)',
    async (width) => {
      const page = await authorPage(width);
      await page.goto(suite.url('/dashboard/posts/new'), { waitUntil: 'load' });
      const title = `Going live by itself at ${width} px`;
      await page.getByLabel('Title', { exact: true }).fill(title);
      await page.getByLabel('Content', { exact: true }).fill('Written now, read in a moment.');

      await page.getByRole('button', { name: 'Schedule for later' }).click();
      const picker = page.getByLabel('Publish on');
      expect(await picker.evaluate((input) => input === document.activeElement)).toBe(true);
      await page.getByText(`The post goes live then, by your time zone (${TIME_ZONE}).`).waitFor();
      const at = await localPickerValue(page, 8_000);
      await picker.fill(at);
      await page.getByRole('button', { name: 'Schedule', exact: true }).click();

      await page.getByRole('heading', { level: 1, name: 'Edit Post' }).waitFor();
      await page.getByText(/^Scheduled for \w+day, \w+ \d+, \d{4} at .+ \(Europe\/Paris\)$/).waitFor();
      const id = new URL(page.url()).pathname.split('/')[3];
      const saved = await readPost(id);
      expect(saved.status).toBe('scheduled');
      // The picker's Paris time, sent as the same instant in UTC.
      expect(saved.published_at).toBe(await page.evaluate((value) => new Date(value).toISOString(), at));
      expect(await page.getByRole('link', { name: 'View on site' }).count()).toBe(0);
      await expectLaidOut(page, 'writer-scheduled-editor');

      await until(
        async () => (await suite.api(`/api/posts/${saved.slug}`, { token: null })).status === 200,
        GO_LIVE_TIMEOUT_MS,
        `${title} was not published`,
      );
      const reader = await suite.visitorPage({ viewport: { width, height: 900 } });
      const article = await reader.goto(suite.url(`/blog/${saved.slug}`), { waitUntil: 'load' });
      expect(article?.status()).toBe(200);
      await reader.getByRole('heading', { level: 1, name: title }).waitFor();
      expect((await readPost(id)).status).toBe('published');
      suite.expectNoProblems(page);
      suite.expectNoProblems(reader);
    },
    TEST_TIMEOUT,
  );

  it.each(WIDTHS)(
    'lists a scheduled post with its time, then unschedules it from the editor: a draft again, nowhere on the site (%i px)',
    async (width) => {
      const title = `Not yet, after all, at ${width} px`;
      const post = await createPost({ title, status: 'scheduled', published_at: new Date(Date.now() + 86_400_000).toISOString() });
      const page = await authorPage(width);
      await page.goto(suite.url('/dashboard/posts'), { waitUntil: 'load' });
      await page.getByPlaceholder('Search posts...').fill(title);
      // The search's own answer, not the whole list still on screen (dimmed while it loads).
      await until(async () => (await page.getByRole('rowheader').count()) === 1, 10_000, 'The search did not narrow the list');
      await page.locator('.posts-table[aria-busy="false"]').waitFor();
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
      await row.getByText('scheduled', { exact: true }).waitFor();
      await row.getByText(/^Scheduled for .+ \(Europe\/Paris\)$/).waitFor();
      await expectLaidOut(page, 'writer-scheduled-list');

      await row.getByRole('link', { name: `View/Edit ${title}` }).click();
      await page.getByRole('button', { name: 'Unschedule' }).click();
      await page.getByRole('status').filter({ hasText: 'Post unscheduled.' }).waitFor();
      expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('draft');
      expect(await page.getByRole('button', { name: 'Schedule for later' }).evaluate((button) => button === document.activeElement)).toBe(true);
      expect(await readPost(post.id)).toMatchObject({ status: 'draft', published_at: null });
      expect((await suite.api(`/api/posts/${post.slug}`, { token: null })).status).toBe(404);
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );

  it.each(WIDTHS)(
    'makes a page in the editor, which readers open at /{slug} and not on the blog (%i px)',
    async (width) => {
      const page = await authorPage(width);
      await page.goto(suite.url('/dashboard/posts/new'), { waitUntil: 'load' });
      const title = `About this site ${width}`;
      const slug = `about-this-site-${width}`;
      await page.getByLabel('Title', { exact: true }).fill(title);
      await page.getByLabel('Content', { exact: true }).fill('Who writes here, and why.');
      await page.getByRole('radio', { name: 'Page' }).check();
      await page.getByText(`Pages live at /${slug} and are not listed on the blog.`).waitFor();
      await page.getByLabel('Status', { exact: true }).selectOption('published');
      await page.getByRole('button', { name: 'Create' }).click();
      await page.getByRole('status').filter({ hasText: 'Post created.' }).waitFor();
      const viewOnSite = page.getByRole('link', { name: 'View on site' });
      expect(await viewOnSite.getAttribute('href')).toBe(`/${slug}`);
      await expectLaidOut(page, 'writer-page-editor');

      const reader = await suite.visitorPage({ viewport: { width, height: 900 } });
      const answer = await reader.goto(suite.url(`/${slug}`), { waitUntil: 'load' });
      expect(answer?.status()).toBe(200);
      await reader.getByRole('heading', { level: 1, name: title }).waitFor();
      await reader.getByText('Who writes here, and why.').waitFor();
      expect((await fetch(suite.url(`/blog/${slug}`))).status).toBe(404);

      await page.goto(suite.url('/dashboard/posts'), { waitUntil: 'load' });
      await page.getByRole('rowheader', { name: `${title} Page` }).waitFor();
      suite.expectNoProblems(page);
      suite.expectNoProblems(reader);
    },
    TEST_TIMEOUT,
  );

  it.each(WIDTHS)(
    "fills Search & social in the editor, previews it, and readers' pages carry it in their <head> (%i px)",
    async (width) => {
      const post = await createPost({ title: `Tide tables ${width}`, status: 'published' });
      const image = await uploadImage();
      const page = await authorPage(width);
      await page.goto(suite.url(`/dashboard/posts/${post.id}/edit`), { waitUntil: 'load' });
      const toggle = page.getByRole('button', { name: 'Search & social' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.click();
      const searchPreview = page.locator('figure', { hasText: 'Search result' });
      await searchPreview.getByText(post.title, { exact: false }).filter({ hasText: 'from the post' }).waitFor();

      const metaTitle = `When the sea comes in (${width})`;
      await page.getByLabel('Meta title', { exact: true }).fill(metaTitle);
      await page.getByLabel('Meta description', { exact: true }).fill('High and low water, hour by hour, for the harbour.');
      await page.getByLabel('Canonical URL', { exact: true }).fill('https://example.org/essays/tide-tables');
      await page.getByLabel('Share image URL', { exact: true }).fill(image);
      await page.getByLabel('Hide from search engines').check();
      await searchPreview.getByText('example.org › essays › tide-tables').waitFor();
      await searchPreview.getByText(metaTitle).waitFor();
      await page.locator('figure', { hasText: 'Shared link' }).locator(`img[src="${image}"]`).waitFor();
      await expectLaidOut(page, 'writer-search-social');
      // Every part of the editor (publishing, type, the previews, share links) in the dark scheme too.
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await suite.screenshot(page, 'writer-search-social-dark');
      await page.emulateMedia({ colorScheme: 'light' });

      const saved = page.waitForResponse((response) => response.url().includes(`/api/posts/${post.id}`) && response.request().method() === 'PATCH');
      await page.getByRole('button', { name: 'Update' }).click();
      expect((await saved).ok()).toBe(true);
      await page.getByRole('status').filter({ hasText: 'Post updated.' }).waitFor();

      const html = await (await fetch(suite.url(`/blog/${post.slug}`))).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(`<title>${metaTitle}`);
      const reader = await suite.visitorPage();
      await reader.goto(suite.url(`/blog/${post.slug}`), { waitUntil: 'load' });
      const headValue = (selector: string, attribute: string) => reader.locator(`head ${selector}`).first().getAttribute(attribute);
      expect(await headValue('meta[name="description"]', 'content')).toBe('High and low water, hour by hour, for the harbour.');
      expect(await headValue('link[rel="canonical"]', 'href')).toBe('https://example.org/essays/tide-tables');
      expect(await headValue('meta[name="robots"]', 'content')).toBe('noindex');
      expect(await headValue('meta[property="og:title"]', 'content')).toBe(metaTitle);
      expect(await headValue('meta[property="og:image"]', 'content')).toMatch(new RegExp(`^https?://[^/]+${image.replace(/[.]/g, '\\.')}$`));
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );

  it.each(WIDTHS)(
    'shares a draft through a link that opens without a token, and revoking it closes it (%i px)',
    async (width) => {
      const title = `A draft for a friend ${width}`;
      const post = await createPost({ title, status: 'draft', content_text: 'Not finished, but worth a look.' });
      const page = await authorPage(width, ['clipboard-read', 'clipboard-write']);
      await page.goto(suite.url(`/dashboard/posts/${post.id}/edit`), { waitUntil: 'load' });
      const section = page.getByRole('region', { name: 'Share links' });
      await section
        .getByText('Anyone with the link can read this draft as readers will see it. Search engines are told not to index it.')
        .waitFor();
      await section.getByText('No share links yet.').waitFor();
      await section.getByRole('button', { name: 'Create share link' }).click();
      await page.getByRole('status').filter({ hasText: 'Share link created.' }).waitFor();
      const link = section.getByRole('listitem').first();
      const address = (await link.getByRole('link').getAttribute('href')) ?? '';
      expect(address).toMatch(/\/share\/[\w-]+$/);
      await link.getByRole('button', { name: /^Copy share link/ }).click();
      await link.getByText('Copied').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
      await expectLaidOut(page, 'writer-share-links');

      // A fresh context: no token, nothing in common with the author's browser.
      const friend = await suite.visitorPage({ viewport: { width, height: 900 } });
      const sharedPath = new URL(address).pathname;
      const opened = await friend.goto(suite.url(sharedPath), { waitUntil: 'load' });
      expect(opened?.status()).toBe(200);
      await friend.getByRole('heading', { level: 1, name: title }).waitFor();
      await friend.getByText('Not finished, but worth a look.').waitFor();
      expect(await friend.locator('head meta[name="robots"]').first().getAttribute('content')).toContain('noindex');

      await link.getByRole('button', { name: /^Revoke share link/ }).click();
      await page.getByRole('dialog', { name: 'Revoke share link' }).getByRole('button', { name: 'Revoke' }).click();
      await page.getByRole('status').filter({ hasText: 'Share link revoked.' }).waitFor();
      await section.getByText('No share links yet.').waitFor();

      const closed = await friend.goto(suite.url(sharedPath), { waitUntil: 'load' });
      expect(closed?.status()).toBe(404);
      expect((await suite.api(`/api/share/${sharedPath.split('/').pop()}`, { token: null })).status).toBe(404);
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );
});

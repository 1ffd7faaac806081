import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { COMPRESSION_DEFAULTS } from '../src/testing/compression-defaults';
import { adminSuite } from './support/admin-suite';
import { expectKeyboardReachesEverything } from './support/keyboard';

const TEST_TIMEOUT = 120_000;
const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 740 };
/** One more page than the list's 20 rows holds, with the 8 sample stories. */
const EXTRA_POSTS = 14;

interface CreatedPost {
  id: string;
  title: string;
}

/** Whether every name is among the stops the keyboard reached (a guard against a scope that found nothing). */
function expectStops(stops: string[], expected: string[]): void {
  expect(expected.filter((stop) => !stops.includes(stop))).toEqual([]);
}

describe('the keyboard alone reaches every control of the admin console, in Chromium', () => {
  const suite = adminSuite({ SEED_SAMPLE_CONTENT: 'true' });
  let post: CreatedPost;
  let wideImageUrl: string;

  async function upload(bytes: Buffer, name: string, type: string): Promise<string> {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
    const response = await fetch(suite.url('/api/images/uploads/image'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${suite.token}` },
      body: form,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { url: string }).url;
  }

  beforeAll(async () => {
    for (let index = 1; index <= EXTRA_POSTS; index += 1) {
      const response = await suite.api('/api/posts', {
        method: 'POST',
        body: { title: `Keyboard post ${index}`, content_text: `Words for post ${index}.`, status: index % 2 ? 'draft' : 'published' },
      });
      expect(response.status).toBe(201);
      if (index === 1) post = (await response.json()) as CreatedPost;
    }
    // Over the 2000 px threshold: stored resized with its original kept, so its details offer Revert.
    const wide = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#8a5a44' } }).jpeg().toBuffer();
    wideImageUrl = await upload(wide, 'wide.jpg', 'image/jpeg');
  }, 60_000);

  afterEach(async () => {
    await suite.api('/api/compression/settings', { method: 'PATCH', body: COMPRESSION_DEFAULTS });
  });

  async function open(viewport: { width: number; height: number }, path: string, ready: (page: Page) => Locator): Promise<Page> {
    const page = await suite.adminPage({ viewport });
    await page.goto(suite.url(path), { waitUntil: 'load' });
    await ready(page).waitFor();
    return page;
  }

  function dialog(page: Page, name: string): Locator {
    return page.getByRole('dialog', { name });
  }

  it.each([WIDE, PHONE])(
    "overview at $width px: the desk's drafts, posts and subscribers, the sidebar and Log Out",
    async (viewport) => {
      const page = await open(viewport, '/dashboard', (view) => view.getByRole('region', { name: 'Drafts' }).getByRole('link', { name: 'Keyboard post 13' }));
      const stops = await expectKeyboardReachesEverything(page);
      expectStops(stops, [
        'a "Keyboard post 13"',
        'a "Keyboard post 14"',
        'a "Edit Keyboard post 14"',
        'a "Manage subscribers"',
        'a "Overview"',
        'a "Posts"',
        'a "Images"',
        'a "Subscribers"',
        'a "Settings"',
        'button "Log Out"',
      ]);
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );

  it.each([WIDE, PHONE])(
    'posts list at $width px: search, New Post, View/Edit, Preview, Delete, the pager, and the delete dialog',
    async (viewport) => {
      const page = await open(viewport, '/dashboard/posts', (view) => view.getByRole('navigation', { name: 'Pagination' }));
      const stops = await expectKeyboardReachesEverything(page);
      expectStops(stops, [
        'input[search] "Search posts"',
        'a "New Post"',
        `a "View/Edit ${post.title}"`,
        `a "Preview ${post.title}"`,
        `button "Delete ${post.title}"`,
        'button "Next"',
      ]);

      const deleteButton = page.getByRole('button', { name: `Delete ${post.title}`, exact: true });
      await deleteButton.focus();
      await page.keyboard.press('Enter');
      const confirm = dialog(page, 'Delete Post');
      await confirm.waitFor();
      expectStops(await expectKeyboardReachesEverything(page, confirm), ['button "Cancel"', 'button "Delete"']);
      await page.keyboard.press('Escape');
      await confirm.waitFor({ state: 'detached' });
      expect(await deleteButton.evaluate((element) => element === document.activeElement)).toBe(true);

      // The second page, where Previous is enabled.
      await page.getByRole('button', { name: 'Next' }).focus();
      await page.keyboard.press('Enter');
      await page.getByText('Page 2 of 2').waitFor();
      // The first page's rows stay (greyed) until the second page has arrived.
      await page.getByRole('rowheader', { name: post.title, exact: true }).waitFor({ state: 'detached' });
      await page.locator('.posts-table[aria-busy="false"]').waitFor();
      expectStops(await expectKeyboardReachesEverything(page), ['button "Previous"']);
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );

  it.each([WIDE, PHONE])(
    'post preview at $width px: Back to Editor and Continue Editing',
    async (viewport) => {
      const page = await open(viewport, `/posts/${post.id}/preview`, (view) => view.getByRole('heading', { level: 1, name: post.title }));
      expectStops(await expectKeyboardReachesEverything(page), ['a "Back to Editor"', 'a "Continue Editing"']);
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );

  it.each([WIDE, PHONE])(
    '/admin at $width px: the token field and Continue',
    async (viewport) => {
      const page = await suite.visitorPage({ viewport });
      await page.goto(suite.url('/admin'), { waitUntil: 'load' });
      // Continue is enabled once there is a token to send.
      await page.getByLabel('Admin Token').fill('a token');
      expectStops(await expectKeyboardReachesEverything(page), ['input[password] "Admin Token"', 'button "Continue"']);
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );

  it.each([WIDE, PHONE])(
    'post editor at $width px',
    async (viewport) => {
      const page = await open(viewport, `/dashboard/posts/${post.id}/edit`, (view) => view.getByLabel('Title', { exact: true }));
      expectStops(await expectKeyboardReachesEverything(page), [
        'input[text] "Title"',
        'button "Bold"',
        'textarea "Content"',
        'input[checkbox] "Also send by email"',
        'button "Update"',
        'a "Preview"',
      ]);
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );

  it(
    'Insert Image dialog: empty, with a large file (Compress (Legacy), Keep original), and with a large image by URL (Compress on server)',
    async () => {
      const page = await open(WIDE, '/dashboard/posts/new', (view) => view.getByLabel('Title', { exact: true }));
      await page.getByLabel('Title', { exact: true }).fill('Pictures by keyboard');
      const insert = dialog(page, 'Insert Image');
      await page.getByRole('button', { name: 'Insert Image' }).click();
      await insert.waitFor();
      expectStops(await expectKeyboardReachesEverything(page, insert), [
        'input[url] "Image URL"',
        'input[file] "Choose an image file"',
        'input[checkbox] "Show Preview"',
        'input[text] "Alt text"',
        'button "Cancel"',
      ]);

      // Over 800 KB and 2000 px: the legacy compression is offered.
      const large = await sharp({
        create: { width: 3000, height: 2000, channels: 3, background: '#4a7fa5', noise: { type: 'gaussian', mean: 128, sigma: 20 } },
      })
        .jpeg({ quality: 80 })
        .toBuffer();
      await insert.getByLabel('Choose an image file').setInputFiles({ name: 'large-photo.jpg', mimeType: 'image/jpeg', buffer: large });
      await insert.getByRole('button', { name: 'Keep original' }).waitFor();
      // Not guessed from the file name: with the author's alt text, Insert is enabled and a stop.
      await insert.getByLabel('Alt text').fill('Waves on a grey sea');
      expectStops(await expectKeyboardReachesEverything(page, insert), [
        'input[url] "Image URL"',
        'input[file] "Choose an image file"',
        'input[checkbox] "Show Preview"',
        'button "Compress (Legacy)"',
        'button "Keep original"',
        'input[text] "Alt text"',
        'button "Auto-generate"',
        'button "Cancel"',
        'button "Insert"',
      ]);
      await page.keyboard.press('Escape');
      await insert.waitFor({ state: 'detached' });

      // Another site's 4.8-megapixel image: flagged large, with a copy on this server offered.
      const wide = await sharp({ create: { width: 2400, height: 2000, channels: 3, background: '#6a994e' } }).png().toBuffer();
      await page.route('https://images.example.test/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: wide }));
      await page.getByRole('button', { name: 'Insert Image' }).click();
      await insert.getByLabel('Image URL').fill('https://images.example.test/wide-field.png');
      await insert.getByRole('button', { name: 'Compress on server' }).waitFor();
      await insert.getByLabel('Alt text').fill('A green field');
      expectStops(await expectKeyboardReachesEverything(page, insert), [
        'input[url] "Image URL"',
        'button "Compress on server"',
        'input[text] "Alt text"',
        'button "Auto-generate"',
        'button "Insert"',
      ]);
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );

  it.each([WIDE, PHONE])(
    'image library at $width px, the Image Details dialog (Revert, Delete, Close) and the upload dialog',
    async (viewport) => {
      const page = await open(viewport, '/dashboard/images', (view) => view.getByRole('list', { name: 'Images' }).getByRole('button').first());
      expectStops(await expectKeyboardReachesEverything(page), [
        'button "Upload Images"',
        'button "Reconcile Now"',
        'input[search] "Search images"',
        'select "Source"',
      ]);

      const wideCard = page.getByRole('list', { name: 'Images' }).getByRole('button').filter({ has: page.locator(`img[src="${wideImageUrl}"]`) });
      await wideCard.focus();
      await page.keyboard.press('Enter');
      const details = dialog(page, 'Image Details');
      await details.waitFor();
      expectStops(await expectKeyboardReachesEverything(page, details), [
        'input[text] "URL"',
        'button "Revert"',
        'button "Delete"',
        'button "Close"',
      ]);
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Upload Images' }).click();
      const uploads = dialog(page, 'Upload Images');
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } }).png().toBuffer();
      await uploads.getByLabel('Choose files').setInputFiles({ name: 'square.png', mimeType: 'image/png', buffer: png });
      await uploads.getByRole('button', { name: 'Remove square.png' }).waitFor();
      expectStops(await expectKeyboardReachesEverything(page, uploads), [
        'input[file] "Choose files"',
        'button "Remove square.png"',
        'button "Close"',
        'button "Upload"',
      ]);
      await page.keyboard.press('Escape');
      await uploads.waitFor({ state: 'detached' });
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );

  it.each([WIDE, PHONE])(
    'subscribers at $width px: search, status, Export CSV, Delete, the import form, and the delete dialog',
    async (viewport) => {
      const imported = new FormData();
      imported.append('consent', 'true');
      imported.append('file', new Blob(['email\nkeyboard-reader@example.com\n'], { type: 'text/csv' }), 'readers.csv');
      const response = await fetch(suite.url('/api/subscribers/import'), { method: 'POST', headers: { Authorization: `Bearer ${suite.token}` }, body: imported });
      expect(response.status).toBe(200);
      const page = await open(viewport, '/dashboard/subscribers', (view) => view.getByRole('rowheader', { name: 'keyboard-reader@example.com' }));
      expectStops(await expectKeyboardReachesEverything(page), [
        'input[search] "Search by address"',
        'select "Status"',
        'button "Export CSV"',
        'button "Delete keyboard-reader@example.com"',
        'input[file] "CSV file"',
        'input[checkbox] "These readers agreed to receive my posts"',
        'button "Import CSV"',
      ]);

      const deleteButton = page.getByRole('button', { name: 'Delete keyboard-reader@example.com' });
      await deleteButton.focus();
      await page.keyboard.press('Enter');
      const confirm = dialog(page, 'Delete Subscriber');
      await confirm.waitFor();
      expectStops(await expectKeyboardReachesEverything(page, confirm), ['button "Cancel"', 'button "Delete"']);
      await page.keyboard.press('Escape');
      await confirm.waitFor({ state: 'detached' });
      expect(await deleteButton.evaluate((element) => element === document.activeElement)).toBe(true);
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );

  it.each([WIDE, PHONE])(
    'settings at $width px, with the Custom quality slider',
    async (viewport) => {
      const custom = await suite.api('/api/compression/settings', { method: 'PATCH', body: { quality_preset: 'custom' } });
      expect(custom.status).toBe(200);
      const page = await open(viewport, '/dashboard/settings', (view) => view.getByRole('slider', { name: 'Custom quality' }));
      expectStops(await expectKeyboardReachesEverything(page), [
        'button "Ping API"',
        'switch "Coming Soon mode"',
        'select "Quality preset"',
        'input[range] "Custom quality"',
        'input[range] "Size threshold"',
        'input[range] "Dimension threshold"',
        'input[email] "Send to (optional)"',
        'button "Send test email"',
        'button "Refresh"',
        // Settings → System, the facts the Overview showed before.
        'a "Manage posts"',
        'button "Copy API base"',
      ]);
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );
});

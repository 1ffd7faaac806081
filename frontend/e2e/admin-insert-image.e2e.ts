import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import sharp, { type Create } from 'sharp';
import { adminSuite } from './support/admin-suite';
import { seriousAxeViolations } from './support/axe';

const TEST_TIMEOUT = 120_000;
const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };

/** A 3000 × 2000 noisy photo: over 800 KB (1.7 MB or so) and over 2000 px, so legacy compression is offered. */
function largeJpeg(): Promise<Buffer> {
  return jpeg({ width: 3000, height: 2000, channels: 3, background: '#4a7fa5', noise: { type: 'gaussian', mean: 128, sigma: 20 } });
}

function jpeg(create: Create): Promise<Buffer> {
  return sharp({ create }).jpeg({ quality: 80 }).toBuffer();
}

/** 2400 × 2000 (4.8 megapixels, over the 4 MP flag) of one colour: a few kilobytes. */
function widePng(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 2000, channels: 3, background: '#6a994e' } })
    .png()
    .toBuffer();
}

function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 200, channels: 4, background: { r: 200, g: 120, b: 40, alpha: 1 } } })
    .png()
    .toBuffer();
}

function smallJpeg(): Promise<Buffer> {
  return jpeg({ width: 400, height: 300, channels: 3, background: '#2a6f97' });
}

describe('Insert Image in the post editor, in Chromium', () => {
  const suite = adminSuite();

  function insertDialog(page: Page): Locator {
    return page.getByRole('dialog', { name: 'Insert Image' });
  }

  function content(page: Page): Locator {
    return page.getByLabel('Content', { exact: true });
  }

  async function newPost(page: Page, title: string) {
    await page.goto(suite.url('/dashboard/posts'), { waitUntil: 'load' });
    await page.getByRole('link', { name: 'New Post' }).click();
    await page.getByRole('heading', { level: 1, name: 'New Post' }).waitFor();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await content(page).fill('A walk along the water.');
  }

  /** Saves as published and answers the post's slug, read back from the API. */
  async function publish(page: Page, title: string): Promise<string> {
    await page.getByLabel('Status').selectOption('published');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/dashboard\/posts\/[0-9a-f-]+\/edit$/);
    const response = await suite.api(`/api/posts?q=${encodeURIComponent(title)}`);
    const { items } = (await response.json()) as { items: Array<{ title: string; slug: string; status: string }> };
    const post = items.find((item) => item.title === title);
    expect(post?.status).toBe('published');
    return post?.slug ?? '';
  }

  /** The public page shows the image with its alt text, and its URL answers an image. */
  async function expectPublicImage(page: Page, slug: string, alt: string) {
    await page.goto(suite.url(`/blog/${slug}`), { waitUntil: 'load' });
    const image = page.getByRole('article').getByRole('img', { name: alt });
    await image.scrollIntoViewIfNeeded();
    // Loaded and decoded: polled, since the picture arrives some time after the element.
    await page.waitForFunction((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0, await image.elementHandle());
    const src = await image.evaluate((element: HTMLImageElement) => element.src);
    const answer = await page.request.get(src);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^image\//);
  }

  it(
    'compresses a large photo in the browser, uploads it and a small PNG with progress, and publishes both',
    async () => {
      const page = await suite.adminPage({ viewport: { width: 1280, height: 900 } });
      const title = `Harbour walk ${Date.now()}`;
      await newPost(page, title);

      await page.getByRole('button', { name: 'Insert Image' }).click();
      const dialog = insertDialog(page);
      await dialog.waitFor();
      await dialog.getByLabel('Choose an image file').setInputFiles({ name: 'harbour-at-dawn.jpg', mimeType: 'image/jpeg', buffer: await largeJpeg() });
      await dialog.getByText('3000 × 2000 px').waitFor();
      await dialog.getByRole('button', { name: 'Keep original' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await suite.screenshot(page, 'insert-image-legacy-warning');

      await dialog.getByRole('button', { name: 'Compress (Legacy)' }).click();
      const summary = dialog.getByRole('status').filter({ hasText: 'Image compressed.' });
      await summary.waitFor();
      expect(await summary.textContent()).toMatch(/Original.*3000 × 2000 px.*Compressed.*2000 × 1333 px/);
      // The real canvas gave WebP (Chromium encodes it), and the file now carries that name.
      await dialog.getByText(/^Selected file: harbour-at-dawn\.webp/).waitFor();
      await dialog.getByRole('figure', { name: 'Preview' }).getByRole('img').waitFor();

      // Never made from the file name: empty, with the reminder; Auto-generate offers the spec's title fallback.
      expect(await dialog.getByLabel('Alt text').inputValue()).toBe('');
      await dialog.getByText('Describe this image for readers who cannot see it.').waitFor();
      await dialog.getByRole('button', { name: 'Auto-generate' }).click();
      expect(await dialog.getByLabel('Alt text').inputValue()).toBe(`Image for "${title}"`);
      await dialog.getByLabel('Alt text').fill('Harbour At Dawn');
      await suite.screenshot(page, 'insert-image-compressed');

      // Every state the progress bar goes through, and where the focus is then, recorded as it happens.
      await page.evaluate(() => {
        const seen: Array<{ value: number; focus: string }> = [];
        (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
        new MutationObserver(() => {
          const bar = document.querySelector<HTMLProgressElement>('.insert-image__progress progress');
          if (bar) seen.push({ value: bar.value, focus: document.activeElement?.textContent?.trim() ?? '' });
        }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
      });
      // A slow line, so that the bar is there to see.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 50, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
      await dialog.getByRole('button', { name: 'Insert', exact: true }).click();
      await dialog.getByRole('progressbar', { name: 'Uploading image' }).waitFor();
      await suite.screenshot(page, 'insert-image-uploading');
      await dialog.waitFor({ state: 'detached', timeout: 60_000 });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      const seen = await page.evaluate(() => (window as unknown as { progressSeen: Array<{ value: number; focus: string }> }).progressSeen);
      expect(seen.length).toBeGreaterThan(0);
      const values = seen.map((state) => state.value);
      expect(values.every((value, index) => value >= 0 && value <= 1 && value >= (values[index - 1] ?? 0))).toBe(true);
      // The pressed button keeps the focus while busy (aria-disabled, not disabled).
      expect(seen.every((state) => state.focus === 'Uploading...')).toBe(true);
      expect(await content(page).inputValue()).toMatch(/^A walk along the water\.\n\n!\[Harbour At Dawn\]\(\/uploads\/[^)\s]+\)$/);

      // The small PNG, chosen from the keyboard: Tab from the URL field to the file input, then Space.
      await content(page).press('Control+End');
      await page.getByRole('button', { name: 'Insert Image' }).click();
      await expect(dialog.getByLabel('Image URL').evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      // Playwright turns on its file chooser interception without waiting for the browser to confirm
      // it (updateSubscription is sent and not awaited): a Space sent at once could open a chooser
      // nobody intercepts, and the wait ran to its 30 s under load. So the listener comes first, and
      // Space only once the file input holds the focus, a round trip later.
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press('Tab');
      await page.waitForFunction(() => document.activeElement instanceof HTMLInputElement && document.activeElement.type === 'file');
      await page.keyboard.press('Space');
      await (await chooser).setFiles({ name: 'orange-square.png', mimeType: 'image/png', buffer: await smallPng() });
      await dialog.getByText(/^Selected file: orange-square\.png/).waitFor();
      await dialog.getByRole('figure', { name: 'Preview' }).getByRole('img').waitFor();
      expect(await dialog.getByRole('button', { name: 'Compress (Legacy)' }).count()).toBe(0);
      await dialog.getByLabel('Alt text').fill('An orange square');
      await dialog.getByRole('button', { name: 'Insert', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await content(page).inputValue()).toMatch(/\n\n!\[An orange square\]\(\/uploads\/[^)\s]+\)$/);

      const slug = await publish(page, title);
      suite.expectNoProblems(page);

      const visitor = await suite.visitorPage({ viewport: { width: 1280, height: 900 } });
      await expectPublicImage(visitor, slug, 'Harbour At Dawn');
      await expectPublicImage(visitor, slug, 'An orange square');
      await suite.screenshot(visitor, 'insert-image-public-post');
      suite.expectNoProblems(visitor);
    },
    TEST_TIMEOUT,
  );

  it(
    "inserts an image by the site's own /uploads URL on a phone-sized screen",
    async () => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(await smallPng())], { type: 'image/png' }), 'beacon.png');
      const uploaded = await fetch(suite.url('/api/images/uploads/image'), {
        method: 'POST',
        headers: { Authorization: `Bearer ${suite.token}` },
        body: form,
      });
      expect(uploaded.status).toBe(201);
      const { url } = (await uploaded.json()) as { url: string };
      expect(url).toMatch(/^\/uploads\//);

      const page = await suite.adminPage(PHONE);
      const title = `Beacon ${Date.now()}`;
      await newPost(page, title);
      await page.getByRole('button', { name: 'Insert Image' }).click();
      const dialog = insertDialog(page);
      await dialog.getByLabel('Image URL').fill(url);
      await dialog.getByRole('figure', { name: 'Preview' }).getByRole('img').waitFor();
      // Nothing is guessed from the address: the author describes the image.
      expect(await dialog.getByLabel('Alt text').inputValue()).toBe('');
      await dialog.getByLabel('Alt text').fill('The harbour beacon');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await suite.screenshot(page, 'insert-image-url');

      await dialog.getByRole('button', { name: 'Insert', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await content(page).inputValue()).toBe(`A walk along the water.\n\n![The harbour beacon](${url})`);

      const slug = await publish(page, title);
      suite.expectNoProblems(page);
      const visitor = await suite.visitorPage(PHONE);
      await expectPublicImage(visitor, slug, 'The harbour beacon');
      suite.expectNoProblems(visitor);
    },
    TEST_TIMEOUT,
  );

  it(
    'flags a large image from another site with the preview off, and keeps a file dropped beside the drop zone from leaving the editor',
    async () => {
      const page = await suite.adminPage({ viewport: { width: 1280, height: 900 } });
      const wide = await widePng();
      await page.route('https://images.example.test/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: wide }));
      await newPost(page, `Meadow ${Date.now()}`);
      await page.getByRole('button', { name: 'Insert Image' }).click();
      const dialog = insertDialog(page);
      const toggle = dialog.getByLabel('Show Preview');
      if (await toggle.isChecked()) await toggle.uncheck();

      await dialog.getByLabel('Image URL').fill('https://images.example.test/meadow-in-june.png');
      expect(await dialog.getByLabel('Alt text').inputValue()).toBe('');
      const flags = dialog.getByRole('status').filter({ hasText: 'Large image:' });
      await flags.waitFor();
      expect(await flags.textContent()).toContain('2400 × 2000 px, about 18.31 MB (estimated)');
      await dialog.getByRole('button', { name: 'Compress on server' }).waitFor();
      expect(await dialog.getByRole('figure', { name: 'Preview' }).count()).toBe(0);
      await suite.screenshot(page, 'insert-image-external-flags');

      // A file dropped on the dialog but not on its drop zone: refused, and the page stays.
      const editorUrl = page.url();
      const refused = await dialog.getByLabel('Image URL').evaluate((target) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File(['x'], 'stray.png', { type: 'image/png' }));
        const over = new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: transfer });
        const drop = new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer });
        return [!target.dispatchEvent(over), !target.dispatchEvent(drop)];
      });
      expect(refused).toEqual([true, true]);
      expect(page.url()).toBe(editorUrl);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );

  it(
    'uploads an image pasted and another dropped into the text, a cover uploaded and one chosen from the library, and writes in focus mode',
    async () => {
      const page = await suite.adminPage({ viewport: { width: 1280, height: 900 } });
      const title = `Pasted harbour ${Date.now()}`;
      await newPost(page, title);
      const text = content(page);
      await text.press('Control+End');

      // A real PNG in a real ClipboardEvent, as a screenshot pasted from the clipboard arrives.
      await text.evaluate((target, bytes) => {
        const clipboard = new DataTransfer();
        clipboard.items.add(new File([new Uint8Array(bytes)], 'image.png', { type: 'image/png' }));
        target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }));
      }, Array.from(await smallPng()));
      await page.waitForFunction((field) => /^A walk along the water\.\n\n!\[\]\(\/uploads\/[^)\s]+\)$/.test((field as HTMLTextAreaElement).value), await text.elementHandle());

      // And a JPEG dropped from the desktop: dragged over the text, then let go.
      await text.evaluate((target, bytes) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(bytes)], 'pier.jpg', { type: 'image/jpeg' }));
        for (const type of ['dragenter', 'dragover', 'drop']) target.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
      }, Array.from(await smallJpeg()));
      await page.waitForFunction((field) => ((field as HTMLTextAreaElement).value.match(/!\[\]\(\/uploads\/[^)\s]+\)/g) ?? []).length === 2, await text.elementHandle());
      const inserted = await text.inputValue();
      expect(inserted).not.toContain('Uploading');
      await page.getByText('2 images in the text have no alt text. Describe this image for readers who cannot see it.').waitFor();
      await page.getByText(/^\d+ words · 1 min read$/).waitFor();

      // Each insertion went through the browser's editing: Ctrl+Z takes the dropped image back out, step by step.
      await text.press('Control+z');
      await text.press('Control+z');
      expect((await text.inputValue()).match(/!\[\]\(/g)).toHaveLength(1);
      await text.press('Control+Shift+z');
      await text.press('Control+Shift+z');
      expect(await text.inputValue()).toBe(inserted);

      // The text area grows with the text: no box with a scrollbar of its own.
      await text.press('Control+End');
      await page.keyboard.insertText('\n\nAnother paragraph of the walk.'.repeat(40));
      expect(await text.evaluate((field) => field.scrollHeight <= field.clientHeight + 2)).toBe(true);

      // A cover uploaded from this computer: the alt text is left to the author, with the reminder.
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Upload a cover' }).click();
      await (await chooser).setFiles({ name: 'mountain-lake-o.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg() });
      const coverUrl = page.getByLabel('Cover image URL', { exact: true });
      await page.waitForFunction((field) => (field as HTMLInputElement).value.startsWith('/uploads/'), await coverUrl.elementHandle());
      const uploadedCover = await coverUrl.inputValue();
      expect(await page.getByLabel('Cover image alt text', { exact: true }).inputValue()).toBe('');
      await page.locator('.cover-field').getByText('Describe this image for readers who cannot see it.').waitFor();
      await page.locator('.cover-field__preview').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await suite.screenshot(page, 'editor-writing');

      // Then another, chosen from the library with the keyboard.
      await page.getByRole('button', { name: 'Choose from library' }).click();
      const picker = page.getByRole('dialog', { name: 'Choose a cover image' });
      const cards = picker.locator('.library-card');
      await cards.nth(1).waitFor();
      await cards.first().focus();
      await page.keyboard.press('ArrowRight');
      expect(await cards.nth(1).evaluate((card) => card === document.activeElement)).toBe(true);
      const chosen = await cards.nth(1).locator('img').getAttribute('src');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await suite.screenshot(page, 'editor-cover-library');
      await page.keyboard.press('Enter');
      await picker.waitFor({ state: 'detached' });
      expect(await coverUrl.inputValue()).toBe(chosen);
      expect(chosen).not.toBe(uploadedCover);

      // Focus mode: the title and the text alone; Escape brings the rest back.
      const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
      const panel = page.getByRole('region', { name: 'Publishing and SEO' });
      await text.press('Control+Shift+F');
      await sidebar.waitFor({ state: 'hidden' });
      await panel.waitFor({ state: 'hidden' });
      expect(await page.getByRole('region', { name: 'Preview' }).isVisible()).toBe(false);
      expect(await page.getByLabel('Title', { exact: true }).isVisible()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await suite.screenshot(page, 'editor-focus-mode', { fullPage: false });
      await text.press('Escape');
      await sidebar.waitFor();
      await panel.waitFor();

      // The panel closes, and stays closed for the next post in this browser.
      await page.getByRole('button', { name: 'Publishing and SEO' }).click();
      await panel.waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => window.localStorage.getItem('folio.editor.detailsPanelOpen'))).toBe('false');
      await page.getByRole('button', { name: 'Publishing and SEO' }).click();
      await panel.waitFor();

      await page.getByRole('button', { name: 'Create' }).click();
      await page.waitForURL(/\/dashboard\/posts\/[0-9a-f-]+\/edit$/);
      const id = /\/posts\/([0-9a-f-]+)\/edit$/.exec(page.url())?.[1] ?? '';
      const saved = (await (await suite.api(`/api/posts/${id}`)).json()) as { cover_image_url: string; content_text: string };
      expect(saved.cover_image_url).toBe(chosen);
      expect(saved.content_text).toContain(inserted.split('\n\n')[1]);
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );
});

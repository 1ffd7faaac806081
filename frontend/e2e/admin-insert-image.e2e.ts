import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { adminSuite } from './support/admin-suite';
import { seriousAxeViolations } from './support/axe';

const TEST_TIMEOUT = 120_000;
const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };

/** A 3000 × 2000 noisy photo: over 800 KB (1.7 MB or so) and over 2000 px, so legacy compression is offered. */
function largeJpeg(): Promise<Buffer> {
  return sharp({
    create: { width: 3000, height: 2000, channels: 3, background: '#4a7fa5', noise: { type: 'gaussian', mean: 128, sigma: 20 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
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

      // Filled in from the file name when it was chosen; Auto-generate gives the same.
      expect(await dialog.getByLabel('Alt text').inputValue()).toBe('Harbour At Dawn');
      await dialog.getByRole('button', { name: 'Auto-generate' }).click();
      expect(await dialog.getByLabel('Alt text').inputValue()).toBe('Harbour At Dawn');
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
      await page.keyboard.press('Tab');
      const chooser = page.waitForEvent('filechooser');
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
      // The stored file's name is a content hash: the alt text falls back to the post's title.
      expect(await dialog.getByLabel('Alt text').inputValue()).toBe(`Image for "${title}"`);
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
      expect(await dialog.getByLabel('Alt text').inputValue()).toBe('Meadow In June');
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
});

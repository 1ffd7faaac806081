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
    await image.waitFor();
    await expect(image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).resolves.toBe(true);
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

      await dialog.getByRole('button', { name: 'Auto-generate' }).click();
      expect(await dialog.getByLabel('Alt text').inputValue()).toBe('Harbour At Dawn');
      await suite.screenshot(page, 'insert-image-compressed');

      // A slow line, so that the progress bar is there to see.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 50, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
      await dialog.getByRole('button', { name: 'Insert', exact: true }).click();
      const progress = dialog.getByRole('progressbar', { name: 'Uploading image' });
      await progress.waitFor();
      // The bar moves with the bytes sent (XHR upload progress), before the upload is over.
      await page.waitForFunction(() => {
        const bar = document.querySelector<HTMLProgressElement>('.insert-image__progress progress');
        return bar !== null && bar.value > 0 && bar.value < 1;
      });
      await suite.screenshot(page, 'insert-image-uploading');
      await dialog.waitFor({ state: 'detached', timeout: 60_000 });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
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
      await dialog.getByRole('button', { name: 'Auto-generate' }).click();
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
});

import { describe, expect, it } from '@jest/globals';
import { waitForApp } from './support/app';
import { siteSuite } from './support/site-suite';

/** One of the sample stories the server seeds on first start. */
const SLUG = 'what-i-read-this-winter';
const TITLE = 'What I Read This Winter';

/** Where the article's parts sit on screen: the server's markup and the SPA's must agree. */
const LAYOUT_PARTS = ['.site-header', 'article h1', 'article .post-meta', 'article .prose p', 'article img'];

declare global {
  interface Window {
    __serverHeading?: Element;
    __serverLayout?: string[];
  }
}

describe('server-rendered articles in Chromium', () => {
  const suite = siteSuite({ SEED_SAMPLE_CONTENT: 'true' });
  const { url } = suite;

  it.each([`/blog/${SLUG}`, `/stories/${SLUG}`])('shows %s to a reader with JavaScript off', async (path) => {
    const page = await suite.page({ javaScriptEnabled: false });
    const response = await page.goto(url(path), { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.locator('article .prose').getByText('Winter is my reading season.').waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).waitFor();
    expect(await page.title()).toMatch(new RegExp(`^${TITLE} - `));
  });

  it('lets a reader with JavaScript off page through the blog to a post', async () => {
    const page = await suite.page({ javaScriptEnabled: false });
    await page.goto(url('/blog'), { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await page.getByRole('link', { name: TITLE }).click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/blog/${SLUG}`);
  });

  it('hands the article over to the SPA without moving it and without fetching it again', async () => {
    const page = await suite.page({ viewport: { width: 375, height: 800 } });
    // At the first frame, before the app's module script has run, note the server's heading and layout.
    await page.addInitScript((parts: string[]) => {
      const rects = () => parts.map((selector) => JSON.stringify(document.querySelector(selector)?.getBoundingClientRect() ?? null));
      const look = () => {
        const heading = document.querySelector('article h1');
        if (!heading) return requestAnimationFrame(look);
        window.__serverHeading = heading;
        window.__serverLayout = rects();
      };
      requestAnimationFrame(look);
    }, LAYOUT_PARTS);
    const postRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/posts/${SLUG}`) postRequests.push(request.url());
    });
    await page.goto(url(`/blog/${SLUG}`), { waitUntil: 'networkidle' });
    await waitForApp(page);
    // The SPA hydrated the server's article: the heading on screen is the one the server sent.
    expect(await page.evaluate(() => window.__serverHeading?.isConnected && document.querySelector('article h1') === window.__serverHeading)).toBe(true);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const spaLayout = await page.evaluate(
      (parts: string[]) => parts.map((selector) => JSON.stringify(document.querySelector(selector)?.getBoundingClientRect() ?? null)),
      LAYOUT_PARTS,
    );
    const serverLayout = await page.evaluate(() => window.__serverLayout);
    expect(serverLayout).toEqual(spaLayout);
    expect(serverLayout?.every((rect) => rect !== 'null')).toBe(true);
    expect(postRequests).toEqual([]);
    expect(suite.problems(page).pageErrors).toEqual([]);
  });
});

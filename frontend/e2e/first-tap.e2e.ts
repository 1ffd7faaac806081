import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { adminSuite } from './support/admin-suite';
import { waitForApp } from './support/app';

const TEST_TIMEOUT = 90_000;
const APP_SCRIPT = /\/assets\/.*\.js$/;
/** 120 letters without a break, as an imported post's title can be. */
const LONG_TITLE = 'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(3).slice(0, 120);
const LONG_URL = `https://example.org/${'a-very-long-address-'.repeat(8)}end`;
const WIDTHS = [320, 375, 1280];

/** Makes the page's app script never load: what a reader gets when it fails or is blocked. */
async function blockApp(page: Page): Promise<void> {
  await page.route(APP_SCRIPT, (route) => route.abort('blockedbyclient'));
}

/** Holds the app's script back until `release` is called: the time a slow phone takes to load it. */
async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_SCRIPT, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The address carries admin=1: how the page asks the app for the token modal (spec §9). */
const adminFlagSet = (page: Page) => page.waitForFunction(() => new URL(location.href).searchParams.get('admin') === '1');

const menuToggle = (page: Page) => page.getByRole('button', { name: 'Menu' });
const menuState = (page: Page) => menuToggle(page).getAttribute('aria-expanded');

async function expectMenu(page: Page, open: boolean): Promise<void> {
  expect(await menuState(page)).toBe(String(open));
  expect(await page.locator('#primary-menu').getAttribute('data-open')).toBe(String(open));
  expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stories' }).isVisible()).toBe(open);
}

/** The widths at which the page is wider than the window, and by how much ("320 px: 1546 px too wide"). */
async function widthsOverflowing(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) found.push(`${width} px: ${overflow} px too wide`);
  }
  return found;
}

describe('a public page answers the first tap, before and without the app', () => {
  const suite = adminSuite();
  let article: string;

  beforeAll(async () => {
    const response = await suite.api('/api/posts', {
      method: 'POST',
      body: { title: LONG_TITLE, content_text: `A link written out: ${LONG_URL}\n\nAnd \`${'unbroken'.repeat(12)}\` as code.`, tags: ['news'] },
    });
    expect(response.status).toBe(201);
    article = `/blog/${((await response.json()) as { slug: string }).slug}`;
  }, TEST_TIMEOUT);

  it(
    'opens and closes the menu on a page whose app script is blocked (Escape and a click outside close it)',
    async () => {
      const page = await suite.visitorPage({ viewport: { width: 375, height: 700 } });
      await blockApp(page);
      await page.goto(suite.url(article));
      await expectMenu(page, false);
      await menuToggle(page).click();
      await expectMenu(page, true);
      await menuToggle(page).click();
      await expectMenu(page, false);
      await menuToggle(page).click();
      await page.keyboard.press('Escape');
      await expectMenu(page, false);
      await menuToggle(page).click();
      await page.getByRole('heading', { level: 1 }).click();
      await expectMenu(page, false);
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app'))).toBe(false);
    },
    TEST_TIMEOUT,
  );

  it(
    'keeps the menu opened before the app loaded, and toggles it once per tap after the takeover',
    async () => {
      const page = await suite.visitorPage({ viewport: { width: 375, height: 700 } });
      const release = await holdApp(page);
      await page.goto(suite.url(article), { waitUntil: 'commit' });
      await menuToggle(page).click();
      await expectMenu(page, true);

      release();
      await waitForApp(page);
      await expectMenu(page, true);
      await menuToggle(page).click();
      await expectMenu(page, false);
      await menuToggle(page).click();
      await expectMenu(page, true);
      await page.keyboard.press('Escape');
      await expectMenu(page, false);
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );

  it.each([
    [
      'Ctrl+Alt+D',
      async (page: Page) => {
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.keyboard.press('Control+Alt+KeyD');
        await adminFlagSet(page);
      },
    ],
    [
      'a 1.5 s hold on the brand',
      async (page: Page) => {
        await page.locator('.site-header .brand').hover();
        await page.mouse.down();
        await adminFlagSet(page);
        await page.mouse.up();
      },
    ],
  ])(
    'takes %s before the app has loaded (the brand link not followed), and the app opens the token modal when it takes over',
    async (_way, askForAdmin) => {
      const page = await suite.visitorPage();
      const release = await holdApp(page);
      await page.goto(suite.url(article), { waitUntil: 'commit' });
      await askForAdmin(page);
      expect(new URL(page.url()).pathname).toBe(article);

      release();
      await page.getByRole('dialog', { name: 'Enter Admin Token' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(article);
      expect(new URL(page.url()).searchParams.has('admin')).toBe(false);
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );

  it(
    'filters the stories by tag links the server answers when the app is blocked',
    async () => {
      const page = await suite.visitorPage();
      await blockApp(page);
      await page.goto(suite.url('/stories'));
      const tags = page.getByRole('group', { name: 'Filter by tag' });
      await tags.getByRole('link', { name: 'news' }).click();
      await page.waitForURL((address) => address.searchParams.get('tag') === 'news');
      expect(await tags.getByRole('link', { name: 'news' }).getAttribute('aria-current')).toBe('true');
      expect(await page.getByRole('main').getByRole('article', { name: LONG_TITLE }).isVisible()).toBe(true);

      await tags.getByRole('link', { name: 'Clear filter' }).click();
      await page.waitForURL((address) => address.pathname === '/stories' && address.search === '');
      expect(await tags.getByRole('link', { name: 'news' }).getAttribute('aria-current')).toBeNull();
    },
    TEST_TIMEOUT,
  );

  it(
    'shows one subscribe box on an article page (after the text) and the footer one elsewhere',
    async () => {
      const page = await suite.visitorPage();
      const visibleBoxes = () => page.locator('.subscribe').evaluateAll((boxes) => boxes.filter((box) => box.checkVisibility()).map((box) => box.className));
      await blockApp(page);
      await page.goto(suite.url(article));
      expect(await visibleBoxes()).toEqual(['subscribe subscribe--article']);
      await page.unrouteAll();
      await page.goto(suite.url('/tag/news'));
      await waitForApp(page);
      expect(await visibleBoxes()).toEqual(['subscribe subscribe--footer']);
      await page.getByRole('link', { name: LONG_TITLE }).click();
      await page.getByRole('heading', { level: 1, name: LONG_TITLE }).waitFor();
      expect(await visibleBoxes()).toEqual(['subscribe subscribe--article']);
    },
    TEST_TIMEOUT,
  );

  it.each(['article', '/', '/stories', '/tag/news'])(
    'leaves %s no wider than the window at 320, 375 and 1280 px with a 120-letter word in a title and a long address in a text, before and after the app',
    async (path) => {
      const address = path === 'article' ? article : path;
      const page = await suite.visitorPage({ viewport: { width: 320, height: 800 } });
      await blockApp(page);
      await page.goto(suite.url(address));
      await page.getByText(LONG_TITLE).first().waitFor();
      const server = await widthsOverflowing(page);

      await page.unrouteAll();
      await page.goto(suite.url(address));
      await waitForApp(page);
      const app = await widthsOverflowing(page);
      expect({ server, app }).toEqual({ server: [], app: [] });
    },
    TEST_TIMEOUT,
  );
});

import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { adminSuite } from './support/admin-suite';
import { openApp } from './support/app';
import { seriousAxeViolations } from './support/axe';

const SITE_NAME = 'Folio';
const TEST_TIMEOUT = 90_000;

describe('admin access and Coming Soon in Chromium', () => {
  // Coming Soon goes off again before the server stops, should a test have left it on.
  const suite = adminSuite({ SEED_SAMPLE_CONTENT: 'true', SITE_NAME }, { beforeStop: () => setComingSoon(false).catch(() => undefined) });
  const { url } = suite;

  async function setComingSoon(enabled: boolean): Promise<void> {
    const response = await suite.api('/api/admin/coming-soon', { method: 'POST', body: { enabled } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ enabled });
  }

  function screenshot(page: Page, name: string): Promise<void> {
    return suite.screenshot(page, name, { fullPage: false });
  }

  function brand(page: Page) {
    return page.getByRole('banner').getByRole('link', { name: SITE_NAME, exact: true });
  }

  function tokenDialog(page: Page) {
    return page.getByRole('dialog', { name: 'Enter Admin Token' });
  }

  async function centreOf(page: Page) {
    const box = await brand(page).boundingBox();
    if (!box) throw new Error('the brand is not on screen');
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }

  it(
    'opens the token modal on a 1.5 s mouse hold of the brand; a wrong token is refused, the right one leads to the dashboard',
    async () => {
      const page = await suite.visitorPage();
      await openApp(page, url('/stories'));
      await brand(page).waitFor();

      const { x, y } = await centreOf(page);
      await page.mouse.move(x, y);
      const pressedAt = Date.now();
      await page.mouse.down();
      await tokenDialog(page).waitFor();
      // The hold, not the press, opens it (a lower bound only: a slow machine may take longer).
      expect(Date.now() - pressedAt).toBeGreaterThanOrEqual(1_400);
      await page.mouse.up();
      // The hold did not also follow the brand's link home.
      expect(new URL(page.url()).pathname).toBe('/stories');

      const dialog = tokenDialog(page);
      const input = dialog.getByLabel('Admin Token');
      expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, 'token-modal');
      await input.fill('not-the-admin-token');
      await input.press('Enter');
      await dialog.getByRole('alert').filter({ hasText: 'Invalid token.' }).waitFor();
      expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toBeNull();

      await input.fill(`  ${suite.token}  `);
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(url('/dashboard'));
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).waitFor();
      await tokenDialog(page).waitFor({ state: 'detached' });
      expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toBe(suite.token);
    },
    TEST_TIMEOUT,
  );

  it(
    'opens the token modal on a touch hold of the brand on a phone-sized screen, without navigating',
    async () => {
      const page = await suite.visitorPage({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
      await openApp(page, url('/stories'));
      await brand(page).waitFor();

      const { x, y } = await centreOf(page);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      await tokenDialog(page).waitFor();
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

      const input = tokenDialog(page).getByLabel('Admin Token');
      await input.waitFor();
      expect(new URL(page.url()).pathname).toBe('/stories');
      // Lifting the finger must leave the focus in the field (the phone keeps its keyboard up).
      expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
      await screenshot(page, 'token-modal');
    },
    TEST_TIMEOUT,
  );

  it(
    'follows a short click on the brand home, with no modal',
    async () => {
      const page = await suite.visitorPage();
      await openApp(page, url('/stories'));
      await brand(page).click();
      await page.waitForURL(url('/'));
      await page.getByRole('heading', { level: 1, name: `Welcome to ${SITE_NAME}` }).waitFor();
      expect(await tokenDialog(page).count()).toBe(0);
    },
    TEST_TIMEOUT,
  );

  it(
    'opens the token modal for ?admin=1, takes the flag out of the address, and closes on Escape',
    async () => {
      const page = await suite.visitorPage();
      await page.goto(url('/blog?admin=1'), { waitUntil: 'load' });
      await tokenDialog(page).waitFor();
      await page.waitForURL(url('/blog'));

      await page.keyboard.press('Escape');
      await tokenDialog(page).waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/blog');
    },
    TEST_TIMEOUT,
  );

  it(
    'opens the token modal on Ctrl+Alt+D; Escape closes it and gives the focus back',
    async () => {
      const page = await suite.visitorPage();
      await openApp(page, url('/'));
      const blogLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true });
      await blogLink.focus();

      await page.keyboard.press('Control+Alt+KeyD');
      const input = tokenDialog(page).getByLabel('Admin Token');
      await input.waitFor();
      expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);

      await page.keyboard.press('Escape');
      await tokenDialog(page).waitFor({ state: 'detached' });
      expect(await blogLink.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/');
    },
    TEST_TIMEOUT,
  );

  it(
    "says 'Checking admin...' while the admin check runs, then shows the dashboard",
    async () => {
      const page = await suite.adminPage();
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      // A slow server, not a stand-in: the call is held until the test has seen the wait, then goes
      // on to the real server, whose answer the page gets.
      await page.route(
        (address) => address.pathname === '/api/admin/health',
        async (route) => {
          await released;
          await route.continue();
        },
      );
      await page.goto(url('/dashboard'), { waitUntil: 'load' });
      await page.getByRole('status').filter({ hasText: 'Checking admin...' }).waitFor();
      expect(await page.getByRole('heading', { level: 1, name: 'Overview' }).count()).toBe(0);

      release();
      await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
      expect(await page.getByText('Checking admin...').count()).toBe(0);
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );

  it.each([1280, 375])(
    "says 'Invalid token. Please try again.' on /admin for a wrong token, and signs in with the right one (%i px, screenshots)",
    async (width) => {
      const page = await suite.visitorPage({ viewport: { width, height: 800 } });
      await page.goto(url('/admin'), { waitUntil: 'load' });
      await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
      expect(await page.title()).toBe(`Admin Login - ${SITE_NAME}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, 'admin-login');

      const field = page.getByLabel('Admin Token');
      await field.fill('not-the-admin-token');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('alert').filter({ hasText: /^Invalid token\. Please try again\.$/ }).waitFor();
      expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toBeNull();
      expect(new URL(page.url()).pathname).toBe('/admin');
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, 'admin-login-invalid-token');

      await field.fill(suite.token);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(url('/dashboard'));
      await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
      expect(suite.problems(page).pageErrors).toEqual([]);
      // Chromium logs the refused check (401) itself; nothing else may be logged.
      expect(suite.problems(page).consoleErrors.filter((text) => !text.includes('401'))).toEqual([]);
    },
    TEST_TIMEOUT,
  );

  /** Polls until the server turns a visitor's content call away (or lets it through): it may cache the switch for a second. */
  async function waitForVisitorStatus(status: number): Promise<void> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const response = await fetch(url('/api/posts?page=1&limit=1'));
      await response.arrayBuffer();
      if (response.status === status) return;
      if (Date.now() > deadline) throw new Error(`GET /api/posts kept answering ${response.status}, not ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it(
    'shows visitors the Coming Soon page while it is on, lets the admin read the blog, and opens again when it is off',
    async () => {
      const listing = await fetch(url('/api/posts?page=1&limit=1'));
      expect(listing.status).toBe(200);
      const { items } = (await listing.json()) as { items: { title: string }[] };
      expect(items.length).toBeGreaterThan(0);
      const postTitle = items[0].title;

      await setComingSoon(true);
      try {
        await waitForVisitorStatus(503);

        const visitor = await suite.visitorPage();
        await visitor.goto(url('/blog'), { waitUntil: 'load' });
        await visitor.getByRole('heading', { level: 1, name: 'Coming Soon' }).waitFor();
        await visitor.getByRole('link', { name: SITE_NAME, exact: true }).waitFor();
        expect(await visitor.title()).toBe(`Coming Soon - ${SITE_NAME}`);
        expect(await visitor.getByText(postTitle).count()).toBe(0);
        expect(await visitor.locator('a[href^="/blog/"], a[href^="/stories/"], article').count()).toBe(0);
        expect(await visitor.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
        expect(await seriousAxeViolations(visitor)).toEqual([]);
        await screenshot(visitor, 'coming-soon');
        await visitor.setViewportSize({ width: 375, height: 740 });
        await screenshot(visitor, 'coming-soon');

        // The way in stays open on the Coming Soon page.
        await visitor.keyboard.press('Control+Alt+KeyD');
        await tokenDialog(visitor).waitFor();

        const admin = await suite.adminPage();
        await admin.goto(url('/blog'), { waitUntil: 'load' });
        await admin.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
        await admin.getByText(postTitle).first().waitFor();
        await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).waitFor();
        expect(await admin.getByRole('heading', { name: 'Coming Soon' }).count()).toBe(0);
      } finally {
        await setComingSoon(false);
      }

      await waitForVisitorStatus(200);
      const visitor = await suite.visitorPage();
      await visitor.goto(url('/blog'), { waitUntil: 'load' });
      await visitor.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
      await visitor.getByText(postTitle).first().waitFor();
      expect(await visitor.getByRole('heading', { name: 'Coming Soon' }).count()).toBe(0);
    },
    TEST_TIMEOUT,
  );
});

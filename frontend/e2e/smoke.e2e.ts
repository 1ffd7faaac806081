import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, watchProblems } from './support/browser';
import { startServer, type RunningServer } from './support/server';

describe('built site in Chromium', () => {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await browser.newContext();
    page = await context.newPage();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  }, 60_000);

  function url(path: string): string {
    if (!server) throw new Error('server not started');
    return `${server.baseUrl}${path}`;
  }

  it('renders the home page with navigation and footer, without Content Security Policy errors', async () => {
    const problems = watchProblems(page);
    await page.goto(url('/'), { waitUntil: 'load' });

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Stories', 'Blog']) {
      await nav.getByRole('link', { name, exact: true }).waitFor();
    }
    await page.getByRole('contentinfo').getByText(`© ${new Date().getFullYear()}`).waitFor();
    expect(await page.title()).toMatch(/^Home - /);
    await page.waitForLoadState('networkidle');

    expect(problems.consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  it('shows Page Not Found for an unknown path', async () => {
    await page.goto(url('/no-such-page'), { waitUntil: 'load' });
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Go Home' }).waitFor();
  });

  it('serves a working Swagger UI at /docs', async () => {
    await page.goto(url('/docs'), { waitUntil: 'load' });
    await page.getByText('Folio API').first().waitFor({ timeout: 30_000 });
  });
});

import { afterAll, afterEach, beforeAll, beforeEach, expect } from '@jest/globals';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, watchProblems, type PageProblems } from './browser';
import { repoRoot, startServer, type RunningServer } from './server';

export const SCREENSHOTS = join(repoRoot, '.tmp/screenshots');

export interface PageOptions extends BrowserContextOptions {
  /** Put in localStorage before any script runs, as the admin's sign-in does. */
  adminToken?: string;
}

export interface SiteSuiteOptions {
  /** Runs after the last test while the server is still up: to put shared state back. */
  beforeStop?: () => Promise<void>;
  /** The server's own embedded PostgreSQL rather than a database on the run's shared one. */
  embeddedPostgres?: boolean;
}

export interface SiteSuite {
  url(path: string): string;
  /** The server's database on the run's shared PostgreSQL (to insert many rows in one statement); undefined on its embedded one. */
  databaseUrl(): string | undefined;
  /**
   * A page in a fresh browser context. Opened in a test, it is closed after that test; opened in a
   * beforeAll, it lives until the suite ends.
   */
  page(options?: PageOptions): Promise<Page>;
  /** A full-page screenshot in `.tmp/screenshots`, named `<name>-<viewport width>.png`. */
  screenshot(page: Page, name: string, options?: { fullPage?: boolean }): Promise<void>;
  /** The console errors and uncaught exceptions of a page since it was opened. */
  problems(page: Page): PageProblems;
  /** Fails the test when the page logged a console error or threw since it was opened. */
  expectNoProblems(page: Page): void;
}

/**
 * One built server (own data folder and database) and a connection to the run's Chromium for a describe
 * block: call it at the top of the block; it registers the hooks that start and stop them.
 */
export function siteSuite(env: Record<string, string> = {}, { beforeStop, embeddedPostgres }: SiteSuiteOptions = {}): SiteSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  // Set while a test runs: the contexts it opened, closed after it.
  let testContexts: BrowserContext[] | undefined;
  const problems = new WeakMap<Page, PageProblems>();

  beforeAll(async () => {
    server = await startServer(env, { embeddedPostgres });
    browser = await launchBrowser();
    await mkdir(SCREENSHOTS, { recursive: true });
  }, 120_000);

  beforeEach(() => {
    testContexts = [];
  });

  afterEach(async () => {
    const opened = testContexts ?? [];
    testContexts = undefined;
    await Promise.all(opened.map((context) => context.close()));
  });

  afterAll(async () => {
    try {
      if (server) await beforeStop?.();
    } finally {
      // Closing the browser closes the contexts opened outside the tests.
      await browser?.close();
      await server?.stop();
    }
  }, 60_000);

  function url(path: string): string {
    if (!server) throw new Error('server not started');
    return `${server.baseUrl}${path}`;
  }

  function problemsOf(page: Page): PageProblems {
    return problems.get(page) ?? { consoleErrors: [], pageErrors: [] };
  }

  return {
    url,
    databaseUrl: () => server?.databaseUrl,
    async page({ adminToken, ...options } = {}) {
      if (!browser) throw new Error('browser not started');
      const context = await browser.newContext(options);
      testContexts?.push(context);
      if (adminToken) await context.addInitScript((value) => window.localStorage.setItem('adminToken', value), adminToken);
      const page = await context.newPage();
      problems.set(page, watchProblems(page));
      return page;
    },
    async screenshot(page, name, { fullPage = true } = {}) {
      const width = page.viewportSize()?.width ?? 0;
      await page.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`), fullPage });
    },
    problems: problemsOf,
    expectNoProblems(page) {
      expect(problemsOf(page)).toEqual({ consoleErrors: [], pageErrors: [] });
    },
  };
}

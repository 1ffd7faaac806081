import { afterAll, afterEach, beforeAll, expect } from '@jest/globals';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, watchProblems, type PageProblems } from './browser';
import { repoRoot, startServer, type RunningServer } from './server';

export const SCREENSHOTS = join(repoRoot, '.tmp/screenshots');
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-for-the-console-0123';

export interface AdminSuite {
  readonly token: string;
  url(path: string): string;
  /** A fresh browser context signed in as the admin (the token in localStorage before any script runs). */
  adminPage(options?: BrowserContextOptions): Promise<Page>;
  /** A fresh browser context without a token. */
  visitorPage(options?: BrowserContextOptions): Promise<Page>;
  /** A call to the server's API with the admin token (set `token: null` for none); JSON bodies are encoded. */
  api(path: string, init?: { method?: string; body?: unknown; token?: string | null }): Promise<Response>;
  screenshot(page: Page, name: string): Promise<void>;
  /** Fails the test when the page logged a console error or threw since it was opened. */
  expectNoProblems(page: Page): void;
}

/**
 * One built server (own data folder and embedded PostgreSQL) and one Chromium for a describe
 * block: call it at the top of the block; it registers the hooks that start and stop them.
 */
export function adminSuite(env: Record<string, string> = {}): AdminSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const problems = new WeakMap<Page, PageProblems>();

  beforeAll(async () => {
    server = await startServer({ ADMIN_TOKEN: E2E_ADMIN_TOKEN, ...env });
    browser = await launchBrowser();
    await mkdir(SCREENSHOTS, { recursive: true });
  }, 120_000);

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  }, 60_000);

  function url(path: string): string {
    if (!server) throw new Error('server not started');
    return `${server.baseUrl}${path}`;
  }

  async function open(options: BrowserContextOptions, token?: string): Promise<Page> {
    if (!browser) throw new Error('browser not started');
    const context = await browser.newContext(options);
    contexts.push(context);
    if (token) await context.addInitScript((value) => window.localStorage.setItem('adminToken', value), token);
    const page = await context.newPage();
    problems.set(page, watchProblems(page));
    return page;
  }

  return {
    token: E2E_ADMIN_TOKEN,
    url,
    adminPage: (options = {}) => open(options, E2E_ADMIN_TOKEN),
    visitorPage: (options = {}) => open(options),
    async api(path, { method = 'GET', body, token = E2E_ADMIN_TOKEN } = {}) {
      const headers: Record<string, string> = {};
      if (token) headers.Authorization = `Bearer ${token}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      return fetch(url(path), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    },
    async screenshot(page, name) {
      const width = page.viewportSize()?.width ?? 0;
      await page.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
    },
    expectNoProblems(page) {
      expect(problems.get(page) ?? { consoleErrors: [], pageErrors: [] }).toEqual({ consoleErrors: [], pageErrors: [] });
    },
  };
}

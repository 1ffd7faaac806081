import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { repoRoot, startServer, type RunningServer } from './support/server';

const require = createRequire(import.meta.url);
const AXE_SCRIPT = join(require.resolve('axe-core'), '..', 'axe.min.js');
const SCREENSHOTS = join(repoRoot, '.tmp/screenshots');
const TEST_TIMEOUT = 90_000;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** The four public pages of the issue, each with what shows that it has its content. */
const PAGES: Array<{ name: string; path: string; ready: (page: Page) => Promise<void> }> = [
  {
    name: 'home',
    path: '/',
    ready: (page) => page.getByRole('region', { name: 'Latest posts' }).getByRole('link').first().waitFor(),
  },
  { name: 'blog', path: '/blog', ready: (page) => page.getByRole('main').getByRole('article').first().waitFor() },
  {
    name: 'post',
    path: '/blog/the-neighbourhood-library-box',
    ready: (page) => page.getByRole('table').waitFor(),
  },
  {
    name: 'stories',
    path: '/stories?tag=community',
    ready: (page) => page.getByRole('main').getByRole('article').first().waitFor(),
  },
];

async function seriousViolations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations as Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> }>;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((node) => node.target.join(' ')) }));
}

describe('accessibility of the public pages (axe-core)', () => {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    await mkdir(SCREENSHOTS, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  }, 60_000);

  describe.each(['light', 'dark'] as const)('%s colour scheme', (colorScheme) => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      if (!browser) throw new Error('browser not started');
      // The site's Content Security Policy refuses inline scripts, which is how axe gets in.
      context = await browser.newContext({ colorScheme, viewport: { width: 1280, height: 900 }, bypassCSP: true });
      page = await context.newPage();
    });

    afterAll(async () => {
      await context?.close();
    });

    it.each(PAGES)(
      '$name has no serious or critical violation',
      async ({ name, path, ready }) => {
        if (!server) throw new Error('server not started');
        await page.goto(`${server.baseUrl}${path}`);
        await ready(page);
        await page.waitForLoadState('networkidle');
        if (colorScheme === 'dark') {
          await page.screenshot({ path: join(SCREENSHOTS, `${name}-dark-1280.png`), fullPage: true });
        }

        const violations = await seriousViolations(page);
        if (violations.length > 0) console.error(`${path} (${colorScheme}):\n${JSON.stringify(violations, null, 2)}`);
        expect(violations).toEqual([]);
      },
      TEST_TIMEOUT,
    );
  });
});

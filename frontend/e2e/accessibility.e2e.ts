import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { siteSuite } from './support/site-suite';

const TEST_TIMEOUT = 90_000;

/** The public pages, each with what shows that it has its content. */
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
  { name: 'tag', path: '/tag/community', ready: (page) => page.getByRole('main').getByRole('article').first().waitFor() },
];

describe('accessibility of the public pages (axe-core)', () => {
  const suite = siteSuite({ SEED_SAMPLE_CONTENT: 'true' });

  describe.each(['light', 'dark'] as const)('%s colour scheme', (colorScheme) => {
    let page: Page;

    beforeAll(async () => {
      page = await suite.page({ colorScheme, viewport: { width: 1280, height: 900 } });
    });

    it.each(PAGES)(
      '$name has no serious or critical violation',
      async ({ name, path, ready }) => {
        await page.goto(suite.url(path));
        await ready(page);
        await page.waitForLoadState('networkidle');
        if (colorScheme === 'dark') {
          await suite.screenshot(page, `${name}-dark`);
        }

        const violations = await seriousAxeViolations(page);
        if (violations.length > 0) console.error(`${path} (${colorScheme}):\n${JSON.stringify(violations, null, 2)}`);
        expect(violations).toEqual([]);
      },
      TEST_TIMEOUT,
    );
  });
});

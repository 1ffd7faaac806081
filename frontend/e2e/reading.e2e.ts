import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { adminSuite } from './support/admin-suite';
import { openApp } from './support/app';
import { addReadingPosts } from './support/reading-posts';

const TEST_TIMEOUT = 90_000;

describe('reading pages in Chromium', () => {
  const suite = adminSuite({ SEED_SAMPLE_CONTENT: 'true' });
  const { url } = suite;

  beforeAll(async () => {
    await addReadingPosts(suite);
  });

  describe.each([375, 1280])('at %i px', (width) => {
    let page: Page;

    beforeAll(async () => {
      page = await suite.visitorPage({ viewport: { width, height: 900 } });
    });

    async function screenshot(name: string) {
      await page.waitForLoadState('networkidle');
      await suite.screenshot(page, name);
    }

    /** Nothing wider than the screen: the page never scrolls sideways. */
    async function expectNoSideways() {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }

    function cards() {
      return page.getByRole('main').getByRole('article');
    }

    function pagerStatus() {
      return page.getByText(/^Page \d+ of \d+$/);
    }

    it(
      'home: welcome, three blurbs, buttons to the blog and the latest posts',
      async () => {
        await page.goto(url('/'));
        await page.getByRole('heading', { level: 1, name: 'Welcome to Folio' }).waitFor();
        expect(await page.locator('.blurb').count()).toBe(3);
        const latest = page.getByRole('region', { name: 'Latest posts' });
        await latest.getByRole('link', { name: 'A Cover That Went Missing' }).waitFor();
        expect(await latest.getByRole('listitem').count()).toBe(3);
        await expectNoSideways();
        await screenshot('home');

        await page.getByRole('link', { name: 'Read the Blog' }).click();
        await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/blog');
      },
      TEST_TIMEOUT,
    );

    it(
      '/blog: covers in a fixed box, dates, excerpts, tags, a missing cover kept as an empty frame, and paging',
      async () => {
        await openApp(page, url('/blog'));
        await pagerStatus().filter({ hasText: 'Page 1 of 2' }).waitFor();
        expect(await cards().count()).toBe(10);

        const software = page.getByRole('article', { name: 'Notes on Building Small, Durable Software' });
        await software.getByText('February 21, 2026').waitFor();
        await software.getByText('The tools I trust most are small, boring and still running years later.', { exact: false }).waitFor();
        await software.getByRole('link', { name: 'insight' }).waitFor();

        // The broken cover leaves an empty frame in its box, named by its alt text; its card stays.
        const missing = page.getByRole('article', { name: 'A Cover That Went Missing' });
        await missing.locator('.cover--broken').waitFor();
        expect(await missing.getByRole('img', { name: 'Missing cover' }).evaluate((node) => node.tagName)).toBe('DIV');
        await missing.getByRole('link', { name: 'A Cover That Went Missing' }).waitFor();

        // Every cover box has the 1200×630 shape before and after its image arrives: nothing shifts.
        const boxes = await page.locator('.post-card .cover').evaluateAll((nodes) =>
          nodes.map((node) => node.getBoundingClientRect()).map((box) => box.height / box.width),
        );
        expect(boxes.length).toBeGreaterThan(0);
        for (const ratio of boxes) expect(ratio).toBeCloseTo(630 / 1200, 2);
        await expectNoSideways();
        await screenshot('blog');

        await page.getByRole('link', { name: 'Next' }).click();
        await pagerStatus().filter({ hasText: 'Page 2 of 2' }).waitFor();
        await page.getByRole('article', { name: 'Why I Started Writing Again' }).waitFor();
        expect(new URL(page.url()).search).toBe('?page=2');
      },
      TEST_TIMEOUT,
    );

    it(
      '/blog/{slug}: cover, title, long date, tags and the styled article',
      async () => {
        await page.goto(url('/blog'));
        await page.getByRole('link', { name: 'Notes on Building Small, Durable Software' }).click();

        const article = page.getByRole('article', { name: 'Notes on Building Small, Durable Software' });
        await article.getByRole('heading', { level: 1 }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/blog/notes-on-building-small-durable-software');
        await article.getByText('February 21, 2026').waitFor();
        await article.getByRole('heading', { level: 2, name: 'Three habits' }).waitFor();
        await article.locator('pre code').getByText('npm install && npm start').waitFor();
        await article.getByRole('link', { name: 'insight' }).waitFor();
        const cover = article.locator('.cover img');
        expect(await cover.getAttribute('loading')).toBe('eager');
        await page.waitForFunction(() => (document.querySelector<HTMLImageElement>('.post .cover img')?.naturalWidth ?? 0) > 0);
        expect(await page.title()).toBe('Notes on Building Small, Durable Software - Folio');

        // The reading column stays near 65–75 characters on wide screens.
        const measure = await article.locator('.prose p').first().evaluate((node) => {
          const style = getComputedStyle(node);
          const probe = document.createElement('span');
          probe.style.font = style.font;
          probe.textContent = 'abcdefghijklmnopqrstuvwxyz'.repeat(4);
          document.body.append(probe);
          const perCharacter = probe.getBoundingClientRect().width / 104;
          probe.remove();
          return node.getBoundingClientRect().width / perCharacter;
        });
        if (width >= 1280) {
          expect(measure).toBeGreaterThan(60);
          expect(measure).toBeLessThan(85);
        }
        await expectNoSideways();
        await screenshot('post');

        await page.goto(url('/blog/the-neighbourhood-library-box'));
        await page.getByRole('table').waitFor();
        await expectNoSideways();
        await screenshot('post-table');
      },
      TEST_TIMEOUT,
    );

    it(
      '/stories: nine a page, Previous / Next, tags, search and the empty state',
      async () => {
        await openApp(page, url('/stories'));
        await pagerStatus().filter({ hasText: 'Page 1 of 2' }).waitFor();
        expect(await cards().count()).toBe(9);
        expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
        await expectNoSideways();
        await screenshot('stories');

        await page.getByRole('link', { name: 'Next' }).click();
        await pagerStatus().filter({ hasText: 'Page 2 of 2' }).waitFor();
        await page.getByRole('article', { name: 'Why I Started Writing Again' }).waitFor();
        expect(await cards().count()).toBe(2);
        expect(new URL(page.url()).searchParams.get('page')).toBe('2');

        const community = page.getByRole('group', { name: 'Filter by tag' }).getByRole('link', { name: 'community' });
        await community.click();
        await page.waitForURL((address) => address.searchParams.get('tag') === 'community');
        await page.getByRole('article', { name: 'The Neighbourhood Library Box' }).waitFor();
        expect(await community.getAttribute('aria-current')).toBe('true');
        expect(await cards().count()).toBe(2);
        expect(await pagerStatus().count()).toBe(0);
        await screenshot('stories-tag');

        await community.click();
        await pagerStatus().filter({ hasText: 'Page 1 of 2' }).waitFor();
        expect(await community.getAttribute('aria-current')).toBeNull();

        const search = page.getByRole('searchbox', { name: 'Search stories' });
        await search.fill('risotto');
        await search.press('Enter');
        await page.getByRole('article', { name: 'Learning to Cook One Dish Well' }).waitFor();
        await pagerStatus().waitFor({ state: 'detached' });
        expect(await cards().count()).toBe(1);
        expect(new URL(page.url()).searchParams.get('q')).toBe('risotto');

        await search.fill('volcano');
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await page.getByRole('heading', { name: 'No stories found' }).waitFor();
        await screenshot('stories-empty');
        await page.getByRole('link', { name: 'Clear all filters' }).click();
        await pagerStatus().filter({ hasText: 'Page 1 of 2' }).waitFor();
        expect(new URL(page.url()).search).toBe('');
        expect(await search.inputValue()).toBe('');

        await page.getByRole('link', { name: 'A Community Garden in Twelve Photos' }).click();
        await page.getByRole('heading', { level: 1, name: 'A Community Garden in Twelve Photos' }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/stories/a-community-garden-in-twelve-photos');
        await page.getByText('April 25, 2026').waitFor();
      },
      TEST_TIMEOUT,
    );

    it(
      'unknown slugs: Story Not Found on /stories, Story not found on /blog',
      async () => {
        await page.goto(url('/stories/no-such-story'));
        await page.getByRole('heading', { name: 'Story Not Found' }).waitFor();
        await page.getByText("The story you're looking for doesn't exist.").waitFor();
        await screenshot('story-not-found');

        await page.goto(url('/blog/no-such-post'));
        await page.getByRole('heading', { name: 'Story not found', exact: true }).waitFor();
        await page.waitForFunction(() => document.title === 'Story Not Found - Folio');
      },
      TEST_TIMEOUT,
    );

    it('raised no uncaught errors', () => {
      expect(suite.problems(page).pageErrors).toEqual([]);
    });
  });

  it(
    "shows the list failure and reloads on 'Try Again'",
    async () => {
      const page = await suite.visitorPage();
      // The first page arrives with its list; the next one is asked of the API, which fails.
      await openApp(page, url('/blog'));
      await page.route(/\/api\/posts\?/, (route) => route.fulfill({ status: 500, json: { statusCode: 500, message: 'boom' } }));
      await page.getByRole('link', { name: 'Next' }).click();
      await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
      await page.getByText('Failed to load stories. Please try again later.').waitFor();

      await page.unroute(/\/api\/posts\?/);
      await page.getByRole('button', { name: 'Try Again' }).click();
      await page.getByRole('article', { name: 'Why I Started Writing Again' }).waitFor();
      expect(new URL(page.url()).search).toBe('?page=2');
    },
    TEST_TIMEOUT,
  );

  it(
    'renders a post handed over in the page at once, without asking the API for it',
    async () => {
      const post = await (await fetch(url('/api/posts/what-i-read-this-winter'))).json();
      const page = await suite.visitorPage();
      const postRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/posts/')) postRequests.push(request.url());
      });
      // Whatever the server renders, the page under test carries the initial data and nothing else in #root.
      await page.route(url('/stories/what-i-read-this-winter'), async (route) => {
        const response = await route.fetch();
        const data = JSON.stringify({ post }).replace(/</g, '\\u003c');
        const body = (await response.text())
          .replace(/<script id="folio-initial-data"[^>]*>[\s\S]*?<\/script>/, '')
          .replace(/<div id="root">[\s\S]*?<\/div>\s*(?=<script|<\/body>)/, '<div id="root"></div>')
          .replace('</body>', `<script id="folio-initial-data" type="application/json">${data}</script></body>`);
        await route.fulfill({ response, body });
      });

      // Records whether a loading state ever enters the page, however briefly.
      await page.addInitScript(() => {
        const flags = window as unknown as { sawLoading?: boolean };
        new MutationObserver(() => {
          if (document.getElementById('root')?.textContent?.includes('Loading...')) flags.sawLoading = true;
        }).observe(document, { childList: true, subtree: true, characterData: true });
      });

      await page.goto(url('/stories/what-i-read-this-winter'));
      await page.getByRole('heading', { level: 1, name: 'What I Read This Winter' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'The short list' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(postRequests).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { sawLoading?: boolean }).sawLoading ?? false)).toBe(false);
    },
    TEST_TIMEOUT,
  );
});

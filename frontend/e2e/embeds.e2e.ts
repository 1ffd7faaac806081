import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { adminSuite } from './support/admin-suite';
import { waitForApp } from './support/app';
import { seriousAxeViolations } from './support/axe';

const TEST_TIMEOUT = 90_000;

/** Five players and a video file, as a writer pastes them, and a card that only links out. */
const POST = [
  'Talks and tunes.',
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'https://vimeo.com/76979871',
  'https://soundcloud.com/forss/flickermood',
  'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
  'https://codepen.io/team/pen/abcXYZ',
  'https://mastodon.social/@Gargron/109318821117356215',
  '/uploads/talk.mp4',
].join('\n\n');

/**
 * Every request the page makes, by URL. Requests to other hosts are answered here with a stand-in
 * page (the machine has no internet, and a test must not need it), after being recorded.
 */
async function recordRequests(page: Page, siteHost: string): Promise<string[]> {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.route(
    (url) => url.host !== siteHost,
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Player</title><p>A stand-in player</p>' }),
  );
  return requests;
}

const elsewhere = (requests: string[], siteHost: string) => requests.filter((url) => new URL(url).host !== siteHost);

describe('embeds in Chromium: nothing from another host before a click, the provider’s sandboxed player after it', () => {
  const suite = adminSuite();
  let slug: string;
  let siteHost: string;

  beforeAll(async () => {
    const response = await suite.api('/api/posts', { method: 'POST', body: { title: 'Talks and tunes', content_text: POST } });
    expect(response.status).toBe(201);
    slug = ((await response.json()) as { slug: string }).slug;
    siteHost = new URL(suite.url('/')).host;
  });

  it(
    'loads nothing from another host until the reader clicks, then frames the provider’s player, sandboxed',
    async () => {
      const page = await suite.visitorPage();
      const requests = await recordRequests(page, siteHost);
      await page.goto(suite.url(`/blog/${slug}`));
      await waitForApp(page);
      await page.waitForLoadState('networkidle');

      expect(await page.locator('figure.embed').count()).toBe(6);
      await suite.screenshot(page, 'embeds-facades');
      expect(await page.locator('iframe').count()).toBe(0);
      expect(elsewhere(requests, siteHost)).toEqual([]);
      // The video file waits for its play button too.
      expect(requests.filter((url) => url.includes('/uploads/talk.mp4'))).toEqual([]);

      await page.locator('.embed--youtube a').click();
      const frame = page.locator('.embed--youtube iframe');
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
      expect((await frame.getAttribute('sandbox'))!.split(' ').sort()).toEqual(
        ['allow-popups', 'allow-popups-to-escape-sandbox', 'allow-presentation', 'allow-same-origin', 'allow-scripts'].sort(),
      );
      expect(await frame.getAttribute('allow')).toContain('fullscreen');
      // The page stayed where it was; the player's host is the only one asked, and only now.
      expect(new URL(page.url()).pathname).toBe(`/blog/${slug}`);
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.startsWith('https://www.youtube-nocookie.com/')));
      expect([...new Set(elsewhere(requests, siteHost).map((url) => new URL(url).host))]).toEqual(['www.youtube-nocookie.com']);
      // The other facades are still facades.
      expect(await page.locator('iframe').count()).toBe(1);

      await page.locator('.embed--spotify a').click();
      await page.locator('.embed--spotify iframe').waitFor();
      expect(new URL((await page.locator('.embed--spotify iframe').getAttribute('src'))!).host).toBe('open.spotify.com');
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );

  it(
    'plays on a click made before the app has loaded, and the app keeps the player when it takes over',
    async () => {
      const page = await suite.visitorPage();
      await recordRequests(page, siteHost);
      // The app's scripts are held back until after the click: only the page's own inline player script runs then.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      // The app's module script holds back DOMContentLoaded, not the page's first paint.
      await page.goto(suite.url(`/blog/${slug}`), { waitUntil: 'commit' });
      await page.locator('.embed--vimeo a').click();
      const frame = page.locator('.embed--vimeo iframe');
      await frame.waitFor();
      expect(new URL((await frame.getAttribute('src'))!).host).toBe('player.vimeo.com');
      expect(await frame.getAttribute('sandbox')).toContain('allow-scripts');

      release();
      await waitForApp(page);
      expect(await page.locator('.embed--vimeo iframe').count()).toBe(1);
      expect(await page.locator('.embed--vimeo a').count()).toBe(0);
      // After the app has taken over, the next click works the same way.
      await page.locator('.embed--codepen a').click();
      await page.locator('.embed--codepen iframe').waitFor();
      expect(new URL((await page.locator('.embed--codepen iframe').getAttribute('src'))!).host).toBe('codepen.io');
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );

  it.each(['light', 'dark'] as const)(
    'has no serious accessibility problem in the %s scheme, facades and players alike',
    async (colorScheme) => {
      const page = await suite.visitorPage({ colorScheme });
      await recordRequests(page, siteHost);
      await page.goto(suite.url(`/blog/${slug}`));
      await waitForApp(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.locator('.embed--soundcloud a').click();
      await page.locator('.embed--soundcloud iframe').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
    TEST_TIMEOUT,
  );

  it(
    'is a link to the provider’s page without JavaScript, and a card without a player stays a link',
    async () => {
      const page = await suite.visitorPage({ javaScriptEnabled: false });
      const requests = await recordRequests(page, siteHost);
      await page.goto(suite.url(`/blog/${slug}`));
      expect(elsewhere(requests, siteHost)).toEqual([]);
      await page.locator('.embed--youtube a').click();
      await page.waitForURL('https://www.youtube.com/watch?v=dQw4w9WgXcQ');

      const scripted = await suite.visitorPage();
      await recordRequests(scripted, siteHost);
      await scripted.goto(suite.url(`/blog/${slug}`));
      await scripted.locator('.embed--mastodon a').click();
      await scripted.waitForURL('https://mastodon.social/@Gargron/109318821117356215');
    },
    TEST_TIMEOUT,
  );
});

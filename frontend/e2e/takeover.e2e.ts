import { beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConsoleMessage, Page } from 'playwright-core';
import sharp from 'sharp';
import { adminSuite } from './support/admin-suite';
import { layoutShifts, waitForApp, watchLayoutShifts } from './support/app';
import { addReadingPosts } from './support/reading-posts';

const TEST_TIMEOUT = 90_000;
const STORY = 'what-i-read-this-winter';
/** The oldest post, on the lists' second pages: an uploaded PNG as its cover and in its text, offered in smaller widths. */
const PICTURES = 'pictures-from-the-pier';

/** Every page a reader lands on, as the server answers it. */
const PAGES = [
  '/',
  '/blog',
  '/blog?page=2',
  '/stories',
  '/stories?page=2',
  '/stories?tag=news',
  '/stories?q=Harbour',
  '/stories?q=volcano',
  '/search?q=harbour',
  '/tag/news',
  `/blog/${STORY}`,
  `/stories/${STORY}`,
  `/blog/${PICTURES}`,
  '/blog/a-cover-that-went-missing',
  '/no-such-page',
  '/blog/no-such-post',
  '/stories/no-such-story',
  '/tag/no-such-tag',
];

const NOT_FOUND = new Set(['/no-such-page', '/blog/no-such-post', '/stories/no-such-story', '/tag/no-such-tag']);

/**
 * #root's markup as a list of lines: each element with its attributes sorted, text joined. Ids are
 * numbered in order of appearance (React's useId differs from the server's names, the references
 * match), and React Router's data-discover mark is left out: neither changes what a reader sees.
 */
function markupLines(html: string | null): string[] {
  const root = html === null ? document.getElementById('root') : new DOMParser().parseFromString(html, 'text/html').getElementById('root');
  const ids = new Map<string, string>();
  const idOf = (value: string) => {
    if (!ids.has(value)) ids.set(value, `id-${ids.size + 1}`);
    return ids.get(value);
  };
  const lines: string[] = [];
  const walk = (node: Node, depth: number) => {
    let text = '';
    const flush = () => {
      if (text) lines.push(`${'  '.repeat(depth)}"${text}"`);
      text = '';
    };
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) text += child.textContent ?? '';
      if (!(child instanceof Element)) continue;
      flush();
      const attributes = Array.from(child.attributes)
        .filter((attribute) => attribute.name !== 'data-discover' && !(attribute.name === 'class' && attribute.value === ''))
        .map(({ name, value }) => {
          const referenced = ['id', 'for', 'aria-labelledby', 'aria-controls'].includes(name);
          return `${name}="${referenced ? value.split(' ').map(idOf).join(' ') : value}"`;
        })
        .sort();
      lines.push(`${'  '.repeat(depth)}<${child.tagName.toLowerCase()}${attributes.map((attribute) => ` ${attribute}`).join('')}>`);
      walk(child, depth + 1);
    }
    flush();
  };
  if (root) walk(root, 0);
  return lines;
}

declare global {
  interface Window {
    __serverHeading?: Element;
    __firstFrameHadFooter?: boolean;
  }
}

/**
 * A server in front of the site that sends the document at `path` the way a slow network does: the
 * bytes up to the footer's subscribe form, then, after a pause, the rest. Everything else passes through.
 */
async function slowDocumentServer(site: string, path: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.url === path) {
      void fetch(new URL(path, site), { headers: { 'accept-encoding': 'identity' } }).then(async (answer) => {
        const html = await answer.text();
        const cut = html.indexOf('subscribe__row', html.indexOf('<footer'));
        response.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8' });
        response.write(html.slice(0, cut));
        await new Promise((resolve) => setTimeout(resolve, 600));
        response.end(html.slice(cut));
      });
      return;
    }
    const upstream = httpRequest(new URL(request.url ?? '/', site), { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('the app taking over server-rendered pages in Chromium', () => {
  const suite = adminSuite({ SEED_SAMPLE_CONTENT: 'true' });
  const { url } = suite;

  beforeAll(async () => {
    await addReadingPosts(suite);
    await addPicturesPost();
  }, TEST_TIMEOUT);

  /** Uploads a PNG, writes the post, and waits until the PNG's smaller copies are made and the post offers them. */
  async function addPicturesPost(): Promise<void> {
    const png = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#2f6f8f' } }).png().toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'pier.png');
    const uploaded = await fetch(suite.url('/api/images/uploads/image'), { method: 'POST', headers: { Authorization: `Bearer ${suite.token}` }, body: form });
    expect(uploaded.status).toBe(201);
    const { url: image } = (await uploaded.json()) as { url: string };
    const written = await suite.api('/api/posts', {
      method: 'POST',
      body: {
        title: 'Pictures From the Pier',
        status: 'published',
        published_at: '2020-01-02T10:00:00.000Z',
        tags: ['community'],
        cover_image_url: image,
        cover_image_alt: 'The pier',
        content_text: `Words first.\n\n![The pier again](${image})\n\nMore words.`,
      },
    });
    expect(written.status).toBe(201);
    for (const started = Date.now(); ; ) {
      const post = (await (await suite.api(`/api/posts/${PICTURES}`, { token: null })).json()) as { image_webp_srcset: string | null; content: string };
      if (post.image_webp_srcset && post.content.includes('<picture>')) return;
      if (Date.now() - started > 30_000) throw new Error('The cover was not offered in smaller widths within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /**
   * Console errors from now on, with where they come from; without the two the test site makes on
   * purpose: Chromium's line for a page that answers 404 itself, and for the cover that is gone.
   */
  function watchConsoleErrors(page: Page, path: string): string[] {
    const errors: string[] = [];
    const expected = [url('/uploads/no-such-cover.webp'), ...(NOT_FOUND.has(path) ? [url(path)] : [])];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' && !expected.includes(message.location().url)) errors.push(`${message.text()} (${message.location().url})`);
    });
    return errors;
  }

  it.each(PAGES)(
    '%s: the app draws exactly the markup the server sent, from the data in the page',
    async (path) => {
      const served = await fetch(url(path));
      expect(served.status).toBe(NOT_FOUND.has(path) ? 404 : 200);
      const html = await served.text();
      const page = await suite.visitorPage({ viewport: { width: 375, height: 800 } });
      // Covers neither load nor fail meanwhile: the comparison is of the first render.
      await page.route(/\/uploads\//, () => undefined);
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        const pathname = new URL(request.url()).pathname;
        // The page-view beacon (backend/src/stats/beacon-script.ts) sends nothing for a first view (the server counts it), and asks for no data.
        if (pathname.startsWith('/api/') && pathname !== '/api/stats/view') apiCalls.push(request.url());
      });
      // The same page with #root emptied: the app renders it from scratch, from the data the server left.
      await page.route(url(path), (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: html.replace(/<div id="root">[\s\S]*?<\/div>\s*(?=<script|<\/body>)/, '<div id="root"></div>'),
        }),
      );
      await page.goto(url(path));
      await waitForApp(page);

      const drawn = await page.evaluate(markupLines, null);
      const sent = await page.evaluate(markupLines, html);
      expect(drawn.length).toBeGreaterThan(20);
      expect(drawn).toEqual(sent);
      expect(apiCalls).toEqual([]);
    },
    TEST_TIMEOUT,
  );

  describe.each([375, 1280])('at %i px', (width) => {
    it.each(PAGES)(
      '%s: hydrated in place, without a request for posts, a layout shift or a console error',
      async (path) => {
        const page = await suite.visitorPage({ viewport: { width, height: 800 } });
        const postRequests: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname.startsWith('/api/posts')) postRequests.push(request.url());
        });
        const consoleErrors = watchConsoleErrors(page, path);
        await watchLayoutShifts(page);
        await page.addInitScript(() => {
          document.addEventListener('DOMContentLoaded', () => {
            window.__serverHeading = document.querySelector('#root h1') ?? undefined;
          });
        });
        const response = await page.goto(url(path));
        expect(response?.status()).toBe(NOT_FOUND.has(path) ? 404 : 200);
        await waitForApp(page);
        await page.waitForLoadState('networkidle');

        // The heading the server drew is the one the app now owns: nothing was drawn again.
        expect(await page.evaluate(() => window.__serverHeading?.isConnected && document.querySelector('#root h1') === window.__serverHeading)).toBe(true);
        expect(await layoutShifts(page)).toEqual([]);
        expect(postRequests).toEqual([]);
        expect(consoleErrors).toEqual([]);
        expect(suite.problems(page).pageErrors).toEqual([]);
      },
      TEST_TIMEOUT,
    );
  });

  it.each([375, 1280])(
    'paints a short page only once its footer has arrived, so that a slow network moves nothing, at %i px',
    async (width) => {
      const slow = await slowDocumentServer(url('/'), '/no-such-page');
      try {
        const page = await suite.visitorPage({ viewport: { width, height: 800 } });
        await watchLayoutShifts(page);
        await page.addInitScript(() => {
          requestAnimationFrame(() => {
            window.__firstFrameHadFooter = document.querySelector('.site-footer__copyright') !== null;
          });
        });
        await page.goto(slow.url);
        await waitForApp(page);
        expect(await page.evaluate(() => window.__firstFrameHadFooter)).toBe(true);
        expect(await layoutShifts(page)).toEqual([]);
      } finally {
        await slow.close();
      }
    },
    TEST_TIMEOUT,
  );

  it.each([375, 1280])(
    'keeps the box of a cover that fails to load, as an empty frame, at %i px',
    async (width) => {
      const page = await suite.visitorPage({ viewport: { width, height: 800 } });
      await watchLayoutShifts(page);
      await page.goto(url('/blog'));
      const card = page.getByRole('article', { name: 'A Cover That Went Missing' });
      const title = card.getByRole('heading', { level: 2 });
      const before = await title.boundingBox();
      await waitForApp(page);
      // The app has met the failed image: an empty frame named by the cover's alt text stands in its place.
      const frame = card.getByRole('img', { name: 'Missing cover' });
      await page.waitForFunction(() => document.querySelector('.cover--broken') !== null);
      expect(await frame.evaluate((node) => node.tagName)).toBe('DIV');
      expect(await card.locator('img').count()).toBe(0);
      const box = await frame.boundingBox();
      expect(box && box.height / box.width).toBeCloseTo(630 / 1200, 2);
      expect(await title.boundingBox()).toEqual(before);
      expect(await layoutShifts(page)).toEqual([]);

      // And on the post's own page, where the cover sits above the title.
      await page.goto(url('/blog/a-cover-that-went-missing'));
      const heading = page.getByRole('heading', { level: 1, name: 'A Cover That Went Missing' });
      const headingBefore = await heading.boundingBox();
      await waitForApp(page);
      await page.waitForFunction(() => document.querySelector('.post__cover.cover--broken') !== null);
      expect(await heading.boundingBox()).toEqual(headingBefore);
      expect(await layoutShifts(page)).toEqual([]);
    },
    TEST_TIMEOUT,
  );
});

// The bundle part of `npm run bench`: what the public pages make a browser download, and how soon
// a post's article is on screen. Headless Chromium (Debian's, through playwright-core) loads `/`,
// the two lists, a post page and a post with every writer's feature (highlighted code and maths:
// their stylesheets and KaTeX's fonts) with an empty cache; every JS, CSS and font response is
// recorded and the JS and CSS gzipped here (node:zlib, default level, as Vite reports it). Reports
// against the budget, asserts nothing.
//   BENCH_BUNDLE_ROUNDS (5): cold loads per timing, median reported
/* global document, window, requestAnimationFrame -- in the functions handed to the page */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { FOLIO, startFolio, stopFolio, TOKEN } from './folio-process.js';
import { seedPosts } from './seed-posts.js';
import { postImage } from './upload-image.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = Number(process.env.BENCH_BUNDLE_ROUNDS ?? 5);
export const BUDGET_KB = 125;
/** Chunks the public pages must never load: the dashboard and the editor (and what only they import). */
const ADMIN_CHUNK = /dashboard|editor|image-library|settings|overview/i;
const POST_SLUG = 'bench-story-1';
const RICH_SLUG = 'predicting-the-tide';
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'blog', path: '/blog' },
  { name: 'stories', path: '/stories' },
  { name: 'post', path: `/blog/${POST_SLUG}`, article: true },
  { name: 'rich post', path: `/blog/${RICH_SLUG}` },
];

/** The browser test's post with every writer's feature (frontend/e2e/support/rich-post.md), its figure a small upload. */
async function writeRichPost() {
  const jpeg = await sharp({ create: { width: 1200, height: 750, channels: 3, background: { r: 70, g: 110, b: 130 } } }).jpeg().toBuffer();
  const upload = await postImage(jpeg, 'harbour-wall.jpg');
  if (upload.status !== 201) throw new Error(`uploading the rich post's figure: HTTP ${upload.status} ${upload.text}`);
  const markdown = readFileSync(path.join(root, 'frontend/e2e/support/rich-post.md'), 'utf8').replace('IMAGE_URL', JSON.parse(upload.text).url);
  const response = await fetch(`${FOLIO}/api/posts`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title: 'Predicting the tide', content_text: markdown }),
  });
  if (response.status !== 201) throw new Error(`writing the rich post: HTTP ${response.status} ${await response.text()}`);
}

/** kB of 1000 bytes, as Vite reports sizes (and as the budget and the measured floor are given). */
const kb = (bytes) => Math.round(bytes / 100) / 10;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function launch() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Notes the first animation frame in which the article heading is laid out (before that frame paints). */
function watchHeading() {
  const look = () => {
    const heading = document.querySelector('article h1');
    if (heading && heading.getBoundingClientRect().height > 0) window.__folioHeadingAt = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/** One cold load in a fresh context: every JS and CSS file it fetched, with raw and gzip bytes. */
async function recordAssets(browser, page) {
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    const pending = [];
    tab.on('response', (response) => {
      const { pathname } = new URL(response.url());
      const kind = pathname.endsWith('.js') ? 'js' : pathname.endsWith('.css') ? 'css' : pathname.endsWith('.woff2') ? 'font' : undefined;
      if (!kind) return;
      pending.push(
        response.body().then((body) => ({ file: path.basename(pathname), kind, bytes: body.length, gzip: gzipSync(body).length })),
      );
    });
    await tab.goto(`${FOLIO}${page.path}`, { waitUntil: 'networkidle' });
    if (page.article) await tab.waitForSelector('article h1', { state: 'visible' });
    return await Promise.all(pending);
  } finally {
    await context.close();
  }
}

/** Time from navigation start to the article heading on screen; `blockScripts` keeps every .js from loading. */
async function timeArticle(browser, page, blockScripts) {
  const context = await browser.newContext();
  try {
    await context.addInitScript(watchHeading);
    const tab = await context.newPage();
    if (blockScripts) await tab.route(/\.js(\?|$)/, (route) => route.abort());
    await tab.goto(`${FOLIO}${page.path}`, { waitUntil: 'load' });
    await tab.waitForFunction(() => window.__folioHeadingAt !== undefined, undefined, { timeout: 30_000 });
    return await tab.evaluate(() => ({
      heading: window.__folioHeadingAt,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      domContentLoaded: performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd,
    }));
  } finally {
    await context.close();
  }
}

function builtChunks() {
  const dist = path.resolve(process.env.FRONTEND_DIST ?? path.join(root, 'dist', 'frontend'));
  return readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.js'));
}

async function measurePage(browser, page) {
  const assets = await recordAssets(browser, page);
  const total = (kind, key) => assets.filter((asset) => asset.kind === kind).reduce((sum, asset) => sum + asset[key], 0);
  const result = {
    name: page.name,
    path: page.path,
    assets,
    jsBytes: total('js', 'bytes'),
    jsGzip: total('js', 'gzip'),
    cssGzip: total('css', 'gzip'),
    fontBytes: total('font', 'bytes'),
    adminChunksLoaded: assets.filter((asset) => ADMIN_CHUNK.test(asset.file)).map((asset) => asset.file),
  };
  result.withinBudget = result.jsGzip <= BUDGET_KB * 1000;
  if (page.article) {
    await timeArticle(browser, page, false); // warm-up: the first launch of anything is slow
    const withScripts = [];
    const withoutScripts = [];
    for (let round = 0; round < ROUNDS; round++) {
      withScripts.push(await timeArticle(browser, page, false));
      withoutScripts.push(await timeArticle(browser, page, true));
    }
    result.articleVisibleMs = median(withScripts.map((run) => run.heading));
    result.firstContentfulPaintMs = median(withScripts.map((run) => run.fcp ?? Number.NaN));
    result.domContentLoadedMs = median(withScripts.map((run) => run.domContentLoaded));
    result.articleVisibleWithoutScriptsMs = median(withoutScripts.map((run) => run.heading));
    result.articleBeforeScripts = withScripts.filter((run) => run.heading < run.domContentLoaded).length;
    result.rounds = ROUNDS;
  }
  return result;
}

export async function benchBundle(databaseUrl, dataDir) {
  const folio = await startFolio(databaseUrl, dataDir);
  let browser;
  try {
    await writeRichPost();
    await seedPosts(FOLIO, TOKEN, 12);
    browser = await launch();
    const pages = [];
    for (const page of PAGES) pages.push(await measurePage(browser, page));
    const loaded = new Set(pages.flatMap((page) => page.assets.map((asset) => asset.file)));
    const chunks = builtChunks();
    return {
      date: new Date().toISOString(),
      budgetKb: BUDGET_KB,
      pages,
      builtJsChunks: chunks.length,
      neverLoaded: chunks.filter((file) => !loaded.has(file)),
    };
  } finally {
    await browser?.close();
    await stopFolio(folio);
  }
}

export function printBundle(bundle) {
  console.log(`\nPublic bundle: cold loads in headless Chromium, gzip per file (node:zlib), budget ${bundle.budgetKb} KB of JavaScript per page.`);
  console.table(
    bundle.pages.map((page) => ({
      page: page.path,
      'JS files': page.assets.filter((asset) => asset.kind === 'js').length,
      'JS KB (gzip)': kb(page.jsGzip),
      'JS KB (raw)': kb(page.jsBytes),
      'CSS KB (gzip)': kb(page.cssGzip),
      'font KB': kb(page.fontBytes),
      [`within ${bundle.budgetKb} KB`]: page.withinBudget ? 'yes' : 'NO',
      'dashboard/editor chunks loaded': page.adminChunksLoaded.length ? page.adminChunksLoaded.join(', ') : 'none',
    })),
  );
  const post = bundle.pages.find((page) => page.articleVisibleMs !== undefined);
  if (post) {
    console.log(`Article heading on screen, from navigation start (median of ${post.rounds} cold loads):`);
    console.table([
      {
        page: post.path,
        'visible ms': Math.round(post.articleVisibleMs),
        'first contentful paint ms': Math.round(post.firstContentfulPaintMs),
        'DOMContentLoaded ms (scripts ran)': Math.round(post.domContentLoadedMs),
        'visible before scripts ran': `${post.articleBeforeScripts}/${post.rounds}`,
        'visible ms, scripts blocked': Math.round(post.articleVisibleWithoutScriptsMs),
      },
    ]);
  }
  console.log(`Built JS chunks never loaded by these pages (${bundle.neverLoaded.length} of ${bundle.builtJsChunks}): ${bundle.neverLoaded.join(', ') || 'none'}`);
}

// The first-tap part of `npm run bench` (`node bench/run.js first-tap`): is a reader's first tap
// answered while the app is still loading? Headless Chromium (Debian's, through playwright-core), a
// phone's viewport and touch, the CPU slowed 4× as Lighthouse's mobile run does (CDP
// Emulation.setCPUThrottlingRate): a post page is loaded cold, the menu toggle is tapped 100 ms after
// the first contentful paint, and the time from the tap (the touch event's own time stamp, so that
// a busy main thread counts) to the first frame that draws the menu open is measured. Twice in the
// same run: the page as served, and the page with its first-tap script taken out, as it was before
// (only the app answers the menu). Reports, asserts nothing.
//   BENCH_FIRST_TAP_ROUNDS (5): cold loads per variant, median reported
/* global document, window, requestAnimationFrame, MutationObserver, addEventListener -- in the functions handed to the page */
import { chromium } from 'playwright-core';
import { FOLIO, startFolio, stopFolio, TOKEN } from './folio-process.js';
import { seedPosts } from './seed-posts.js';

const ROUNDS = Number(process.env.BENCH_FIRST_TAP_ROUNDS ?? 5);
const CPU_SLOWDOWN = 4;
const TAP_AFTER_PAINT_MS = 100;
export const TARGET_MS = 100;
/** A tap not answered within this long is counted as lost. */
const GIVE_UP_MS = 5000;
const POST_PATH = '/blog/bench-story-1';
/** The first-tap script is the head's inline script that knows the app's mark (backend/src/site/first-tap-script.ts). */
const FIRST_TAP_SCRIPT = /<script>\(function\(d,w\)\{[^<]*data-app[^<]*<\/script>/;

/** In the page from its start: first contentful paint, the tap's time, the frame that draws the menu open, the app's takeover. */
function watchFirstTap() {
  const seen = {};
  window.__firstTap = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  seen.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.longTasks.push({ start: Math.round(entry.startTime), ms: Math.round(entry.duration) });
  }).observe({ type: 'longtask', buffered: true });
  addEventListener('pointerdown', (event) => (seen.tapAt ??= event.timeStamp), true);
  new MutationObserver(() => {
    if (seen.appAt === undefined && document.documentElement.hasAttribute('data-app')) seen.appAt = performance.now();
    const open = document.getElementById('primary-menu')?.getAttribute('data-open') === 'true';
    if (open && seen.tapAt !== undefined && seen.openAt === undefined) requestAnimationFrame(() => (seen.openAt ??= performance.now()));
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-open', 'data-app'] });
}

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** Where the menu toggle is on the phone's screen (the same on every load: the header is drawn by the server). */
async function toggleCentre(browser) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(`${FOLIO}${POST_PATH}`);
    const box = await page.locator('.menu-toggle').boundingBox();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const known = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (!known.length) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle] : (known[middle - 1] + known[middle]) / 2;
};

/** One cold load at 4× slowdown and a tap on the menu 100 ms after the first contentful paint. */
async function tapOnce(browser, withScript, toggle) {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(watchFirstTap);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (!withScript) {
      await page.route(`${FOLIO}${POST_PATH}`, async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        if (!FIRST_TAP_SCRIPT.test(html)) throw new Error('the page has no first-tap script to take out');
        await route.fulfill({ response, body: html.replace(FIRST_TAP_SCRIPT, '') });
      });
    }
    // The first contentful paint as the browser reports it (a lifecycle event: no script of the page's
    // busy main thread in the way), and the tap at the toggle's place, known from the warm-up load.
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    const painted = new Promise((resolve) => cdp.on('Page.lifecycleEvent', (event) => event.name === 'firstContentfulPaint' && resolve()));
    await page.goto(`${FOLIO}${POST_PATH}`, { waitUntil: 'commit' });
    await painted;
    await new Promise((resolve) => setTimeout(resolve, TAP_AFTER_PAINT_MS));
    await page.touchscreen.tap(toggle.x, toggle.y);
    const answered = await page
      .waitForFunction(() => window.__firstTap.openAt !== undefined, undefined, { timeout: GIVE_UP_MS, polling: 20 })
      .then(() => true, () => false);
    await page.waitForFunction(() => window.__firstTap.appAt !== undefined, undefined, { timeout: GIVE_UP_MS, polling: 20 }).catch(() => {});
    const seen = await page.evaluate(() => ({
      ...window.__firstTap,
      // The app's chunks are fetched when it starts (frontend/src/app/boot.ts), after the page's own script.
      appStartAt: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js') && entry.startTime > window.__firstTap.fcp)
          .map((entry) => entry.startTime),
      ),
    }));
    return {
      tapAfterPaintMs: seen.tapAt - seen.fcp,
      openMs: answered ? seen.openAt - seen.tapAt : null,
      appStartedMs: Number.isFinite(seen.appStartAt) ? seen.appStartAt - seen.fcp : null,
      appTookOverMs: seen.appAt === undefined ? null : seen.appAt - seen.fcp,
      longTasksAfterPaint: seen.longTasks.map((task) => ({ start: Math.round(task.start - seen.fcp), ms: task.ms })),
    };
  } finally {
    await context.close();
  }
}

export async function benchFirstTap(databaseUrl, dataDir) {
  const folio = await startFolio(databaseUrl, dataDir);
  let browser;
  try {
    await seedPosts(FOLIO, TOKEN, 3);
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const toggle = await toggleCentre(browser); // also the warm-up: the first launch of anything is slow
    const variants = [];
    for (const [name, withScript] of [['served (first-tap script)', true], ['app only (script taken out)', false]]) {
      const runs = [];
      for (let round = 0; round < ROUNDS; round++) runs.push(await tapOnce(browser, withScript, toggle));
      variants.push({
        name,
        runs,
        tapAfterPaintMs: median(runs.map((run) => run.tapAfterPaintMs)),
        openMs: median(runs.map((run) => run.openMs)),
        lostTaps: runs.filter((run) => run.openMs === null).length,
        appStartedMs: median(runs.map((run) => run.appStartedMs)),
        appTookOverMs: median(runs.map((run) => run.appTookOverMs)),
      });
    }
    return { date: new Date().toISOString(), cpuSlowdown: CPU_SLOWDOWN, targetMs: TARGET_MS, rounds: ROUNDS, path: POST_PATH, variants };
  } finally {
    await browser?.close();
    await stopFolio(folio);
  }
}

const rounded = (ms) => (ms === null ? 'never' : Math.round(ms));

export function printFirstTap(result) {
  console.log(
    `\nFirst tap: ${result.path} at ${result.cpuSlowdown}× CPU slowdown, the menu tapped ~${TAP_AFTER_PAINT_MS} ms after first contentful paint (median of ${result.rounds}; target: open within ${result.targetMs} ms).`,
  );
  console.table(
    result.variants.map((variant) => ({
      page: variant.name,
      'tap after FCP ms': rounded(variant.tapAfterPaintMs),
      'menu open after tap ms': rounded(variant.openMs),
      'lost taps': `${variant.lostTaps}/${variant.runs.length}`,
      'app started after FCP ms': rounded(variant.appStartedMs),
      'app took over after FCP ms': rounded(variant.appTookOverMs),
      [`within ${result.targetMs} ms`]: variant.openMs !== null && variant.lostTaps === 0 && variant.openMs <= result.targetMs ? 'yes' : 'NO',
    })),
  );
}

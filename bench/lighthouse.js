// `npm run lighthouse` (a benchmark, not part of `npm test`): Lighthouse's own CLI, with its default
// mobile settings (simulated slow 4G and a 4x slower CPU), audits every public page of a production
// build (`npm run build` first) on a seeded site: posts with real cover photos, enough for a page 2
// of each list, an article with five 12-megapixel photos ('photo article') and a post with every
// writer's feature ('rich post': footnotes, highlighted code, maths, a figure, a task list, a
// table). Prints the four category scores and the Core Web Vitals per page, and exits 1 when a page
// misses its budget. Each page is audited LIGHTHOUSE_RUNS times (3) and the median run (by
// performance score, then LCP) is reported, as Lighthouse advises for scores that move with load.
//   LIGHTHOUSE_RUNS (3)  CHROME_PATH (/usr/bin/chromium)  LIGHTHOUSE_PAGES: names to audit, comma-separated
// The JSON reports of the median runs are kept in .tmp/lighthouse/<page>.json.
//
// Lighthouse is not a devDependency: 13.x declares Node 22.19+, so installing it made every
// `npm ci` on Node 20 warn (EBADENGINE). It runs here through `npm exec` at a pinned version,
// which npm fetches into its own cache on first use; it works on Node 20 all the same.
//
// The 404 pages: Lighthouse refuses a page that answers an error status unless told
// `--ignore-status-code`, which audits it as it is and leaves the status to the SEO audit
// `http-status-code`. A page that is not there must answer 404, and one that says "not found"
// should not be indexed (`is-crawlable`): those two SEO audits fail there by design, so the 404
// pages' SEO budget is the category score without them. Chromium also logs the page's own 404 status
// as a console error ("Failed to load resource"), which errors-in-console counts: when that line is
// the only one, best practices are scored without that audit. The table marks both, with raw scores.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedSite, startSite } from './lighthouse-site.js';
import { BUDGET, CATEGORIES, missedBudget, pageResult, pickMedianRun } from './lighthouse-results.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPORTS = path.join(root, '.tmp/lighthouse');
const LIGHTHOUSE = 'lighthouse@13.5.0';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

function pages({ slug, photoSlug, richSlug, embedsSlug }) {
  return [
    { name: 'home', path: '/' },
    { name: 'blog', path: '/blog' },
    { name: 'blog page 2', path: '/blog?page=2' },
    { name: 'blog post', path: `/blog/${slug}` },
    { name: 'stories', path: '/stories' },
    { name: 'stories page 2', path: '/stories?page=2' },
    { name: 'story', path: `/stories/${slug}` },
    // Issue 29: the search page keeps Lighthouse at 100 too ('harbour' is one of the seeded posts' words).
    // It asks not to be indexed (noindex), which the SEO audit is-crawlable fails by design: scored without it.
    { name: 'search', path: '/search?q=harbour', noindex: true },
    { name: 'photo article', path: `/blog/${photoSlug}` },
    { name: 'rich post', path: `/blog/${richSlug}` },
    // Issue 26's target for a page of five embeds (their facades' boxes and the player script): performance 95.
    { name: 'embeds', path: `/blog/${embedsSlug}`, budget: { performance: 95 } },
    { name: '404 (unknown path)', path: '/no-such-page', notFound: true },
    { name: '404 (unknown post)', path: '/blog/no-such-post', notFound: true },
  ];
}

/** Lighthouse's CLI through `npm exec` (the pinned version, from npm's cache once fetched). */
function spawnLighthouse(args, stdio) {
  return spawn('npm', ['exec', '--yes', `--package=${LIGHTHOUSE}`, '--', 'lighthouse', ...args], {
    cwd: root,
    env: { ...process.env, CHROME_PATH },
    stdio,
  });
}

/** Fetches Lighthouse before the site starts, so that a failed install shows at once and not as a failed audit. */
function prepareLighthouse() {
  return new Promise((resolve, reject) => {
    const child = spawnLighthouse(['--version'], ['ignore', 'pipe', 'pipe']);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`npm exec ${LIGHTHOUSE} exited with ${code}:\n${output}`));
      else resolve(output.trim());
    });
  });
}

/** One Lighthouse run in its own Chromium, as `lighthouse URL` runs from a terminal. */
function runLighthouse(url, notFound, outputPath) {
  const args = [
    url,
    '--output=json',
    `--output-path=${outputPath}`,
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS}`,
    ...(notFound ? ['--ignore-status-code'] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawnLighthouse(args, ['ignore', 'ignore', 'pipe']);
    let errors = '';
    child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-4000)));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`lighthouse ${url} exited with ${code}:\n${errors}`));
      else resolve(JSON.parse(readFileSync(outputPath, 'utf8')));
    });
  });
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART…): such a run is made again, twice at most. */
async function auditOnce(url, notFound, outputPath) {
  for (let attempt = 1; ; attempt++) {
    try {
      const lhr = await runLighthouse(url, notFound, outputPath);
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      return lhr;
    } catch (error) {
      if (attempt === 3) throw error;
      const lines = String(error.message).split('\n').filter((line) => line.trim());
      console.log(`(run again: ${lines.slice(0, 2).join(' ')})`);
    }
  }
}

async function audit(baseUrl, page) {
  const file = (run) => path.join(REPORTS, `${page.name.replace(/\W+/g, '-')}-${run}.json`);
  const runs = [];
  for (let run = 1; run <= RUNS; run++) runs.push(await auditOnce(`${baseUrl}${page.path}`, page.notFound, file(run)));
  const median = pickMedianRun(runs);
  writeFileSync(path.join(REPORTS, `${page.name.replace(/\W+/g, '-')}.json`), JSON.stringify(median));
  for (let run = 1; run <= RUNS; run++) rmSync(file(run), { force: true });
  return pageResult(page, median, runs);
}

const cell = (value, width) => String(value).padEnd(width);

function printTable(results) {
  const columns = [
    ['page', 20],
    ['path', 30],
    ['perf', 6],
    ['a11y', 6],
    ['best pr.', 9],
    ['SEO', 6],
    ['LCP', 8],
    ['CLS', 7],
    ['FCP', 8],
    ['TBT', 8],
    ['kB to paint', 12],
    ['kB of JS', 9],
    ['perf over runs', 15],
  ];
  // A long path would push the other columns out of line.
  columns[1][1] = Math.max(columns[1][1], ...results.map((result) => result.path.length + 2));
  console.log(columns.map(([name, width]) => cell(name, width)).join(''));
  for (const result of results) {
    const row = [
      result.name,
      result.path,
      ...CATEGORIES.map((id) => `${result.scores[id]}${id in result.adjusted ? '*' : ''}`),
      `${(result.metrics.lcp / 1000).toFixed(2)} s`,
      result.metrics.cls.toFixed(3),
      `${(result.metrics.fcp / 1000).toFixed(2)} s`,
      `${Math.round(result.metrics.tbt)} ms`,
      (result.bytes.firstPaint / 1000).toFixed(1),
      (result.bytes.script / 1000).toFixed(1),
      result.performanceRuns.join(' '),
    ];
    console.log(row.map((value, index) => cell(value, columns[index][1])).join(''));
  }
  console.log(
    'kB to paint: the document (its CSS inlined) and anything render-blocking, as sent (compressed); ' +
      'kB of JS: every script the page fetched (the app comes after load).',
  );
  const adjusted = results.filter((result) => Object.keys(result.adjusted).length);
  if (adjusted.length) {
    console.log(
      '* on a 404 page: SEO without http-status-code and is-crawlable, best practices without the one console line ' +
        "Chromium logs for the page's own 404 status; on the search page (noindex): SEO without is-crawlable; " +
        'all fail there by design. Raw scores: ' +
        adjusted.map((result) => `${result.name} ${Object.entries(result.adjusted).map(([id, score]) => `${id} ${score}`).join(' ')}`).join('; '),
    );
  }
}

async function main() {
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`LIGHTHOUSE_RUNS must be a positive whole number, not ${process.env.LIGHTHOUSE_RUNS}`);
  mkdirSync(REPORTS, { recursive: true });
  console.log(`Lighthouse ${await prepareLighthouse()} (npm exec --package=${LIGHTHOUSE})`);
  const site = await startSite();
  try {
    console.log('Seeding posts and cover photos…');
    const seeded = await seedSite(site.baseUrl);
    const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
    const chosen = pages(seeded).filter((page) => !only || only.includes(page.name));
    console.log(`Lighthouse ${RUNS} run(s) a page, mobile defaults, ${seeded.covers} cover photos; median runs:\n`);
    const results = [];
    for (const page of chosen) results.push(await audit(site.baseUrl, page));
    printTable(results);
    const misses = results.flatMap((result) => missedBudget(result).map((miss) => `${result.name}: ${miss}`));
    console.log(`\nBudget: performance ≥ ${BUDGET.performance}, other categories ${BUDGET.accessibility}, LCP ≤ ${BUDGET.lcpMs / 1000} s, CLS ${BUDGET.cls}.`);
    if (misses.length) {
      console.log(`Over budget:\n  ${misses.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log('Every page within budget.');
    }
  } finally {
    await site.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

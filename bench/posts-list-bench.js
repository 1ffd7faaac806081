// The posts-list part of `npm run bench` (issue 27, point 3): BENCH_LIST_POSTS (2,000) posts inserted
// in one statement, then the admin's filtered list as the dashboard asks for it (each post without its
// text), GET /api/posts?status=draft&title=…&sort=updated&view=summary,
// loaded at BENCH_LIST_CONNECTIONS (10) for BENCH_SECONDS, against a reference (node:http and pg
// running the same statement, no framework, no cache) in the same run; the statement's plan; and in
// Chromium, the time from navigating to /dashboard/posts with the filter in its address until the
// filtered rows are drawn (median of BENCH_LIST_ROUNDS fresh pages), and from choosing a filter in the
// open list until its rows are drawn. Targets: API p99 under 50 ms,
// screen under 500 ms. Reports, asserts nothing.
/* global document, window -- in the functions handed to the page */
import autocannon from 'autocannon';
import http from 'node:http';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../frontend/e2e/support/chromium-options.js';
import { FOLIO, startFolio, stopFolio, TOKEN } from './folio-process.js';
import { ownDatabase } from './own-database.js';

const POSTS = Number(process.env.BENCH_LIST_POSTS ?? 2000);
const CONNECTIONS = Number(process.env.BENCH_LIST_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_LIST_ROUNDS ?? 7);
const REFERENCE_PORT = 3905;
export const TARGETS = { apiP99Ms: 50, screenMs: 500 };

const WORDS = ['Harbour', 'Lantern', 'Orchard', 'Meadow', 'Granite'];
/** Every 4th post a draft; titles cycle through WORDS, so the filter below matches POSTS / 20 drafts. */
const INSERT_POSTS = `
  INSERT INTO posts (title, slug, content_text, content_html, excerpt, status, type, reading_time_minutes, published_at, created_at, updated_at)
  SELECT words[i % 5 + 1] || ' note ' || i, lower(words[i % 5 + 1]) || '-note-' || i, repeat('Note ' || i || '. ', 200), '<p>Note ' || i || '.</p>', 'Note ' || i || '.',
    CASE WHEN i % 4 = 0 THEN 'draft' ELSE 'published' END, 'post', 1,
    CASE WHEN i % 4 = 0 THEN NULL ELSE now() - i * interval '1 hour' END, now() - i * interval '1 hour', now() - i * interval '1 minute'
  FROM generate_series(1, $2::int) AS i, (SELECT $1::text[] AS words) AS w`;
const TAG_POSTS = `
  WITH tag AS (INSERT INTO tags (name, slug) VALUES ('Travel', 'travel') RETURNING id)
  INSERT INTO post_tags (post_id, tag_id) SELECT p.id, tag.id FROM posts p, tag WHERE p.title LIKE '%0'`;

const FILTER = 'status=draft&title=orchard&sort=updated';
/** What the dashboard's list asks for (features/posts/api.ts): the filter's posts without their text. */
const LIST_QUERY = `${FILTER}&view=summary`;
const pageOf = () => 1 + Math.floor(Math.random() * Math.max(1, Math.floor(POSTS / 20 / 20)));

/** The columns of a post in a summary (PostsRepository's SUMMARY_COLUMNS). */
const SUMMARY_COLUMNS = [
  'id', 'title', 'slug', 'excerpt', 'status', 'type', 'cover_image_url', 'cover_image_alt', 'cover_image_srcset', 'cover_image_webp_srcset',
  'reading_time_minutes', 'created_at', 'updated_at', 'published_at', 'version',
].map((column) => `post.${column}`).join(', ');

/** The statement PostsRepository.findPage runs for LIST_QUERY (with a title filter: the page and its count from one reading), as the reference runs it too. */
const LIST_SQL = `
  SELECT page.*, (
    SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'slug', t.slug) ORDER BY lower(t.name), t.name), '[]')
    FROM post_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.post_id = page.id) AS tags
  FROM (
    SELECT ${SUMMARY_COLUMNS}, count(*) OVER ()::int AS total FROM posts post
    WHERE post.status = $1 AND regexp_replace(normalize(post.title, NFD), '[\\u0300-\\u036f]', '', 'g') ILIKE $2
    ORDER BY post.updated_at DESC, post.id DESC LIMIT $3 OFFSET $4
  ) page
  ORDER BY page.updated_at DESC, page.id DESC`;

function startReference(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url, 'http://reference');
    const page = Number(url.searchParams.get('page') ?? 1);
    const { rows } = await pool.query(LIST_SQL, ['draft', `%${url.searchParams.get('title')}%`, 20, (page - 1) * 20]);
    const items = rows.map(({ total: _total, ...post }) => post);
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ items, total: rows[0]?.total ?? 0, page, limit: 20 }));
  });
  return new Promise((resolve) => server.listen(REFERENCE_PORT, '127.0.0.1', () => resolve({ server, pool })));
}

function load(base, duration) {
  const options = {
    url: `${base}/api/posts?${LIST_QUERY}`,
    connections: CONNECTIONS,
    duration,
    headers: { Authorization: `Bearer ${TOKEN}` },
    requests: [{ setupRequest: (request) => ({ ...request, path: `/api/posts?${LIST_QUERY}&page=${pageOf()}` }) }],
  };
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

async function measureApi(base) {
  await load(base, 2);
  const result = await load(base, SECONDS);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Fresh pages (cold app cache, warm HTTP cache as a returning admin has): ms from navigation start to `rows` filtered rows drawn. */
async function measureScreen(browser, query, firstTitle) {
  const times = [];
  for (let round = 0; round < ROUNDS + 1; round++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((token) => window.localStorage.setItem('adminToken', token), TOKEN);
    const page = await context.newPage();
    await page.goto(`${FOLIO}/dashboard/posts${query}`, { waitUntil: 'commit' });
    const drawn = await page.waitForFunction(
      (title) => {
        const rows = document.querySelectorAll('tbody th[scope="row"]');
        return rows.length > 0 && rows[0].textContent === title ? performance.now() : false;
      },
      firstTitle,
      { polling: 'raf', timeout: 30_000 },
    );
    if (round > 0) times.push(await drawn.jsonValue());
    await context.close();
  }
  return { medianMs: median(times), maxMs: Math.max(...times) };
}

/** In an open list (no filter), ms from choosing Drafts in the Status select until the drafts are drawn (median of ROUNDS). */
async function measureFilterApplied(browser, firstTitle) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((token) => window.localStorage.setItem('adminToken', token), TOKEN);
  const page = await context.newPage();
  const times = [];
  try {
    for (let round = 0; round < ROUNDS + 1; round++) {
      await page.goto(`${FOLIO}/dashboard/posts?sort=updated`);
      await page.locator('tbody th[scope="row"]').first().waitFor();
      const started = await page.evaluate(() => performance.now());
      await page.getByLabel('Status').selectOption('draft');
      const drawn = await page.waitForFunction(
        (title) => document.querySelector('tbody th[scope="row"]')?.textContent === title && performance.now(),
        firstTitle,
        { polling: 'raf', timeout: 30_000 },
      );
      if (round > 0) times.push((await drawn.jsonValue()) - started);
    }
  } finally {
    await context.close();
  }
  return { medianMs: median(times), maxMs: Math.max(...times) };
}

export async function benchPostsList(serverUrl, dataDir) {
  const databaseUrl = await ownDatabase(serverUrl, 'folio_bench_posts_list');
  const folio = await startFolio(databaseUrl, dataDir);
  const client = new pg.Client({ connectionString: databaseUrl });
  let reference;
  let browser;
  try {
    await client.connect();
    const seedStarted = performance.now();
    await client.query(INSERT_POSTS, [WORDS, POSTS]);
    await client.query(TAG_POSTS);
    await client.query('ANALYZE posts');
    const seedMs = performance.now() - seedStarted;
    const plan = (await client.query(`EXPLAIN (ANALYZE, BUFFERS OFF) ${LIST_SQL}`, ['draft', '%orchard%', 20, 0])).rows.map((row) => row['QUERY PLAN']);

    reference = await startReference(databaseUrl);
    const api = { folio: await measureApi(FOLIO), reference: await measureApi(`http://127.0.0.1:${REFERENCE_PORT}`) };

    const first = async (query) => ((await (await fetch(`${FOLIO}/api/posts?${query}&limit=1`, { headers: { Authorization: `Bearer ${TOKEN}` } })).json()).items[0].title);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
    const screen = {
      filtered: await measureScreen(browser, `?${FILTER}`, await first(FILTER)),
      unfiltered: await measureScreen(browser, '', await first('sort=created')),
      applied: await measureFilterApplied(browser, await first('status=draft&sort=updated')),
    };
    return { date: new Date().toISOString(), posts: POSTS, connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS, seedMs, filter: FILTER, apiQuery: LIST_QUERY, api, screen, plan, targets: TARGETS };
  } finally {
    await browser?.close();
    if (reference) {
      reference.server.close();
      await reference.pool.end();
    }
    await client.end().catch(() => {});
    await stopFolio(folio);
  }
}

export function printPostsList(result) {
  console.log(
    `\nPosts list: ${result.posts} posts inserted in one statement (${result.seedMs.toFixed(0)} ms); GET /api/posts?${result.apiQuery ?? result.filter}&page=N with the admin token, ` +
      `${result.connections} connections for ${result.seconds} s, against node:http + pg running the same statement.`,
  );
  const row = (name, figures) => ({ server: name, 'req/s': figures.rps.toFixed(0), 'p50 ms': figures.p50, 'p99 ms': figures.p99, errors: figures.errors });
  console.table([row('Folio', result.api.folio), row('reference', result.api.reference)]);
  console.log(`API p99 target < ${result.targets.apiP99Ms} ms: ${result.api.folio.p99 < result.targets.apiP99Ms ? 'met' : 'NOT met'}; Folio/reference req/s ${(result.api.folio.rps / result.api.reference.rps).toFixed(2)}`);
  console.log(`\nThe statement's plan (${result.filter}, page 1):\n${result.plan.map((line) => `  ${line}`).join('\n')}`);
  console.log(`\nIn Chromium, from navigation to the rows drawn (median of ${result.rounds} fresh pages):`);
  console.table([
    { page: `/dashboard/posts?${result.filter}`, 'median ms': result.screen.filtered.medianMs.toFixed(0), 'max ms': result.screen.filtered.maxMs.toFixed(0) },
    { page: '/dashboard/posts (no filter)', 'median ms': result.screen.unfiltered.medianMs.toFixed(0), 'max ms': result.screen.unfiltered.maxMs.toFixed(0) },
    { page: 'Status: Drafts chosen in the open list', 'median ms': result.screen.applied.medianMs.toFixed(0), 'max ms': result.screen.applied.maxMs.toFixed(0) },
  ]);
  const met = (figures) => (figures.medianMs < result.targets.screenMs ? 'met' : 'NOT met');
  console.log(`Screen target < ${result.targets.screenMs} ms: opened with the filter ${met(result.screen.filtered)}; filter chosen in the open list ${met(result.screen.applied)}`);
}

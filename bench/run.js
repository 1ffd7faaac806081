// `npm run bench`: Folio against references measured side by side in the same run, because
// absolute numbers on a shared 2-core machine say little. Prints tables, writes
// bench/results.json, asserts nothing. `node bench/run.js posts`, `images`, `bundle`, `limits`,
// `memory`, `transfer`, `workflow`, `revisions`, `responsive`, `render`, `newsletter`, `subscribe`, `jobs`, `first-tap`, `postslist`, `ghost`, `apikeys`, `search` or `stats` runs one part; results.json keeps the other parts' last figures (and soak.js's).
//   BENCH_POSTS (1000)  BENCH_SECONDS (10)  BENCH_CONNECTIONS (20)  BENCH_IMAGE_ROUNDS (8)
//   BENCH_BUNDLE_ROUNDS (5)  BENCH_IMPORT_POSTS (1000)  BENCH_IMPORT_IMAGES (500)  BENCH_IMPORT_ONLY  BENCH_TRACE_FILE  BENCH_PORT (3901)  BENCH_IMAGE_PORT (3904)  FRONTEND_DIST (dist/frontend): the built web app the bundle part serves
//   BENCH_REVISIONS (500)  BENCH_REVISIONS_ROUNDS (20)  BENCH_RENDER_POSTS (30)  BENCH_RENDER_READS (50)  BENCH_SUBSCRIBERS (10000)
//   BENCH_JOB_QUERIES (500000)  BENCH_JOB_WARM_UP (20000)  BENCH_SUBSCRIBE_TRIES (50)  BENCH_FIRST_TAP_ROUNDS (5)
//   BENCH_LIST_POSTS (2000)  BENCH_LIST_CONNECTIONS (10)  BENCH_LIST_ROUNDS (7)  BENCH_GHOST_SESSIONS (100)  BENCH_SEARCH_POSTS (10000)  BENCH_STATS_ROUNDS (2)
import autocannon from 'autocannon';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EmbeddedPostgresLauncher } from '../dist/backend/database/embedded-postgres.launcher.js';
import { benchApiKeys, printApiKeys } from './api-keys-revocation-bench.js';
import { benchBundle, printBundle } from './bundle-bench.js';
import { benchFirstTap, printFirstTap } from './first-tap-bench.js';
import { FOLIO, startFolio, stopFolio, TOKEN } from './folio-process.js';
import { benchImages, printImages } from './image-bench.js';
import { benchLimits, printLimits } from './limits-bench.js';
import { benchMemory, printMemory } from './memory.js';
import { benchTransfer, printTransfer } from './transfer-bench.js';
import { benchWorkflow, printWorkflow } from './workflow-bench.js';
import { benchRevisions, printRevisions } from './revisions-bench.js';
import { benchRender, printRender } from './render-bench.js';
import { benchNewsletter, printNewsletter } from './newsletter-bench.js';
import { benchJobs, printJobs } from './jobs-bench.js';
import { benchPostsList, printPostsList } from './posts-list-bench.js';
import { benchGhostAdmin, printGhostAdmin } from './ghost-admin-bench.js';
import { benchSearch, printSearch } from './search-bench.js';
import { benchStats, printStats } from './stats-bench.js';
import { benchSubscribe, printSubscribe } from './subscribe-bench.js';
import { benchResponsiveImages, printResponsiveImages } from './responsive-images-bench.js';
import { startReferenceServer } from './reference-server.js';
import { SEARCH_WORDS, seedPosts } from './seed-posts.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(root, 'bench', 'results.json');
const PARTS = ['posts', 'images', 'bundle', 'limits', 'memory', 'transfer', 'workflow', 'revisions', 'responsive', 'render', 'newsletter', 'subscribe', 'jobs', 'first-tap', 'postslist', 'ghost', 'apikeys', 'search', 'stats'];
/** Kept under their own key in results.json (the parts, and soak.js's figures); the posts figures sit at the top level. */
const NESTED_PARTS = [...PARTS.filter((part) => part !== 'posts'), 'soak'];
const POSTS = Number(process.env.BENCH_POSTS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const REFERENCE = 'http://127.0.0.1:3902';
const REPLAY = 'http://127.0.0.1:3903';
const quiet = { info: () => {}, warn: console.warn, debug: () => {} };

/** Node's own HTTP server replaying the bytes Folio sent: the floor for routes without a database. */
async function startReplay(paths) {
  const recorded = new Map();
  for (const route of paths) {
    const response = await fetch(`${FOLIO}${route}`);
    recorded.set(route, { type: response.headers.get('content-type'), body: await response.text() });
  }
  const server = http.createServer((request, response) => {
    const answer = recorded.get(request.url);
    response.writeHead(answer ? 200 : 404, { 'Content-Type': answer?.type ?? 'text/plain' });
    response.end(answer?.body ?? '');
  });
  await new Promise((resolve) => server.listen(3903, '127.0.0.1', resolve));
  return server;
}

function load(base, scenario, duration) {
  const options = { url: `${base}${scenario.path}`, connections: CONNECTIONS, duration };
  if (scenario.randomPath) options.requests = [{ setupRequest: (request) => ({ ...request, path: scenario.randomPath() }) }];
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

async function measure(scenario) {
  const results = {};
  for (const [name, base] of [['folio', FOLIO], ['reference', scenario.reference]]) {
    await load(base, scenario, 2);
    const result = await load(base, scenario, SECONDS);
    results[name] = { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
  }
  return { name: scenario.name, path: scenario.path, ...results, ratio: results.folio.rps / results.reference.rps };
}

const randomSearch = () => `/api/posts?q=${SEARCH_WORDS[Math.floor(Math.random() * SEARCH_WORDS.length)]}&page=${1 + Math.floor(Math.random() * 5000)}`;

const SLUG = `bench-story-${Math.floor(POSTS / 2)}`;

/**
 * Cached public reads appear twice: against node:http + pg running the same queries (what a
 * minimal server would do per request), and against node:http replaying the bytes from memory (the
 * machine's limit for that answer, which issue 13 asks Folio to reach half of).
 */
const SCENARIOS = [
  { name: 'post list (20)', path: '/api/posts?limit=20', reference: REFERENCE },
  { name: 'post list (20), replayed', path: '/api/posts?limit=20', reference: REPLAY },
  { name: 'post by slug', path: `/api/posts/${SLUG}`, reference: REFERENCE },
  { name: 'post by slug, replayed', path: `/api/posts/${SLUG}`, reference: REPLAY },
  { name: 'RSS feed (20 posts), replayed', path: '/rss.xml', reference: REPLAY },
  { name: 'search, same words', path: '/api/posts?q=lantern', reference: REFERENCE },
  { name: 'search, every query new', path: '/api/posts?q=lantern&page=2', randomPath: randomSearch, reference: REFERENCE },
  { name: 'liveness', path: '/healthz', reference: REPLAY },
  { name: 'home page, rendered', path: '/', reference: REPLAY },
  { name: 'post page, rendered', path: `/blog/${SLUG}`, reference: REPLAY },
  { name: 'SPA shell', path: '/admin', reference: REPLAY },
];

async function benchPosts(databaseUrl, dataDir) {
  const folio = await startFolio(databaseUrl, dataDir);
  const closers = [];
  try {
    console.log(`Writing ${POSTS} posts through the API...`);
    await seedPosts(FOLIO, TOKEN, POSTS);
    const reference = await startReferenceServer(databaseUrl, 3902);
    closers.push(() => reference.close());
    const replay = await startReplay(SCENARIOS.filter((scenario) => scenario.reference === REPLAY).map((scenario) => scenario.path));
    closers.push(() => replay.close());
    const rows = [];
    for (const scenario of SCENARIOS) rows.push(await measure(scenario));
    return { date: new Date().toISOString(), posts: POSTS, seconds: SECONDS, connections: CONNECTIONS, rows };
  } finally {
    for (const close of closers) await close();
    await stopFolio(folio);
  }
}

function printPosts({ rows }) {
  console.log(`\n${POSTS} posts, ${CONNECTIONS} connections, ${SECONDS} s per run after a 2 s warm-up.`);
  console.log('Reference: node:http + pg running the same queries for /api routes; node:http replaying the bytes otherwise.');
  console.table(
    rows.map((row) => ({
      scenario: row.name,
      'Folio req/s': Math.round(row.folio.rps),
      'Folio p50/p99 ms': `${row.folio.p50}/${row.folio.p99}`,
      'reference req/s': Math.round(row.reference.rps),
      'reference p50/p99 ms': `${row.reference.p50}/${row.reference.p99}`,
      'Folio / reference': row.ratio.toFixed(2),
      'Folio errors': row.folio.errors,
    })),
  );
}

function chosenParts() {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((part) => !PARTS.includes(part));
  if (unknown.length) {
    console.error(`Unknown bench part ${unknown.join(', ')}: choose from ${PARTS.join(', ')}, or none for all`);
    process.exit(2);
  }
  return asked.length ? [...new Set(asked)] : PARTS;
}

/** The posts figures at the top level (as before the other parts existed), the others under their part's name. */
function saveResults(measured) {
  const previous = existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')) : {};
  const previousPosts = Object.fromEntries(Object.entries(previous).filter(([key]) => !NESTED_PARTS.includes(key)));
  const others = {};
  for (const part of NESTED_PARTS) {
    const figures = measured[part] ?? previous[part];
    if (figures) others[part] = figures;
  }
  writeFileSync(RESULTS, `${JSON.stringify({ ...(measured.posts ?? previousPosts), ...others }, null, 2)}\n`);
}

async function main() {
  const parts = chosenParts();
  const pgDir = mkdtempSync(path.join(os.tmpdir(), 'folio-bench-pg-'));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-bench-'));
  for (const dir of [pgDir, dataDir]) chmodSync(dir, 0o755);
  for (const part of parts) mkdirSync(path.join(dataDir, part));
  const launcher = new EmbeddedPostgresLauncher(pgDir, quiet);
  const databaseUrl = await launcher.start();
  try {
    const measured = {};
    if (parts.includes('posts')) measured.posts = await benchPosts(databaseUrl, path.join(dataDir, 'posts'));
    if (parts.includes('images')) measured.images = await benchImages(databaseUrl, path.join(dataDir, 'images'));
    if (parts.includes('bundle')) measured.bundle = await benchBundle(databaseUrl, path.join(dataDir, 'bundle'));
    if (parts.includes('limits')) measured.limits = await benchLimits(databaseUrl, path.join(dataDir, 'limits'));
    if (parts.includes('memory')) measured.memory = await benchMemory(databaseUrl, path.join(dataDir, 'memory'));
    if (parts.includes('transfer')) measured.transfer = await benchTransfer(databaseUrl, path.join(dataDir, 'transfer'));
    if (parts.includes('workflow')) measured.workflow = await benchWorkflow(databaseUrl, path.join(dataDir, 'workflow'));
    if (parts.includes('revisions')) measured.revisions = await benchRevisions(databaseUrl, path.join(dataDir, 'revisions'));
    if (parts.includes('render')) measured.render = await benchRender(databaseUrl, path.join(dataDir, 'render'));
    if (parts.includes('responsive')) measured.responsive = await benchResponsiveImages(databaseUrl, path.join(dataDir, 'responsive'));
    if (parts.includes('newsletter')) measured.newsletter = await benchNewsletter(databaseUrl, path.join(dataDir, 'newsletter'));
    if (parts.includes('subscribe')) measured.subscribe = await benchSubscribe(databaseUrl, path.join(dataDir, 'subscribe'));
    if (parts.includes('jobs')) measured.jobs = await benchJobs(databaseUrl);
    if (parts.includes('first-tap')) measured['first-tap'] = await benchFirstTap(databaseUrl, path.join(dataDir, 'first-tap'));
    if (parts.includes('postslist')) measured.postslist = await benchPostsList(databaseUrl, path.join(dataDir, 'postslist'));
    if (parts.includes('ghost')) measured.ghost = await benchGhostAdmin(databaseUrl, path.join(dataDir, 'ghost'));
    if (parts.includes('apikeys')) measured.apikeys = await benchApiKeys(databaseUrl, path.join(dataDir, 'apikeys'));
    if (parts.includes('search')) measured.search = await benchSearch(databaseUrl, path.join(dataDir, 'search'));
    if (parts.includes('stats')) measured.stats = await benchStats(databaseUrl, path.join(dataDir, 'stats'));
    saveResults(measured);
    if (measured.posts) printPosts(measured.posts);
    if (measured.images) printImages(measured.images);
    if (measured.bundle) printBundle(measured.bundle);
    if (measured.limits) printLimits(measured.limits);
    if (measured.memory) printMemory(measured.memory);
    if (measured.transfer) printTransfer(measured.transfer);
    if (measured.workflow) printWorkflow(measured.workflow);
    if (measured.revisions) printRevisions(measured.revisions);
    if (measured.render) printRender(measured.render);
    if (measured.responsive) printResponsiveImages(measured.responsive);
    if (measured.newsletter) printNewsletter(measured.newsletter);
    if (measured.subscribe) printSubscribe(measured.subscribe);
    if (measured.jobs) printJobs(measured.jobs);
    if (measured['first-tap']) printFirstTap(measured['first-tap']);
    if (measured.postslist) printPostsList(measured.postslist);
    if (measured.ghost) printGhostAdmin(measured.ghost);
    if (measured.apikeys) printApiKeys(measured.apikeys);
    if (measured.search) printSearch(measured.search);
    if (measured.stats) printStats(measured.stats);
  } finally {
    await launcher.stop();
    rmSync(pgDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

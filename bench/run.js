// `npm run bench`: Folio against references measured side by side in the same run, because
// absolute numbers on a shared 2-core machine say little. Prints a table, writes
// bench/results.json, asserts nothing.
//   BENCH_POSTS (1000)  BENCH_SECONDS (10)  BENCH_CONNECTIONS (20)
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EmbeddedPostgresLauncher } from '../dist/backend/database/embedded-postgres.launcher.js';
import { startReferenceServer } from './reference-server.js';
import { SEARCH_WORDS, seedPosts } from './seed-posts.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const POSTS = Number(process.env.BENCH_POSTS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const TOKEN = 'bench-admin-token-0123456789';
const FOLIO = 'http://127.0.0.1:3901';
const REFERENCE = 'http://127.0.0.1:3902';
const REPLAY = 'http://127.0.0.1:3903';
const quiet = { info: () => {}, warn: console.warn, debug: () => {} };

async function startFolio(databaseUrl, dataDir) {
  const child = spawn(process.execPath, [path.join(root, 'dist/backend/main.js')], {
    env: { ...process.env, PORT: '3901', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', NODE_ENV: 'production', ADMIN_TOKEN: TOKEN, SEED_SAMPLE_CONTENT: 'false' },
    stdio: 'inherit',
  });
  for (let waited = 0; waited < 60_000; waited += 200) {
    if (await fetch(`${FOLIO}/healthz`).then((response) => response.ok, () => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('Folio did not start within 60 s');
}

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

const SCENARIOS = [
  { name: 'post list (20)', path: '/api/posts?limit=20', reference: REFERENCE },
  { name: 'post by slug', path: `/api/posts/bench-story-${Math.floor(POSTS / 2)}`, reference: REFERENCE },
  { name: 'search, same words', path: '/api/posts?q=lantern', reference: REFERENCE },
  { name: 'search, every query new', path: '/api/posts?q=lantern&page=2', randomPath: randomSearch, reference: REFERENCE },
  { name: 'liveness', path: '/healthz', reference: REPLAY },
  { name: 'SPA shell', path: '/', reference: REPLAY },
];

async function main() {
  const pgDir = mkdtempSync(path.join(os.tmpdir(), 'folio-bench-pg-'));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-bench-'));
  for (const dir of [pgDir, dataDir]) chmodSync(dir, 0o755);
  const launcher = new EmbeddedPostgresLauncher(pgDir, quiet);
  const databaseUrl = await launcher.start();
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
    writeFileSync(
      path.join(root, 'bench', 'results.json'),
      `${JSON.stringify({ date: new Date().toISOString(), posts: POSTS, seconds: SECONDS, connections: CONNECTIONS, rows }, null, 2)}\n`,
    );
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
  } finally {
    for (const close of closers) await close();
    folio.kill('SIGINT');
    await new Promise((resolve) => folio.on('exit', resolve));
    await launcher.stop();
    rmSync(pgDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

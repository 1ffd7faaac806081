// The search part of `npm run bench` (issue 29, target: p99 under 50 ms over 10,000 posts at 20
// connections, a new query each request): BENCH_SEARCH_POSTS (10,000) posts of made-up words
// inserted in one statement (the search triggers index them as they go in), then GET /api/search
// at BENCH_CONNECTIONS (20) for BENCH_SECONDS, each request a new query drawn from the vocabulary:
// one to three words, a phrase, an excluded word, `or`, and a misspelling (the fallback's path),
// against a reference in the same run: node:http and pg running Folio's own SearchService and
// SearchRepository (the same statements), without the framework. Reports the figures, the machine's
// load while they were taken and the plan of one query; asserts nothing.
import autocannon from 'autocannon';
import http from 'node:http';
import os from 'node:os';
import pg from 'pg';
import { SearchRepository } from '../dist/backend/search/search.repository.js';
import { SearchService } from '../dist/backend/search/search.service.js';
import { FOLIO, startFolio, stopFolio } from './folio-process.js';
import { ownDatabase } from './own-database.js';
import { mulberry32 } from './seeded-random.js';

const POSTS = Number(process.env.BENCH_SEARCH_POSTS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const REFERENCE_PORT = 3906;
export const TARGETS = { p99Ms: 50 };

const SYLLABLES = ['ba', 'ren', 'tol', 'mi', 'sa', 'kor', 'lun', 'de', 'vat', 'pi', 'om', 'gra', 'nel', 'fu', 'tes', 'ar', 'lo', 'quin', 'bel', 'hu', 'zan', 'et', 'mor', 'ci'];
const VOCABULARY_SIZE = 4000;
const BODY_WORDS = 300;

/** Made-up words of two to four syllables, the same on every run. */
function vocabulary(random) {
  const words = new Set();
  while (words.size < VOCABULARY_SIZE) {
    const length = 2 + Math.floor(random() * 3);
    words.add(Array.from({ length }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join(''));
  }
  return [...words];
}

/** Skewed as real text is: a few words are everywhere, most are rare. */
const skewedWord = (words, random) => words[Math.floor(words.length * random() ** 2.5)];
const anyWord = (words, random) => words[Math.floor(words.length * random())];

function corpus(words, random) {
  const titles = [];
  const bodies = [];
  for (let index = 0; index < POSTS; index++) {
    titles.push(Array.from({ length: 3 + Math.floor(random() * 4) }, () => anyWord(words, random)).join(' '));
    const sentence = () => `${Array.from({ length: 12 }, () => skewedWord(words, random)).join(' ')}.`;
    bodies.push(Array.from({ length: BODY_WORDS / 12 }, sentence).join(' '));
  }
  return { titles, bodies };
}

const INSERT_POSTS = `
  INSERT INTO posts (title, slug, content_text, content_html, excerpt, status, type, reading_time_minutes, published_at, created_at, updated_at)
  SELECT title, 'search-bench-' || n, body, '<p>' || body || '</p>', left(body, 160), CASE WHEN n % 10 = 0 THEN 'draft' ELSE 'published' END, 'post', 2,
    now() - n * interval '1 hour', now() - n * interval '1 hour', now() - n * interval '1 hour'
  FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS corpus(title, body, n)`;

/** A query as a reader might type it: mostly words, sometimes with the syntax, now and then misspelt. */
function randomQuery(words, random) {
  const word = () => anyWord(words, random);
  const kind = random();
  if (kind < 0.35) return word();
  if (kind < 0.6) return `${word()} ${word()}`;
  if (kind < 0.7) return `${skewedWord(words, random)} ${skewedWord(words, random)} ${word()}`;
  if (kind < 0.78) return `"${skewedWord(words, random)} ${skewedWord(words, random)}"`;
  if (kind < 0.86) return `${word()} -${skewedWord(words, random)}`;
  if (kind < 0.93) return `${word()} or ${word()}`;
  const typo = word();
  const at = 1 + Math.floor(random() * (typo.length - 2));
  return typo.slice(0, at) + typo[at + 1] + typo[at] + typo.slice(at + 2);
}

function startReference(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const service = new SearchService(new SearchRepository({ query: async (sql, params) => (await pool.query(sql, params)).rows }));
  const server = http.createServer(async (request, response) => {
    try {
      const url = new URL(request.url, 'http://reference');
      const answer = await service.search({ q: url.searchParams.get('q') ?? '', page: 1, limit: 10 });
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(answer));
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  return new Promise((resolve) => server.listen(REFERENCE_PORT, '127.0.0.1', () => resolve({ server, pool })));
}

function load(base, words, random, duration) {
  const options = {
    url: `${base}/api/search?q=x`,
    connections: CONNECTIONS,
    duration,
    requests: [{ setupRequest: (request) => ({ ...request, path: `/api/search?q=${encodeURIComponent(randomQuery(words, random))}` }) }],
  };
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

export async function benchSearch(serverUrl, dataDir) {
  const databaseUrl = await ownDatabase(serverUrl, 'folio_bench_search');
  const folio = await startFolio(databaseUrl, dataDir);
  const client = new pg.Client({ connectionString: databaseUrl });
  let reference;
  try {
    await client.connect();
    const random = mulberry32(29);
    const words = vocabulary(random);
    const { titles, bodies } = corpus(words, random);
    const seedStarted = performance.now();
    await client.query(INSERT_POSTS, [titles, bodies]);
    await client.query('ANALYZE');
    const seedMs = performance.now() - seedStarted;
    const sample = `${words[10]} ${words[2000]}`;
    // search_matches()'s statement, with sequential scans off as the function runs it (SearchSpeed1764400011000).
    await client.query('SET enable_seqscan = off');
    const plan = (
      await client.query(
        `EXPLAIN (ANALYZE, BUFFERS)
         SELECT count(*), max(ts_rank(s.heading, q)) FROM post_search s, websearch_to_tsquery('folio_search', $1) q WHERE s.document @@ q AND s.visible`,
        [sample],
      )
    ).rows.map((row) => row['QUERY PLAN']);
    await client.query('RESET enable_seqscan');
    reference = await startReference(databaseUrl);
    const measure = async (base) => {
      await load(base, words, random, 2);
      const result = await load(base, words, random, SECONDS);
      return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
    };
    const loadBefore = os.loadavg()[0];
    const api = { folio: await measure(FOLIO), reference: await measure(`http://127.0.0.1:${REFERENCE_PORT}`) };
    return { date: new Date().toISOString(), posts: POSTS, connections: CONNECTIONS, seconds: SECONDS, seedMs, api, load: { before: loadBefore, after: os.loadavg()[0] }, cores: os.cpus().length, sample, plan, targets: TARGETS };
  } finally {
    if (reference) {
      // Requests the load left in flight finish first: the pool ends once the server has closed.
      await new Promise((resolve) => reference.server.close(resolve));
      await reference.pool.end();
    }
    await client.end().catch(() => {});
    await stopFolio(folio);
  }
}

export function printSearch(result) {
  console.log(
    `\nSearch: ${result.posts} posts (a tenth drafts) of ${BODY_WORDS} words inserted in one statement and indexed by the triggers (${(result.seedMs / 1000).toFixed(1)} s); ` +
      `GET /api/search, a new query each request, ${result.connections} connections for ${result.seconds} s.`,
  );
  const row = (name, figures) => ({ server: name, 'req/s': figures.rps.toFixed(0), 'p50 ms': figures.p50, 'p99 ms': figures.p99, errors: figures.errors });
  console.table([row('Folio', result.api.folio), row('reference (node:http + pg, the same service)', result.api.reference)]);
  console.log(`p99 target < ${result.targets.p99Ms} ms: ${result.api.folio.p99 < result.targets.p99Ms ? 'met' : 'NOT met'}; Folio/reference req/s ${(result.api.folio.rps / result.api.reference.rps).toFixed(2)}`);
  console.log(`Load average (1 min) on ${result.cores} cores: ${result.load.before.toFixed(2)} when the measured run started, ${result.load.after.toFixed(2)} at its end.`);
  console.log(`\nThe matching part's plan ("${result.sample}": the matches counted and ranked, as search_matches() runs it):`);
  console.log(result.plan.map((line) => `  ${line}`).join('\n'));
}

// Scenario 1: does the cache keep to its byte budget? 30 published posts of 190,000 characters,
// then 1,000 public list queries that are all different cache keys (search pairs, tag and page
// variations, /stories search pages), 10 at a time, with the server's RSS read every 100 ms.
import { FOLIO, TOKEN } from '../folio-process.js';
import { startRssSampler } from '../rss-sampler.js';
import { mulberry32 } from '../seeded-random.js';
import { seedPosts, TAGS } from '../seed-posts.js';
import { check, mib } from './checks.js';
import { freshDatabase, withFolio } from './folio-server.js';
import { percentile, probed, probeIdle, tenth } from './probe.js';

const POSTS = 30;
const POST_CHARS = 190_000;
const QUERIES = 1000;
const CONCURRENCY = 10;
/** The default budget, the one the target is set for: RSS may grow by the budget and 64 MiB more. */
const CACHE_MAX_MB = 64;
const GROWTH_LIMIT_MIB = CACHE_MAX_MB + 64;
/** Every post holds every one of these words, so any pair of them finds all 30 posts. */
const VOCABULARY = ['anchor', 'bramble', 'cinder', 'drizzle', 'estuary', 'fjord', 'glacier', 'heather', 'inlet', 'juniper',
  'kestrel', 'lichen', 'marram', 'nettle', 'osprey', 'pebble', 'quartz', 'rowan', 'shingle', 'thistle',
  'upland', 'vetch', 'wren', 'yarrow', 'alder', 'bracken', 'curlew', 'dune', 'eider', 'furze',
  'gorse', 'hollow', 'ivy', 'jetty', 'knoll', 'loam'];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function longRead(index) {
  const random = mulberry32(1000 + index);
  const word = () => VOCABULARY[Math.floor(random() * VOCABULARY.length)];
  const paragraphs = [`## Long read ${index}\n\n${VOCABULARY.join(' ')}.`];
  let length = paragraphs[0].length;
  while (length < POST_CHARS) {
    const sentences = Array.from({ length: 6 }, () => `The ${word()} by the ${word()} met the ${word()} and the ${word()} before the ${word()} turned.`);
    const paragraph = paragraphs.length % 12 === 0 ? `### Part ${paragraphs.length / 12}` : sentences.join(' ');
    paragraphs.push(paragraph);
    length += paragraph.length + 2;
  }
  const content = paragraphs.join('\n\n').slice(0, POST_CHARS).trim();
  return { title: `Long read ${index}`, content_text: content, tags: [TAGS[index % TAGS.length]] };
}

/** 1,000 distinct public list URLs: 3 in 5 full searches, 1 in 5 tagged pages, 1 in 5 /stories searches. */
function listUrls() {
  const urls = [];
  for (const [first, a] of VOCABULARY.entries()) {
    for (const b of VOCABULARY.filter((other) => other !== a)) {
      const n = urls.length;
      const q = encodeURIComponent(`${a} ${b}`);
      const kind = n % 5;
      if (kind < 3) urls.push(`/api/posts?limit=100&q=${q}`);
      else if (kind === 3) urls.push(`/api/posts?q=${q}&tag=${TAGS[first % TAGS.length]}&limit=${2 + (n % 7)}&page=${1 + (n % 3)}`);
      else urls.push(`/stories?q=${q}&page=${1 + (n % 4)}`);
      if (urls.length === QUERIES) return urls;
    }
  }
  return urls;
}

async function runQueries(urls) {
  const statuses = {};
  const failures = {};
  const latencies = [];
  let bytes = 0;
  let errors = 0;
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++];
      const started = performance.now();
      try {
        const response = await fetch(`${FOLIO}${url}`);
        bytes += (await response.arrayBuffer()).byteLength;
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (!response.ok) errors++;
        latencies.push(performance.now() - started);
      } catch (error) {
        const reason = error.cause?.code ?? error.message;
        failures[reason] = (failures[reason] ?? 0) + 1;
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  latencies.sort((a, b) => a - b);
  return { statuses, failures, errors, bytes, p50_ms: tenth(percentile(latencies, 0.5)), p99_ms: tenth(percentile(latencies, 0.99)) };
}

const meanKb = (samples) => samples.reduce((sum, sample) => sum + sample.kb, 0) / samples.length;

export async function cacheMemory(databaseUrl, dataDir) {
  const database = await freshDatabase(databaseUrl, 'folio_limits_cache');
  const env = { CACHE_MAX_MB: String(CACHE_MAX_MB) };
  console.log(`limits: writing ${POSTS} posts of ${POST_CHARS.toLocaleString('en')} characters...`);
  await withFolio(database, dataDir, env, () => seedPosts(FOLIO, TOKEN, POSTS, { concurrency: 2, post: longRead }));
  console.log(`limits: ${QUERIES} distinct list queries, ${CONCURRENCY} at a time, on a fresh server...`);
  return withFolio(database, dataDir, env, async (folio) => {
    // One request of each kind first (none of them among the 1,000), so that the baseline is a
    // server that has served lists, not one that has yet to load the code for them.
    for (const url of ['/api/posts?limit=100', '/api/posts?q=anchor&tag=news', '/stories?q=anchor']) await (await fetch(`${FOLIO}${url}`)).arrayBuffer();
    const idle = await probeIdle();
    const sampler = startRssSampler(folio.pid, 100);
    try {
      await sleep(1000);
      const baselineKb = meanKb(sampler.samples);
      const loadFrom = sampler.samples.length;
      const { result: queries, healthz } = await probed(() => runQueries(listUrls()));
      const loadTo = sampler.samples.length;
      await sleep(1000);
      const peakKb = Math.max(...sampler.samples.slice(loadFrom).map((sample) => sample.kb));
      const afterKb = meanKb(sampler.samples.slice(loadTo));
      const growth = mib(peakKb - baselineKb);
      return {
        posts: POSTS,
        post_chars: POST_CHARS,
        queries: QUERIES,
        concurrency: CONCURRENCY,
        cache_max_mb: CACHE_MAX_MB,
        ...queries,
        rss_mib: { baseline: mib(baselineKb), peak: mib(peakKb), after: mib(afterKb), growth },
        idle_healthz: idle,
        healthz,
        checks: [
          check('errors (non-2xx, connection)', queries.errors, '0', queries.errors === 0),
          check('RSS growth, MiB', growth, `≤ ${GROWTH_LIMIT_MIB}`, growth <= GROWTH_LIMIT_MIB, `baseline ${mib(baselineKb)} MiB, peak ${mib(peakKb)}, after ${mib(afterKb)}`),
        ],
      };
    } finally {
      sampler.stop();
    }
  });
}

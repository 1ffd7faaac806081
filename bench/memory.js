// The memory part of `npm run bench` (issue 13): the server's resident memory (VmRSS of its own
// process; PostgreSQL is other processes and is not counted) when idle: first after start-up, a
// fresh server on a database that already holds posts, then after a round of reads of every public
// kind, then after a few posts written through the API (the Markdown render workers start then).
// Each figure is read after BENCH_MEMORY_IDLE_SECONDS (10) with no request. Then (issue 24) a
// burst, all at once: eight 24 MP JPEG uploads, four saves of the most costly Markdown the limits
// allow (200,000 characters), and 1,000 distinct list queries (10 at a time), with the RSS read
// every BENCH_MEMORY_SAMPLE_MS; then BENCH_MEMORY_AFTER_SECONDS (120) with no request, and the RSS
// then against the start-up figure. Beside the targets (150 MiB idle after start-up, peak
// under 400 MiB, 1.25 × start-up two minutes after the burst); asserts nothing. `npm run soak`
// reports the maximum under a long load.
//   BENCH_MEMORY_POSTS (100)  BENCH_MEMORY_IDLE_SECONDS (10)  BENCH_MEMORY_AFTER_SECONDS (120)  BENCH_MEMORY_SAMPLE_MS (200)
import { drawPhotos, upload } from './limits/image-burst.js';
import { GENERATORS, save } from './limits/worst-markdown.js';
import { FOLIO, startFolio, stopFolio, TOKEN } from './folio-process.js';
import { ownDatabase } from './own-database.js';
import { peakKb, readMemory, startRssSampler } from './rss-sampler.js';
import { SEARCH_WORDS, seedPosts } from './seed-posts.js';
import pg from 'pg';

const POSTS = Number(process.env.BENCH_MEMORY_POSTS ?? 100);
const IDLE_SECONDS = Number(process.env.BENCH_MEMORY_IDLE_SECONDS ?? 10);
const AFTER_SECONDS = Number(process.env.BENCH_MEMORY_AFTER_SECONDS ?? 120);
const SAMPLE_MS = Number(process.env.BENCH_MEMORY_SAMPLE_MS ?? 200);
const IDLE_BUDGET_MIB = 150;
const PEAK_BUDGET_MIB = 400;
const AFTER_RATIO_BUDGET = 1.25;
const WRITES = 10;
/** 24 megapixels, a current camera's 3:2 frame. */
const PHOTO = { count: 8, width: 6000, height: 4000 };
/** The generators of the limits part that cost the renderer most (the largest HTML, the deepest nesting). */
const WORST_MARKDOWN = ['wide table (500 columns)', 'images ![a](b)', 'quotes 1000 deep', 'emphasis runs **a*'];
const QUERIES = 1000;
const QUERY_CONCURRENCY = 10;
/** Readings after the burst's last answer, in seconds; the last is the one against the target. */
const AFTER_READINGS = [10, 30, 60, AFTER_SECONDS].filter((seconds, index, all) => seconds <= AFTER_SECONDS && all.indexOf(seconds) === index);

const mib = (kb) => Math.round((kb / 1024) * 10) / 10;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The answer read whole, so that nothing is left in flight when the idle time starts. */
async function get(route) {
  const response = await fetch(`${FOLIO}${route}`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${route} answered ${response.status}`);
}

function reading(folio, state) {
  const memory = readMemory(folio.pid);
  if (!memory) throw new Error(`The server exited before the "${state}" reading`);
  return { state, rss_mib: mib(memory.rssKb), anon_mib: mib(memory.anonKb), file_mib: mib(memory.fileKb), threads: memory.threads };
}

async function idle(folio, state) {
  await sleep(IDLE_SECONDS * 1000);
  return reading(folio, state);
}

/**
 * Waits until the job runner has nothing left to do (each post written queues its social card):
 * a server stopped before that hands the rest to the next one, whose "idle" start-up figure would
 * then include 100 cards drawn with sharp.
 */
async function jobsDone(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let waited = 0; waited < 300_000; waited += 500) {
      const { rows } = await client.query("SELECT count(*)::int AS n FROM pgboss.job WHERE state IN ('created', 'retry', 'active') AND start_after < now() + interval '1 minute'");
      if (rows[0].n === 0) return;
      await sleep(500);
    }
    throw new Error('The background jobs of the seeded posts did not finish within 5 minutes');
  } finally {
    await client.end();
  }
}

/** 1,000 distinct public list URLs over the seeded posts: each search word, 20 page sizes, 5 pages. */
function listUrls() {
  const urls = [];
  for (let page = 1; page <= 5; page++) {
    for (let limit = 1; limit <= 20; limit++) {
      for (const word of SEARCH_WORDS) urls.push(`/api/posts?q=${word}&limit=${limit}&page=${page}`);
    }
  }
  return urls.slice(0, QUERIES);
}

async function runQueries(urls) {
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++];
      try {
        const response = await fetch(`${FOLIO}${url}`);
        await response.arrayBuffer();
        if (!response.ok) failed++;
      } catch {
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: QUERY_CONCURRENCY }, worker));
  return { queries: urls.length, failed };
}

/**
 * Everything at once, as an author uploading a shoot and saving long posts while readers search;
 * answers `ok` counts and the time of the last answer.
 */
async function burst(photos, posts) {
  const [uploads, saves, lists] = await Promise.all([
    Promise.all(photos.map(upload)),
    Promise.all(posts.map(({ name, content }) => save(`Memory burst: ${name}`, content))),
    runQueries(listUrls()),
  ]);
  return {
    uploads: `${uploads.filter((result) => result.status === 201).length} of ${uploads.length} stored`,
    saves: `${saves.filter((result) => result.status === 201).length} of ${saves.length} saved`,
    lists: `${lists.queries - lists.failed} of ${lists.queries} answered`,
    failures: [...uploads, ...saves].filter((result) => result.error).map((result) => `${result.status} ${result.error}`.slice(0, 160)),
    slowest_ms: Math.round(Math.max(...uploads.map((result) => result.ms ?? 0), ...saves.map((result) => result.ms))),
    ended: Date.now(),
  };
}

export async function benchMemory(serverUrl, dataDir) {
  const databaseUrl = await ownDatabase(serverUrl, 'folio_bench_memory');
  console.log(`memory: drawing ${PHOTO.count} photos of ${PHOTO.width}×${PHOTO.height}...`);
  const { photos, quality } = await drawPhotos(PHOTO.count, PHOTO.width, PHOTO.height);
  const posts = WORST_MARKDOWN.map((name) => ({ name, content: GENERATORS[name]() }));
  const seeding = await startFolio(databaseUrl, dataDir);
  try {
    console.log(`memory: writing ${POSTS} posts, then starting a fresh server on them...`);
    await seedPosts(FOLIO, TOKEN, POSTS);
    await jobsDone(databaseUrl);
  } finally {
    await stopFolio(seeding);
  }
  const folio = await startFolio(databaseUrl, dataDir);
  try {
    const rows = [await idle(folio, 'start-up')];
    const slug = `bench-story-${Math.floor(POSTS / 2)}`;
    for (const route of ['/', '/blog', `/blog/${slug}`, '/blog?page=2', '/stories', '/api/posts', `/api/posts/${slug}`, '/api/posts?q=lantern', '/rss.xml', '/sitemap.xml', '/admin']) {
      await get(route);
    }
    rows.push(await idle(folio, 'after a read of each kind'));
    await seedPosts(FOLIO, TOKEN, WRITES, { post: (index) => ({ title: `Memory bench ${index}`, content_text: `A word or two. `.repeat(400) }) });
    rows.push(await idle(folio, `after ${WRITES} posts written`));

    console.log(`memory: the burst (${PHOTO.count} uploads, ${posts.length} worst-case saves, ${QUERIES} list queries), then ${AFTER_SECONDS} s idle...`);
    const sampler = startRssSampler(folio.pid, SAMPLE_MS);
    const after = [];
    let outcome;
    let started;
    try {
      started = Date.now();
      outcome = await burst(photos, posts);
      for (const seconds of AFTER_READINGS) {
        await sleep(outcome.ended + seconds * 1000 - Date.now());
        after.push({ ...reading(folio, `${seconds} s after the burst`), seconds });
      }
    } finally {
      sampler.stop();
    }
    const startup = rows[0].rss_mib;
    const peak = mib(peakKb(sampler.samples, started, outcome.ended));
    const last = after.at(-1);
    const ratio = Math.round((last.rss_mib / startup) * 100) / 100;
    return {
      date: new Date().toISOString(),
      posts: POSTS,
      idle_seconds: IDLE_SECONDS,
      idle_budget_mib: IDLE_BUDGET_MIB,
      rows,
      burst: {
        photos: `${PHOTO.count} × ${PHOTO.width}×${PHOTO.height} JPEG q${quality}, ${Math.min(...photos.map((photo) => photo.length))}-${Math.max(...photos.map((photo) => photo.length))} bytes`,
        markdown: WORST_MARKDOWN,
        queries: QUERIES,
        sample_ms: SAMPLE_MS,
        duration_s: Math.round((outcome.ended - started) / 100) / 10,
        ...outcome,
        after,
      },
      summary: [
        { measure: 'idle RSS at start-up, MiB', figure: startup, target: `≤ ${IDLE_BUDGET_MIB}`, result: startup <= IDLE_BUDGET_MIB ? 'meets' : 'misses' },
        { measure: 'peak RSS during the burst, MiB', figure: peak, target: `< ${PEAK_BUDGET_MIB}`, result: peak < PEAK_BUDGET_MIB ? 'meets' : 'misses' },
        { measure: `RSS ${last.seconds} s after the burst, MiB`, figure: last.rss_mib, target: `≤ ${Math.round(startup * AFTER_RATIO_BUDGET * 10) / 10}`, result: ratio <= AFTER_RATIO_BUDGET ? 'meets' : 'misses' },
        { measure: `ratio ${last.seconds} s after / start-up`, figure: ratio, target: `≤ ${AFTER_RATIO_BUDGET}`, result: ratio <= AFTER_RATIO_BUDGET ? 'meets' : 'misses' },
      ],
    };
  } finally {
    await stopFolio(folio);
  }
}

export function printMemory({ posts, idle_seconds, idle_budget_mib, rows, burst, summary }) {
  console.log(
    `\nServer memory (VmRSS of the Node process; PostgreSQL not counted), ${idle_seconds} s idle after each step, ${posts} posts. ` +
      `Budget: ${idle_budget_mib} MiB idle after start-up; \`npm run soak\` reports the maximum under load.`,
  );
  console.table(
    rows.map((row) => ({
      'idle after': row.state,
      'RSS MiB': row.rss_mib,
      'anonymous MiB': row.anon_mib,
      'file-backed MiB': row.file_mib,
      threads: row.threads,
    })),
  );
  if (!burst) return;
  console.log(
    `\nBurst (issue 24), all at once: ${burst.photos} uploaded (${burst.uploads}); ${burst.markdown.length} posts of 200,000 characters (${burst.markdown.join(', ')}; ${burst.saves}); ` +
      `${burst.queries} distinct list queries (${burst.lists}). ${burst.duration_s} s to the last answer, the slowest upload or save ${burst.slowest_ms} ms. RSS every ${burst.sample_ms} ms.`,
  );
  for (const failure of burst.failures ?? []) console.log(`  failed: ${failure}`);
  console.table(burst.after.map((row) => ({ 'after the burst': row.state, 'RSS MiB': row.rss_mib, 'anonymous MiB': row.anon_mib, 'file-backed MiB': row.file_mib, threads: row.threads })));
  console.table(summary);
}

// The limits part of `npm run bench` (issue 19): the server at the edges of what it accepts. The
// cache under 1,000 distinct list queries over 30 posts of 190,000 characters; 2 MB bodies of
// nested brackets; posts of 200,000 characters written at their worst for the renderer; eight
// 40 MP photos at once. Each scenario runs on its own server and database, with /healthz probed
// meanwhile and on the same server idle for reference. Figures beside targets; asserts nothing.
import { cacheMemory } from './limits/cache-memory.js';
import { check } from './limits/checks.js';
import { imageBurst } from './limits/image-burst.js';
import { nestedBodies } from './limits/nested-bodies.js';
import { worstMarkdown } from './limits/worst-markdown.js';

const SCENARIOS = [
  { key: 'cache_memory', title: 'cache memory', run: cacheMemory },
  { key: 'nested_bodies', title: 'nested bodies', run: nestedBodies },
  { key: 'worst_markdown', title: 'worst-case Markdown', run: worstMarkdown },
  { key: 'image_burst', title: 'image burst', run: imageBurst },
];

export async function benchLimits(databaseUrl, dataDir) {
  const limits = { date: new Date().toISOString() };
  for (const { key, title, run } of SCENARIOS) {
    try {
      limits[key] = await run(databaseUrl, dataDir);
    } catch (error) {
      console.error(`limits: the ${title} scenario failed:`, error);
      limits[key] = { error: error.message, checks: [check('scenario ran to the end', error.message, 'yes', false)] };
    }
  }
  return limits;
}

function printCacheMemory(cache) {
  console.log(
    `\nCache memory: ${cache.posts} posts of ${cache.post_chars.toLocaleString('en')} characters; ${cache.queries} distinct public list queries, ` +
      `${cache.concurrency} at a time; CACHE_MAX_MB=${cache.cache_max_mb}. Statuses ${JSON.stringify(cache.statuses)}, connection failures ` +
      `${JSON.stringify(cache.failures)}, ${(cache.bytes / 1e6).toFixed(1)} MB received, p50/p99 ${cache.p50_ms}/${cache.p99_ms} ms.`,
  );
  console.log('Server RSS (VmRSS every 100 ms; baseline: a fresh server on the seeded database, after one list of each kind and 1 s idle; after: the mean of the idle second that follows).');
  console.table([{ 'baseline MiB': cache.rss_mib.baseline, 'peak MiB': cache.rss_mib.peak, 'after MiB': cache.rss_mib.after, 'growth MiB': cache.rss_mib.growth }]);
}

function printNestedBodies(nested) {
  console.log(
    `\nNested bodies: ${(nested.body_bytes / 1e6).toFixed(1)} MB of [ then ], eight at once, ${nested.rounds} rounds, each on its own raw socket ` +
      '(the kernel sends the body as the server reads it); ms to the end of the answer, or to the reset (EPIPE, ECONNRESET) when none was read.',
  );
  console.table(nested.requests);
}

function printWorstMarkdown(markdown) {
  console.log('\nWorst-case Markdown: each post saved alone (POST /api/posts, ms to the answer), then the four slowest at once; plain prose of the same length for reference.');
  const rows = [{ when: 'alone', generator: 'plain prose (reference)', ...markdown.prose }, ...markdown.alone.map((result) => ({ when: 'alone', ...result }))];
  console.table([...rows, ...markdown.together.map((result) => ({ when: 'together', ...result }))]);
}

function printImageBurst(images) {
  const { photo } = images;
  console.log(
    `\nImage burst: ${images.uploads.length} JPEGs of ${photo.width}×${photo.height} (${(photo.pixels / 1e6).toFixed(2)} MP, the limit ${photo.pixel_limit / 1e6} MP), ` +
      `quality ${photo.jpeg_quality}, ${Math.min(...photo.bytes)}-${Math.max(...photo.bytes)} bytes (the limit ${photo.byte_limit}), uploaded at once. ` +
      `Server RSS ${images.rss_mib.before} MiB before, peak ${images.rss_mib.peak} MiB (every 100 ms; no target).`,
  );
  console.table(images.uploads);
}

const DETAILS = { cache_memory: printCacheMemory, nested_bodies: printNestedBodies, worst_markdown: printWorstMarkdown, image_burst: printImageBurst };

function healthzRows(title, result) {
  const phases = [['idle', result.idle_healthz], ...(result.healthz?.n !== undefined ? [['loaded', result.healthz]] : Object.entries(result.healthz ?? {}))];
  return phases.filter(([, figures]) => figures).map(([phase, figures]) => ({ scenario: title, phase, n: figures.n, 'p50 ms': figures.p50_ms, 'p99 ms': figures.p99_ms, 'max ms': figures.max_ms, errors: figures.errors }));
}

export function printLimits(limits) {
  const ran = SCENARIOS.filter(({ key }) => limits[key]);
  for (const { key } of ran) if (!limits[key].error) DETAILS[key](limits[key]);
  console.log('\n/healthz, probed by 2 loops of sequential GETs 5 ms apart: idle on the same server before the load, and during it.');
  console.table(ran.flatMap(({ key, title }) => healthzRows(title, limits[key])));
  console.log('\nLimits (issue 19 targets):');
  console.table(ran.flatMap(({ key, title }) => limits[key].checks.map((row) => ({ scenario: title, ...row }))));
}

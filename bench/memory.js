// The memory part of `npm run bench` (issue 13): the server's resident memory (VmRSS of its own
// process; PostgreSQL is other processes and is not counted) when idle: first after start-up, a
// fresh server on a database that already holds posts, then after a round of reads of every public
// kind, then after a few posts written through the API (the Markdown render workers start then).
// Each figure is read after BENCH_MEMORY_IDLE_SECONDS (10) with no request. Beside the issue's
// budget (150 MiB idle after start-up); asserts nothing. `npm run soak` reports the maximum under load.
//   BENCH_MEMORY_POSTS (100)  BENCH_MEMORY_IDLE_SECONDS (10)
import { FOLIO, startFolio, stopFolio, TOKEN } from './folio-process.js';
import { ownDatabase } from './own-database.js';
import { readMemory } from './rss-sampler.js';
import { seedPosts } from './seed-posts.js';

const POSTS = Number(process.env.BENCH_MEMORY_POSTS ?? 100);
const IDLE_SECONDS = Number(process.env.BENCH_MEMORY_IDLE_SECONDS ?? 10);
const IDLE_BUDGET_MIB = 150;
const WRITES = 10;

const mib = (kb) => Math.round((kb / 1024) * 10) / 10;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The answer read whole, so that nothing is left in flight when the idle time starts. */
async function get(route) {
  const response = await fetch(`${FOLIO}${route}`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${route} answered ${response.status}`);
}

async function idle(folio, state) {
  await sleep(IDLE_SECONDS * 1000);
  const memory = readMemory(folio.pid);
  if (!memory) throw new Error(`The server exited before the "${state}" reading`);
  return { state, rss_mib: mib(memory.rssKb), anon_mib: mib(memory.anonKb), file_mib: mib(memory.fileKb), threads: memory.threads };
}

export async function benchMemory(serverUrl, dataDir) {
  const databaseUrl = await ownDatabase(serverUrl, 'folio_bench_memory');
  const seeding = await startFolio(databaseUrl, dataDir);
  try {
    console.log(`memory: writing ${POSTS} posts, then starting a fresh server on them...`);
    await seedPosts(FOLIO, TOKEN, POSTS);
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
    return { date: new Date().toISOString(), posts: POSTS, idle_seconds: IDLE_SECONDS, idle_budget_mib: IDLE_BUDGET_MIB, rows };
  } finally {
    await stopFolio(folio);
  }
}

export function printMemory({ posts, idle_seconds, idle_budget_mib, rows }) {
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
}

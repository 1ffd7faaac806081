// The workflow part of `npm run bench` (issue 15): posts scheduled through the API, each for its own
// time T a few seconds ahead, and /blog/{slug} polled every 100 ms until it answers 200: how long
// after T each post became readable (median of BENCH_SCHEDULED, 10), on the server as `npm start`
// runs it (the job runner's default poll of 2 s). Then each post read back: published once, at T.
import { FOLIO, startFolio, stopFolio, TOKEN } from './folio-process.js';
import { ownDatabase } from './own-database.js';

const SCHEDULED = Number(process.env.BENCH_SCHEDULED ?? 10);
export const WORKFLOW_TARGETS = { readableAfterSeconds: 5 };

const auth = { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function schedule(title, at) {
  const response = await fetch(`${FOLIO}/api/posts`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ title, content_text: `${title}, written ahead.`, status: 'scheduled', published_at: at.toISOString() }),
  });
  if (response.status !== 201) throw new Error(`Scheduling answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Seconds from `at` until /blog/{slug} first answers 200 (polled every 100 ms, for at most 60 s). */
async function readableAfter(slug, at) {
  while (Date.now() < at.getTime() + 60_000) {
    const response = await fetch(`${FOLIO}/blog/${slug}`);
    await response.arrayBuffer();
    if (response.status === 200) return (Date.now() - at.getTime()) / 1000;
    await sleep(100);
  }
  return Infinity;
}

export async function benchWorkflow(serverUrl, dataDir) {
  const databaseUrl = await ownDatabase(serverUrl, 'folio_bench_workflow');
  const folio = await startFolio(databaseUrl, dataDir);
  try {
    console.log(`Scheduling ${SCHEDULED} posts a few seconds apart...`);
    const start = Date.now() + 5000;
    const posts = [];
    for (let index = 0; index < SCHEDULED; index++) {
      // Spread over the seconds of a poll, so that the figure is not one lucky phase of it.
      const at = new Date(start + index * 1370);
      posts.push({ at, post: await schedule(`Scheduled ${index + 1}`, at) });
    }
    const delays = await Promise.all(posts.map(({ post, at }) => readableAfter(post.slug, at)));
    let wrong = 0;
    for (const { post, at } of posts) {
      const read = await (await fetch(`${FOLIO}/api/posts/${post.id}`, { headers: auth })).json();
      if (read.status !== 'published' || read.published_at !== at.toISOString()) wrong++;
    }
    return {
      date: new Date().toISOString(),
      scheduled: SCHEDULED,
      readableAfterSeconds: { median: median(delays), max: Math.max(...delays), all: delays },
      notPublishedOnceAtTheirTime: wrong,
      targets: WORKFLOW_TARGETS,
    };
  } finally {
    await stopFolio(folio);
  }
}

export function printWorkflow(result) {
  const { median: mid, max } = result.readableAfterSeconds;
  console.log('\nScheduled publishing (issue 15)');
  console.table([
    {
      target: `a post scheduled for T is readable at /blog/{slug} by T + ${result.targets.readableAfterSeconds} s (median of ${result.scheduled})`,
      median: `${mid.toFixed(2)} s`,
      slowest: `${max.toFixed(2)} s`,
      met: mid <= result.targets.readableAfterSeconds ? 'yes' : 'no',
    },
    { target: 'each post published once, at its scheduled time', median: '', slowest: '', met: result.notPublishedOnceAtTheirTime === 0 ? 'yes' : `no (${result.notPublishedOnceAtTheirTime})` },
  ]);
}

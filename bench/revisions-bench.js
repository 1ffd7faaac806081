// The revisions part of `npm run bench` (issue 15, point 3): a post saved BENCH_REVISIONS times
// through the API (a create, then PATCHes of a ~8 kB Markdown text, each a revision), then the
// History panel's request, GET /api/posts/{id}/revisions, timed over 127.0.0.1 (median of
// BENCH_REVISIONS_ROUNDS after a warm-up) against the same statement run straight through pg, and
// one revision read whole. Target: the list under 300 ms. Reports, asserts nothing.
import pg from 'pg';
import { FOLIO, startFolio, stopFolio, TOKEN } from './folio-process.js';
import { ownDatabase } from './own-database.js';

const REVISIONS = Number(process.env.BENCH_REVISIONS ?? 500);
const ROUNDS = Number(process.env.BENCH_REVISIONS_ROUNDS ?? 20);
export const TARGETS = { listMs: 300 };

const headers = { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' };
const WORDS = 'harbour lantern tide morning salt rope gull quay ferry mist pebble shore anchor keel dune'.split(' ');

/** About 8 kB of Markdown, a little different at each save. */
function markdown(save) {
  const paragraph = (n) => Array.from({ length: 90 }, (_, i) => WORDS[(n * 5 + i * 3 + save) % WORDS.length]).join(' ');
  return Array.from({ length: 12 }, (_, n) => `${n % 4 === 0 ? '## Part ' + n + '\n\n' : ''}${paragraph(n)}`).join('\n\n');
}

async function call(method, path, body) {
  const response = await fetch(`${FOLIO}${path}`, { method, headers, body: body && JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function timed(rounds, work) {
  for (let i = 0; i < 3; i++) await work();
  const times = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return { medianMs: median(times), maxMs: Math.max(...times) };
}

/** The list's statement as RevisionsRepository runs it, straight through pg: the database's share of the time. */
const LIST_SQL = `SELECT r.id, r.created_at AS "createdAt", r.updated_at AS "updatedAt", r.autosave, r.title, r.status, r.words, r.chars
  FROM posts p LEFT JOIN post_revisions r ON r.post_id = p.id WHERE p.id = $1 ORDER BY r.created_at DESC, r.id DESC`;

export async function benchRevisions(serverUrl, dataDir) {
  const databaseUrl = await ownDatabase(serverUrl, 'folio_bench_revisions');
  const folio = await startFolio(databaseUrl, dataDir);
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    console.log(`Saving one post ${REVISIONS} times through the API...`);
    const seedStarted = performance.now();
    const post = await call('POST', '/api/posts', { title: 'Harbour notes', content_text: markdown(0), status: 'draft' });
    for (let save = 1; save < REVISIONS; save++) {
      await call('PATCH', `/api/posts/${post.id}`, { title: `Harbour notes, take ${save}`, content_text: markdown(save) });
    }
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    let list;
    const listTime = await timed(ROUNDS, async () => {
      list = await call('GET', `/api/posts/${post.id}/revisions`);
    });
    const listBytes = JSON.stringify(list).length;
    const oldest = list.items[list.items.length - 1];
    const revisionTime = await timed(ROUNDS, () => call('GET', `/api/posts/${post.id}/revisions/${oldest.id}`));
    await client.connect();
    const sqlTime = await timed(ROUNDS, () => client.query(LIST_SQL, [post.id]));
    return {
      date: new Date().toISOString(),
      revisions: list.total,
      rounds: ROUNDS,
      seedSeconds,
      list: { ...listTime, bytes: listBytes, target: TARGETS.listMs, sqlMedianMs: sqlTime.medianMs },
      revision: revisionTime,
    };
  } finally {
    await client.end().catch(() => {});
    await stopFolio(folio);
  }
}

export function printRevisions(result) {
  console.log(
    `\nRevisions: one post saved ${result.revisions} times through the API (${result.seedSeconds.toFixed(1)} s); ` +
      `${result.rounds} requests each over 127.0.0.1 after 3 of warm-up.`,
  );
  const ms = (value) => value.toFixed(1);
  console.table([
    {
      request: `GET /api/posts/{id}/revisions (${result.revisions}, ${(result.list.bytes / 1024).toFixed(0)} kB)`,
      'median ms': ms(result.list.medianMs),
      'max ms': ms(result.list.maxMs),
      'same SQL through pg, median ms': ms(result.list.sqlMedianMs),
      'target ms': `< ${result.list.target}`,
      met: result.list.medianMs < result.list.target ? 'yes' : 'NO',
    },
    { request: 'GET /api/posts/{id}/revisions/{revisionId}', 'median ms': ms(result.revision.medianMs), 'max ms': ms(result.revision.maxMs) },
  ]);
}

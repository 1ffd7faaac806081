// The subscribe part of `npm run bench` (issue 26, point 4): the answer time of POST /api/subscribers
// for 50 addresses already confirmed and 50 new ones, asked in turn one at a time, each from a
// client address of its own (TRUST_PROXY=1) so that the throttle never answers, each once the
// background work of the one before has ended (so that a new address's mail does not slow the next
// request). Both must cost the request the same (one job queued): the medians should be within noise.
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { FOLIO, startFolio, stopFolio } from './folio-process.js';
import { ownDatabase } from './own-database.js';

const TRIES = Number(process.env.BENCH_SUBSCRIBE_TRIES ?? 50);
const WARM_UP = 20;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function addConfirmed(databaseUrl, emails) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO subscribers (id, email, status, unsubscribe_token, confirmed_at)
       SELECT id, email, 'confirmed', token, now() FROM unnest($1::uuid[], $2::text[], $3::text[]) AS t(id, email, token)`,
      [emails.map(() => randomUUID()), emails, emails.map(() => randomBytes(24).toString('base64url'))],
    );
  } finally {
    await client.end();
  }
}

/** Until no subscriber job waits or runs. */
async function settled(db) {
  for (;;) {
    const { rows } = await db.query(`SELECT 1 FROM pgboss.job WHERE name LIKE 'subscriber-%' AND state IN ('created', 'retry', 'active') LIMIT 1`);
    if (!rows.length) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

let client = 0;
async function subscribe(email) {
  client++;
  const forwarded = `198.51.${Math.floor(client / 250) % 250}.${(client % 250) + 1}`;
  const started = performance.now();
  const response = await fetch(`${FOLIO}/api/subscribers`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwarded },
    body: JSON.stringify({ email }),
  });
  const body = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 202) throw new Error(`Subscribing answered ${response.status}: ${body}`);
  return { ms, body };
}

export async function benchSubscribe(serverUrl, dataDir) {
  const databaseUrl = await ownDatabase(serverUrl, 'folio_bench_subscribe');
  const folio = await startFolio(databaseUrl, dataDir, { TRUST_PROXY: '1' });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const known = Array.from({ length: TRIES }, (_, n) => `known-${n}@bench.example.org`);
    await addConfirmed(databaseUrl, known);
    for (let n = 0; n < WARM_UP; n++) await subscribe(`warm-${n}@bench.example.org`);
    const times = { known: [], new: [] };
    const bodies = new Set();
    for (let n = 0; n < TRIES; n++) {
      const pair = [['known', known[n]], ['new', `new-${n}@bench.example.org`]];
      // Each kind goes first half of the time: what comes first in a pair does not count for one kind.
      for (const [kind, email] of n % 2 ? pair.reverse() : pair) {
        await settled(db);
        const { ms, body } = await subscribe(email);
        times[kind].push(ms);
        bodies.add(body);
      }
    }
    const knownMs = median(times.known);
    const newMs = median(times.new);
    return { date: new Date().toISOString(), tries: TRIES, knownMedianMs: knownMs, newMedianMs: newMs, ratio: newMs / knownMs, distinctAnswers: bodies.size };
  } finally {
    await db.end();
    await stopFolio(folio);
  }
}

export function printSubscribe(result) {
  console.log('\nSubscribing reveals nothing (issue 26): POST /api/subscribers, one at a time');
  console.table([
    { addresses: `${result.tries} already confirmed`, 'median ms': result.knownMedianMs.toFixed(2) },
    { addresses: `${result.tries} new`, 'median ms': result.newMedianMs.toFixed(2) },
    { addresses: 'new / known', 'median ms': `${result.ratio.toFixed(2)}x, ${result.distinctAnswers} distinct answer bod${result.distinctAnswers === 1 ? 'y' : 'ies'}` },
  ]);
}

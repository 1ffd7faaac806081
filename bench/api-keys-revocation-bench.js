// The apikeys part of `npm run bench` (issue 28, target 2): two replicas on one database, a key
// that both accept, revoked through replica A; from the moment the DELETE answers, 1,000 requests
// with the key alternate between A and B, 20 in flight. Every one must be refused: accepted must be
// 0. Each request comes from a client address of its own (TRUST_PROXY=1), so that the answers are
// the key check's own 401s, not the brute-force throttle's 429s.
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { FOLIO, startFolio, stopFolio, TOKEN } from './folio-process.js';
import { ownDatabase } from './own-database.js';

const REQUESTS = 1_000;
const BEFORE = 100;
const IN_FLIGHT = 20;
const SECOND_PORT = process.env.BENCH_SECOND_PORT ?? String(Number(new URL(FOLIO).port) + 10);
const REPLICAS = [FOLIO, `http://127.0.0.1:${SECOND_PORT}`];

let client = 0;
async function adminCall(base, key) {
  client++;
  const forwarded = `198.18.${Math.floor(client / 250) % 250}.${(client % 250) + 1}`;
  const started = performance.now();
  const response = await fetch(`${base}/api/admin/health`, { headers: { Authorization: `Bearer ${key}`, 'X-Forwarded-For': forwarded } });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** `count` calls with the key, alternating A and B, `IN_FLIGHT` at a time: how many each status got, and the latencies. */
async function alternate(key, count) {
  const statuses = {};
  const times = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const { status, ms } = await adminCall(REPLICAS[index % 2], key);
      statuses[status] = (statuses[status] ?? 0) + 1;
      times.push(ms);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  times.sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.floor(share * times.length))];
  return { statuses, accepted: Object.entries(statuses).filter(([status]) => status.startsWith('2')).reduce((sum, [, n]) => sum + n, 0), p50: at(0.5), p99: at(0.99) };
}

export async function benchApiKeys(serverUrl, dataDir) {
  const databaseUrl = await ownDatabase(serverUrl, 'folio_bench_api_keys');
  const env = { TRUST_PROXY: '1' };
  const first = await startFolio(databaseUrl, path.join(dataDir, 'a'), env);
  let second;
  try {
    second = await startFolio(databaseUrl, path.join(dataDir, 'b'), { ...env, PORT: SECOND_PORT });
    const created = await fetch(`${FOLIO}/api/api-keys`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Revocation bench' }),
    });
    if (created.status !== 201) throw new Error(`Creating the key answered ${created.status}: ${await created.text()}`);
    const { id, key } = await created.json();
    // Both replicas accept it (and have every chance to remember it) before it is revoked.
    const before = await alternate(key, BEFORE);
    const revokeStarted = performance.now();
    const revoked = await fetch(`${FOLIO}/api/api-keys/${id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${TOKEN}` } });
    const revokeMs = performance.now() - revokeStarted;
    if (revoked.status !== 204) throw new Error(`Revoking the key answered ${revoked.status}`);
    const after = await alternate(key, REQUESTS);
    return { date: new Date().toISOString(), requests: REQUESTS, before, revokeMs, after };
  } finally {
    if (second) await stopFolio(second);
    await stopFolio(first);
  }
}

export function printApiKeys(result) {
  console.log(`\nRevoking an API key (issue 28): two replicas, ${result.requests} requests alternating between them once the DELETE answered, ${IN_FLIGHT} in flight`);
  const statuses = (figures) => Object.entries(figures.statuses).map(([status, n]) => `${n}×${status}`).join(', ');
  console.table([
    { phase: `before revoking (${BEFORE})`, answers: statuses(result.before), accepted: result.before.accepted, 'p50/p99 ms': `${result.before.p50.toFixed(1)}/${result.before.p99.toFixed(1)}` },
    { phase: `after the DELETE (${result.revokeMs.toFixed(1)} ms) answered`, answers: statuses(result.after), accepted: result.after.accepted, 'p50/p99 ms': `${result.after.p50.toFixed(1)}/${result.after.p99.toFixed(1)}` },
  ]);
  console.log(result.after.accepted === 0 ? 'Target met: 0 accepted after revocation.' : `TARGET MISSED: ${result.after.accepted} accepted after revocation.`);
}

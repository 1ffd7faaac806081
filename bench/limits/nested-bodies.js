// Scenario 2: 2 MB of nested brackets, eight at once (five times over), first without a token
// (admin routes must answer 401 from the headers alone, public ones never parse a body), then
// with the admin token (the nesting limit must refuse at the 33rd level and read no further).
import { TOKEN } from '../folio-process.js';
import { againstIdle, check } from './checks.js';
import { freshDatabase, withFolio } from './folio-server.js';
import { percentile, probed, probeIdle, tenth } from './probe.js';
import { streamRequest } from './raw-request.js';

const DEPTH = 1_000_000;
const ROUNDS = 5;
const REFUSED_WITHIN_MS = 100;
const HEALTHZ_P99_MS = 100;
const MISSING_POST = '/api/posts/00000000-0000-4000-8000-000000000000';
/** Eight requests at once; `anonymous` and `admin` are the statuses each should get. */
const TARGETS = [
  ...Array(3).fill({ method: 'PATCH', path: MISSING_POST, anonymous: 401, admin: 400 }),
  ...Array(3).fill({ method: 'POST', path: '/api/posts', anonymous: 401, admin: 400 }),
  { method: 'GET', path: '/api/posts?limit=1', anonymous: 200, admin: 200 },
  { method: 'POST', path: '/stories', anonymous: 404, admin: 404 },
];

/** "401×4, EPIPE×1" */
function counted(values) {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => `${value}×${count}`).join(', ');
}

/** ROUNDS bursts of eight one after the other, under one probe; each request slot summed over the rounds. */
async function bursts(body, caller, idle) {
  const headers = { 'Content-Type': 'application/json', ...(caller === 'admin' ? { Authorization: `Bearer ${TOKEN}` } : {}) };
  const { result: rounds, healthz } = await probed(async () => {
    const answers = [];
    for (let round = 0; round < ROUNDS; round++) answers.push(await Promise.all(TARGETS.map(({ method, path }) => streamRequest({ method, path, headers, body }))));
    return answers;
  });
  const requests = TARGETS.map((target, slot) => {
    const answers = rounds.map((round) => round[slot]);
    const ms = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    return {
      caller,
      route: `${target.method} ${target.path}`,
      expected: target[caller],
      statuses: counted(answers.map((answer) => answer.status || answer.error)),
      as_expected: answers.filter((answer) => answer.status === target[caller]).length,
      resets: answers.filter((answer) => answer.status === 0).length,
      median_ms: tenth(percentile(ms, 0.5)),
      max_ms: tenth(ms.at(-1)),
    };
  });
  const slowest = Math.max(...requests.map((request) => request.max_ms));
  const total = TARGETS.length * ROUNDS;
  const sum = (field) => requests.reduce((count, request) => count + request[field], 0);
  const [expected, resets] = [sum('as_expected'), sum('resets')];
  const wrong = total - expected - resets;
  const who = caller === 'admin' ? 'with token' : 'no token';
  return {
    requests,
    healthz,
    checks: [
      check(`${who}: answers with another status`, wrong, '0', wrong === 0, `${expected} of ${total} as expected, ${resets} reset before an answer was read`),
      check(`${who}: slowest answer or reset, ms`, slowest, `< ${REFUSED_WITHIN_MS}`, slowest < REFUSED_WITHIN_MS),
      check(`${who}: /healthz p99 meanwhile, ms (n=${healthz.n})`, healthz.p99_ms, `< ${HEALTHZ_P99_MS}`, healthz.p99_ms < HEALTHZ_P99_MS, againstIdle(healthz, idle)),
    ],
  };
}

export async function nestedBodies(databaseUrl, dataDir) {
  const database = await freshDatabase(databaseUrl, 'folio_limits_nested');
  const body = Buffer.from(`${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`);
  console.log(`limits: ${ROUNDS} × ${TARGETS.length} bodies of ${(body.length / 1e6).toFixed(1)} MB of nested brackets at once, without and with the token...`);
  return withFolio(database, dataDir, {}, async () => {
    const idle = await probeIdle();
    const anonymous = await bursts(body, 'anonymous', idle);
    const admin = await bursts(body, 'admin', idle);
    return {
      body_bytes: body.length,
      rounds: ROUNDS,
      idle_healthz: idle,
      requests: [...anonymous.requests, ...admin.requests],
      healthz: { anonymous: anonymous.healthz, admin: admin.healthz },
      checks: [...anonymous.checks, ...admin.checks],
    };
  });
}

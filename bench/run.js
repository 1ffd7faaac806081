// `npm run bench`: throughput of the built Folio server, each figure set against a bare Node HTTP
// server answering the same bytes in the same run, because absolute numbers on a shared machine
// say little. Prints a table; asserts nothing.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

const ROUTES = [
  { name: 'liveness', path: '/healthz' },
  { name: 'API ping', path: '/api/hello' },
  { name: 'settings (PostgreSQL read)', path: '/api/compression/settings' },
  { name: 'SPA shell', path: '/' },
];

async function startFolio(port, dataDir) {
  const child = spawn(process.execPath, [path.join(root, 'dist/backend/main.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', ADMIN_TOKEN: 'bench-admin-token-0123456789' },
    stdio: 'inherit',
  });
  for (let waited = 0; waited < 60_000; waited += 200) {
    if (await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('Folio did not start within 60 s');
}

/** The floor: Node's own HTTP server replaying the body and headers Folio sent for each route. */
async function startReference(port, recorded) {
  const server = http.createServer((request, response) => {
    const answer = recorded.get(request.url) ?? { status: 404, type: 'text/plain', body: '' };
    response.writeHead(answer.status, { 'Content-Type': answer.type });
    response.end(answer.body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

function load(url, duration = DURATION_S) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** One second first, so that both servers are measured with their code already optimised. */
const warmUp = (url) => load(url, 1);

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-bench-'));
  chmodSync(dataDir, 0o755);
  const folio = await startFolio(3901, dataDir);
  const recorded = new Map();
  for (const route of ROUTES) {
    const response = await fetch(`http://127.0.0.1:3901${route.path}`);
    recorded.set(route.path, { status: response.status, type: response.headers.get('content-type'), body: await response.text() });
  }
  const reference = await startReference(3902, recorded);
  const rows = [];
  try {
    for (const route of ROUTES) {
      await warmUp(`http://127.0.0.1:3901${route.path}`);
      await warmUp(`http://127.0.0.1:3902${route.path}`);
      const ours = await load(`http://127.0.0.1:3901${route.path}`);
      const floor = await load(`http://127.0.0.1:3902${route.path}`);
      rows.push({
        route: `${route.name} ${route.path}`,
        'Folio req/s': Math.round(ours.requests.average),
        'bare Node req/s': Math.round(floor.requests.average),
        'ratio': (ours.requests.average / floor.requests.average).toFixed(2),
        'Folio p99 ms': ours.latency.p99,
        'errors/non-2xx': ours.errors + ours.non2xx,
      });
    }
  } finally {
    reference.close();
    folio.kill('SIGINT');
    await new Promise((resolve) => folio.on('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per run (BENCH_CONNECTIONS, BENCH_SECONDS)`);
  console.table(rows);
}

await main();

// Starts and stops the built server (dist/backend/main.cjs) as its own process, as a user runs it.
// The server is tied to this process (exit-with-parent.cjs): a bench that crashes leaves no server behind.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
export const TOKEN = 'bench-admin-token-0123456789';
/** BENCH_PORT (3901): another port lets two checkouts run their benches on one machine at once. */
const PORT = process.env.BENCH_PORT ?? '3901';
export const FOLIO = `http://127.0.0.1:${PORT}`;

/**
 * `env`: settings for this server only (CACHE_MAX_MB, ...), over the bench's own environment. A
 * `PORT` there starts it on that port (a second replica beside the first): it still calls itself FOLIO.
 * BENCH_CPU_PROF=<dir> writes the server's main-thread CPU profile there when it stops.
 */
export async function startFolio(databaseUrl, dataDir, env = {}) {
  const base = env.PORT ? `http://127.0.0.1:${env.PORT}` : FOLIO;
  // Another bench's server on this port would answer /healthz below, and get this bench's traffic.
  if (await fetch(`${base}/healthz`).then(() => true, () => false)) {
    throw new Error(`Something already answers on ${base} (another bench run?): stop it, then run this one again`);
  }
  const preload = path.join(here, 'exit-with-parent.cjs');
  const child = spawn(process.execPath, [...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []), '--max-semi-space-size=4', '--require', preload, path.join(root, 'dist/backend/main.cjs')], {
    // As `npm start` and the image run it (package.json's start:prod, docker/Dockerfile: keep the
    // three alike): glibc keeps two malloc arenas, not eight per core, for libvips's threads, gives
    // freed memory back to the system past 128 kB instead of holding it, and maps blocks of 64 kB
    // and more on their own, so that they go back when freed. The V8 flag: see main.cts.
    env: { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '131072', MALLOC_MMAP_THRESHOLD_: '65536', ...process.env, PORT, SITE_URL: FOLIO, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', NODE_ENV: 'production', ADMIN_TOKEN: TOKEN, SEED_SAMPLE_CONTENT: 'false', ...env },
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  for (let waited = 0; waited < 60_000; waited += 200) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`Folio exited while starting (${child.exitCode ?? child.signalCode})`);
    if (await fetch(`${base}/healthz`).then((response) => response.ok, () => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('Folio did not start within 60 s');
}

export async function stopFolio(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGINT');
  await exited;
}

// The entry point, and CommonJS on purpose: libuv sizes its thread pool once, at its first use, and
// Node's ES module loader already uses it to read the first module. A CommonJS file is read
// synchronously, so the size set here is the one the pool starts with; then the server is loaded.
import os from 'node:os';
import v8 from 'node:v8';

/**
 * Two threads for each image of defaultImageConcurrency (config/thread-pool.ts) and for the one
 * more image background work (an import) may run (images/image-work-queue.ts), and two more for
 * logins and file writes.
 */
function threadPoolSize(cores: number): number {
  return Math.max(4, 2 * (Math.min(cores - 1, 4) + 1) + 2);
}

process.env.UV_THREADPOOL_SIZE ??= String(threadPoolSize(os.availableParallelism()));

/**
 * How far V8 lets its old generation grow past what the last full collection kept before it
 * collects again. Left to itself it picks up to four times under load, when collections are quick
 * next to the work between them: the server passed 400 MB under `npm run soak` although what it
 * keeps (caches included) stayed near 80 MB. 1.4 times what was kept (issue 24): an import of 1,000
 * posts and 500 photos peaked at 280-285 MB instead of 321-325 MB with twice (its garbage piled up
 * to twice the live heap), and 20 clients on uncached routes at 241-246 MB instead of 267-284 MB,
 * for 5-9 % fewer of those requests a second (/healthz 3,683-3,709 against 3,934-4,080) and cached
 * reads within noise (npm run bench posts). 30 % made a full collection every few hundred requests.
 * A value given on the command line is left alone.
 */
if (!process.execArgv.some((flag) => /^--heap[-_]growing[-_]percent\b/.test(flag))) v8.setFlagsFromString('--heap-growing-percent=40');

/*
 * The young generation's size is fixed when V8 starts, before this file runs, so it is given on the
 * command line (`node --max-semi-space-size=4`: package.json's start:prod, docker/Dockerfile,
 * bench/folio-process.js). V8's default, 16 MB semi-spaces, kept some 30 MB resident on an idle
 * server that had only started (RSS 170 MiB ten seconds after start-up, 141 MiB with 4 MB; npm run
 * bench memory, issue 24); the memory reducer shrinks it only after a long quiet spell.
 */
void import('./server.js');

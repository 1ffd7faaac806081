// The built server (dist/backend/main.cjs) started with --expose-gc and this file preloaded
// (--require): every FOLIO_HEAP_REPORT_MS it runs full collections and prints the heap V8 kept, one
// line `folio-heap {"ms":…,"heapUsed":…,"compiled":…}` on stdout, for a test to follow the server's memory as it
// runs. Required by a test, it only exports startHeapReportingServer (CommonJS, so that the same
// file is both: the preload must be CommonJS, read before the server's modules).
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose (see above) */

const { spawn } = require('node:child_process');
const v8 = require('node:v8');
const path = require('node:path');
const { setImmediate: nextTurn } = require('node:timers/promises');

const PREFIX = 'folio-heap ';
const MAIN_SCRIPT = path.resolve(__dirname, '../../../dist/backend/main.cjs');

/** In the server: the reporter, its timer unref'd so that it never keeps the process running. */
function report(everyMs) {
  const started = performance.now();
  let busy = false;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      for (let round = 0; round < 3; round++) {
        globalThis.gc();
        await nextTurn();
      }
      const { heapUsed } = process.memoryUsage();
      // V8's compiled code and bytecode with their metadata (deoptimization data, feedback, ...),
      // which grows for minutes as functions run often enough to be compiled again, faster.
      const code = v8.getHeapCodeStatistics();
      const compiled = code.code_and_metadata_size + code.bytecode_and_metadata_size;
      process.stdout.write(`${PREFIX}${JSON.stringify({ ms: Math.round(performance.now() - started), heapUsed, compiled })}\n`);
    } finally {
      busy = false;
    }
  }, everyMs);
  timer.unref();
}

if (process.env.FOLIO_HEAP_REPORT_MS) {
  if (typeof globalThis.gc !== 'function') throw new Error('heap-reporting-server.cjs needs node --expose-gc');
  report(Number(process.env.FOLIO_HEAP_REPORT_MS));
}

/**
 * Starts the built server in `cwd` with only `env` (and PATH), reporting its heap every
 * `everyMs`. `snapshots`: also --heapsnapshot-signal=SIGUSR2 (a snapshot in `cwd` on each
 * SIGUSR2). Returns the child, the readings so far, its output without them, and healthy().
 */
function startHeapReportingServer({ cwd, env, everyMs = 5000, snapshots = false }) {
  const flags = ['--expose-gc', ...(snapshots ? ['--heapsnapshot-signal=SIGUSR2'] : []), '--require', __filename];
  const child = spawn(process.execPath, [...flags, MAIN_SCRIPT], {
    cwd,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env, FOLIO_HEAP_REPORT_MS: String(everyMs) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const readings = [];
  let output = '';
  let partial = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop();
    for (const line of lines) {
      if (line.startsWith(PREFIX)) readings.push(JSON.parse(line.slice(PREFIX.length)));
      else output += `${line}\n`;
    }
  });
  child.stderr.on('data', (chunk) => (output += chunk));
  let running = true;
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      running = false;
      resolve(code ?? signal);
    }),
  );
  const healthy = async (withinMs = 60_000) => {
    const url = `http://127.0.0.1:${env.PORT}/healthz`;
    for (const deadline = Date.now() + withinMs; running && Date.now() < deadline; ) {
      if (await fetch(url).then((response) => response.ok, () => false)) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`Folio did not become healthy:\n${output}`);
  };
  const stop = async () => {
    if (running) child.kill('SIGTERM');
    // The fallback timer is cleared once the server has exited: left running, it would hold the test's worker.
    const killLate = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(killLate);
  };
  return { child, readings, output: () => output, exited, healthy, stop };
}

module.exports = { startHeapReportingServer };

// Liveness latency while a scenario runs: a few loops of GET /healthz, one request at a time each,
// a short pause between, so the probe itself adds little load. A request that hangs counts with
// its full time (up to 10 s, then as an error): a stalled event loop must show in the figures.
import http from 'node:http';
import { FOLIO } from '../folio-process.js';

const TIMEOUT_MS = 10_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Nearest-rank percentile of numbers already sorted ascending. */
export function percentile(sorted, fraction) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] : undefined;
}

/** Milliseconds to a tenth, as every limits figure is reported. */
export const tenth = (ms) => (ms === undefined ? undefined : Math.round(ms * 10) / 10);

function summarize(latencies, errors) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { n: sorted.length, p50_ms: tenth(percentile(sorted, 0.5)), p99_ms: tenth(percentile(sorted, 0.99)), max_ms: tenth(sorted.at(-1)), errors };
}

function healthz(agent) {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.get(`${FOLIO}/healthz`, { agent, timeout: TIMEOUT_MS }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode === 200 ? performance.now() - started : undefined));
      response.on('error', () => resolve(undefined));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve(undefined));
  });
}

export function startProbe({ loops = 2, gapMs = 5 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: loops });
  const latencies = [];
  let errors = 0;
  let running = true;
  const loop = async () => {
    while (running) {
      const ms = await healthz(agent);
      if (ms === undefined) errors++;
      else latencies.push(ms);
      await sleep(gapMs);
    }
  };
  const loopsDone = Promise.all(Array.from({ length: loops }, loop));
  return {
    async stop() {
      running = false;
      await loopsDone;
      agent.destroy();
      return summarize(latencies, errors);
    },
  };
}

/** Runs `work` with the probe going; its result and the probe's figures. */
export async function probed(work) {
  const probe = startProbe();
  try {
    return { result: await work(), healthz: await probe.stop() };
  } catch (error) {
    await probe.stop();
    throw error;
  }
}

/** The same probe against the idle server: the reference the loaded figures are read against. */
export async function probeIdle(ms = 2000) {
  const { healthz: figures } = await probed(() => sleep(ms));
  return figures;
}

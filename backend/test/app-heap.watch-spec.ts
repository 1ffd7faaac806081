import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createRequire } from 'node:module';
import { findFreePort } from '../src/database/embedded-postgres.launcher.js';
import { makeTempDir, removeTempDir } from './support/temp-dir.js';
import { createTestDatabase, dropTestDatabase } from './support/test-database.js';

interface HeapReading {
  ms: number;
  heapUsed: number;
  /** Of heapUsed, V8's compiled code and bytecode with their metadata. */
  compiled: number;
}
interface HeapReportingServer {
  child: { pid?: number; kill: (signal: NodeJS.Signals) => boolean };
  readings: HeapReading[];
  output: () => string;
  healthy: (withinMs?: number) => Promise<void>;
  stop: () => Promise<void>;
}
const { startHeapReportingServer } = createRequire(import.meta.url)('./support/heap-reporting-server.cjs') as {
  startHeapReportingServer: (options: { cwd: string; env: Record<string, string>; everyMs?: number; snapshots?: boolean }) => HeapReportingServer;
};

const EVERY_MS = 5_000;
const WARM_UP_MS = 20_000;
const WATCH_MS = 150_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Bytes per millisecond, by least squares. */
function slope(readings: HeapReading[], bytes: (reading: HeapReading) => number): number {
  const meanX = readings.reduce((sum, reading) => sum + reading.ms, 0) / readings.length;
  const meanY = readings.reduce((sum, reading) => sum + bytes(reading), 0) / readings.length;
  let covariance = 0;
  let variance = 0;
  for (const reading of readings) {
    covariance += (reading.ms - meanX) * (bytes(reading) - meanY);
    variance += (reading.ms - meanX) ** 2;
  }
  return covariance / variance;
}

const data = (reading: HeapReading) => reading.heapUsed - reading.compiled;

const mb = (bytes: number) => (bytes / 1e6).toFixed(2);

/**
 * The built server left running, its job runner polling every 0.5 s (several pg-boss queries a
 * second, each through JobsDatabase): what it keeps after full collections must not grow. The
 * JobsDatabase that raced each query against one promise pending until close grew it by 13 MB in
 * three minutes. Over the watch the heap still grows by about 1 MB (51.4 → 52.3 MB), and heap
 * snapshots say what that is: compiled code and its metadata (deoptimization data, relocation info,
 * feedback vectors, baseline code) for functions that run once a minute or so (pg-boss's cron
 * check, the reap job, a lease's new connection and its SCRAM login) and are compiled again, faster,
 * only after several runs; the objects, closures and strings kept grew by some 20 kB. So the bound
 * of 1 MB is on the heap without V8's compiled code and bytecode (v8.getHeapCodeStatistics, about
 * 0.45 MB of growth here, the rest of the metadata), with a looser 4 MB on all of it.
 */
describe('the running server', () => {
  let databaseUrl: string;
  let dataDir: string;
  let server: HeapReportingServer | undefined;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    dataDir = makeTempDir('app-heap');
  });

  afterAll(async () => {
    await server?.stop();
    await dropTestDatabase(databaseUrl);
    removeTempDir(dataDir);
  });

  it('keeps no more heap as its job runner polls', async () => {
    const port = await findFreePort();
    // FOLIO_HEAP_SNAPSHOTS=<folder>: a heap snapshot there after the warm-up and after the watch (they move the readings).
    const snapshots = Boolean(process.env.FOLIO_HEAP_SNAPSHOTS);
    server = startHeapReportingServer({
      cwd: process.env.FOLIO_HEAP_SNAPSHOTS || dataDir,
      everyMs: EVERY_MS,
      snapshots,
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        ADMIN_TOKEN: 'app-heap-admin-token-0123456789',
        LOG_LEVEL: 'warn',
        JOB_POLL_SECONDS: '0.5',
        SEED_SAMPLE_CONTENT: 'false',
      },
    });
    await server.healthy();
    const started = server.readings.length;
    await sleep(WARM_UP_MS);
    if (snapshots) server.child.kill('SIGUSR2');
    const warm = server.readings.length;
    await sleep(WATCH_MS);
    if (snapshots) server.child.kill('SIGUSR2');
    const watched = server.readings.slice(warm);
    const dataGrowth = slope(watched, data) * WATCH_MS;
    const heapGrowth = slope(watched, (reading) => reading.heapUsed) * WATCH_MS;
    if (process.env.FOLIO_HEAP_LOG) {
      process.stderr.write(
        `app heap: ${started} readings before healthy, ${warm - started} in the warm-up, ${watched.length} watched; least-squares growth ` +
          `${Math.round(dataGrowth)} B without compiled code, ${Math.round(heapGrowth)} B in all\n` +
          `${server.readings.map((reading) => `${reading.ms}:${mb(reading.heapUsed)}/${mb(data(reading))}`).join(' ')}\n`,
      );
    }
    expect(watched.length).toBeGreaterThanOrEqual(WATCH_MS / EVERY_MS - 2);
    expect(dataGrowth).toBeLessThan(1e6);
    expect(heapGrowth).toBeLessThan(4e6);
  }, WARM_UP_MS + WATCH_MS + 90_000);
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { setImmediate as nextTurn } from 'node:timers/promises';
import v8 from 'node:v8';
import vm from 'node:vm';
import { JobsDatabase } from '../src/jobs/jobs-database.js';
import { createTestDatabase, dropTestDatabase } from './support/test-database.js';

/** V8's full collection, which jest does not expose: the flag set now holds for contexts made after it. */
function exposedGc(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

/** The heap V8 keeps after several full collections, with turns of the event loop between them for finalizers. */
async function retainedHeap(gc: () => void): Promise<number> {
  for (let round = 0; round < 4; round++) {
    gc();
    await nextTurn();
  }
  return process.memoryUsage().heapUsed;
}

/** The least-squares slope of readings taken at equal steps, per step. */
function slope(readings: number[]): number {
  const meanX = (readings.length - 1) / 2;
  const meanY = readings.reduce((sum, y) => sum + y, 0) / readings.length;
  let covariance = 0;
  let variance = 0;
  readings.forEach((y, x) => {
    covariance += (x - meanX) * (y - meanY);
    variance += (x - meanX) ** 2;
  });
  return covariance / variance;
}

async function sendQueries(db: JobsDatabase, count: number, lanes: number): Promise<void> {
  let sent = 0;
  const lane = async () => {
    while (sent < count) {
      sent++;
      const { rows } = await db.executeSql('SELECT $1::int AS n', [sent]);
      if (rows.length !== 1) throw new Error(`A query answered ${rows.length} rows`);
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
}

describe("the job runner's own connections", () => {
  let url: string;

  beforeAll(async () => {
    url = await createTestDatabase();
  });

  afterAll(async () => {
    await dropTestDatabase(url);
  });

  it('answers queries, and on close fails the one still waiting for a connection instead of leaving it waiting', async () => {
    const db = new JobsDatabase({ connectionString: url, max: 1 }, () => undefined);
    expect((await db.executeSql('SELECT $1::int AS n', [7])).rows).toEqual([{ n: 7 }]);

    const holding = db.executeSql('SELECT pg_sleep(0.5)');
    const waiting = db.executeSql('SELECT 1');
    const closing = db.close();
    await expect(waiting).rejects.toThrow('The job runner has stopped');
    await expect(holding).rejects.toThrow('The job runner has stopped');
    await closing;
    await expect(db.executeSql('SELECT 1')).rejects.toThrow('The job runner has stopped');
  });

  // pg-boss sends every query through executeSql, several a second for the life of the process:
  // the target is under 5 MB of heap for 500,000 queries (`node bench/run.js jobs` measures that
  // count), so under 400 kB for these 40,000. The version that raced each query against one
  // promise pending until close kept about 930 bytes a query (some 37 MB here). The heap kept after
  // full collections also moves up or down by about 250 kB from one reading to the next with no
  // query kept (V8's compiled code and bytecode, jest's included: heap snapshots show no object of
  // the queries), so the growth is the least-squares slope of a reading every 5,000 queries.
  it('keeps no memory for the queries it answered', async () => {
    const gc = exposedGc();
    const db = new JobsDatabase({ connectionString: url, max: 4 }, () => undefined);
    try {
      await sendQueries(db, 10_000, 4);
      const readings = [await retainedHeap(gc)];
      for (let chunk = 0; chunk < 8; chunk++) {
        await sendQueries(db, 5_000, 4);
        readings.push(await retainedHeap(gc));
      }
      const growth = slope(readings) * 8;
      if (process.env.JOBS_HEAP_LOG) process.stderr.write(`growth ${Math.round(growth)} B over 40,000 queries; readings ${readings.join(' ')}\n`);
      expect(growth).toBeLessThan(400_000);
    } finally {
      await db.close();
    }
  });
});

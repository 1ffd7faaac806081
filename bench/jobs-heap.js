// The child process of the jobs part (bench/jobs-bench.js), started with --expose-gc:
//   node --expose-gc bench/jobs-heap.js <fixed|racing> <database url> <queries> <warm-up queries>
// sends every query through one pool as pg-boss does (JobsDatabase.executeSql), LANES at a time, and
// prints one JSON line: the heap V8 keeps (heapUsed after full collections) after the warm-up and
// after the queries. `fixed` is the built JobsDatabase (dist/backend/jobs/jobs-database.js);
// `racing` is a copy of the one before it, which raced every query against one promise pending
// until close.
import { setImmediate as nextTurn } from 'node:timers/promises';
import pg from 'pg';
import { JobsDatabase } from '../dist/backend/jobs/jobs-database.js';

const LANES = 4;
const stopped = () => new Error('The job runner has stopped');

/** The old JobsDatabase (before 07d48a4), its racing kept as it was. */
class RacingJobsDatabase {
  constructor(options, onError) {
    this.pool = new pg.Pool(options);
    this.pool.on('error', onError);
    this.closing = new AbortController();
    this.closed = new Promise((_resolve, reject) => this.closing.signal.addEventListener('abort', () => reject(stopped()), { once: true }));
    this.closed.catch(() => undefined);
  }

  async executeSql(text, values) {
    if (this.closing.signal.aborted) throw stopped();
    return Promise.race([this.pool.query(text, values), this.closed]);
  }

  async close() {
    if (this.closing.signal.aborted) return;
    this.closing.abort();
    await this.pool.end();
  }
}

/** What stays after full collections: several, and turns of the event loop between them, so that finalizers and weak callbacks have run. */
async function retainedHeap() {
  for (let round = 0; round < 4; round++) {
    globalThis.gc();
    await nextTurn();
  }
  return process.memoryUsage().heapUsed;
}

async function run(db, count) {
  let next = 0;
  const lane = async () => {
    while (next < count) {
      next++;
      const { rows } = await db.executeSql('SELECT $1::int AS n', [next]);
      if (rows.length !== 1) throw new Error('A query answered no row');
    }
  };
  await Promise.all(Array.from({ length: LANES }, lane));
}

async function main() {
  const [version, databaseUrl, queries, warmUp] = process.argv.slice(2);
  if (typeof globalThis.gc !== 'function') throw new Error('Start this child with node --expose-gc');
  const Database = { fixed: JobsDatabase, racing: RacingJobsDatabase }[version];
  if (!Database) throw new Error(`Unknown version ${version}: fixed or racing`);
  const db = new Database({ connectionString: databaseUrl, max: LANES }, (error) => console.error(error));
  try {
    await run(db, Number(warmUp));
    const before = await retainedHeap();
    const started = performance.now();
    await run(db, Number(queries));
    const seconds = (performance.now() - started) / 1000;
    const after = await retainedHeap();
    process.stdout.write(`${JSON.stringify({ version, queries: Number(queries), warm_up: Number(warmUp), lanes: LANES, seconds, before, after })}\n`);
  } finally {
    await db.close();
  }
}

await main();

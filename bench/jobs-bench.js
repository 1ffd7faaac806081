// The jobs part of `npm run bench` (issue 24, point 1): the heap pg-boss's connections keep. Every
// pg-boss query goes through JobsDatabase.executeSql, several a second for as long as the server
// runs, so what each query leaves behind adds up. A child process started with --expose-gc
// (bench/jobs-heap.js; only it, the bench itself runs without) sends BENCH_JOB_QUERIES queries through
// the built JobsDatabase to the bench's PostgreSQL, and reads the heap after full collections
// before and after them; then the same in a fresh child with a copy of the JobsDatabase before
// 07d48a4, which raced each query against one promise pending until close. Target: under 5 MB of
// growth for 500,000 queries (proportionally for another count). Asserts nothing.
//   BENCH_JOB_QUERIES (500000)  BENCH_JOB_WARM_UP (20000)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ownDatabase } from './own-database.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const QUERIES = Number(process.env.BENCH_JOB_QUERIES ?? 500_000);
const WARM_UP = Number(process.env.BENCH_JOB_WARM_UP ?? 20_000);
const TARGET_MB_PER_500K = 5;
const mb = (bytes) => Math.round((bytes / 1e6) * 100) / 100;

function measure(version, databaseUrl) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', path.join(here, 'jobs-heap.js'), version, databaseUrl, String(QUERIES), String(WARM_UP)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code !== 0) return reject(new Error(`jobs-heap.js ${version} ended with ${code ?? signal}: ${output}`));
      resolve(JSON.parse(output.trim().split('\n').at(-1)));
    });
  });
}

export async function benchJobs(serverUrl) {
  const databaseUrl = await ownDatabase(serverUrl, 'folio_bench_jobs');
  const targetMb = (TARGET_MB_PER_500K * QUERIES) / 500_000;
  const rows = [];
  for (const [version, label] of [['fixed', 'JobsDatabase (queries in flight in a Set)'], ['racing', 'before 07d48a4 (each query raced against one pending promise)']]) {
    console.log(`jobs: ${QUERIES.toLocaleString('en')} queries through ${label}...`);
    const result = await measure(version, databaseUrl);
    const growth = result.after - result.before;
    rows.push({
      version,
      label,
      before_mb: mb(result.before),
      after_mb: mb(result.after),
      growth_mb: mb(growth),
      bytes_per_query: Math.round((growth / result.queries) * 10) / 10,
      queries_per_second: Math.round(result.queries / result.seconds),
      within_target: growth < targetMb * 1e6,
    });
  }
  return { date: new Date().toISOString(), queries: QUERIES, warm_up: WARM_UP, lanes: 4, target_mb: targetMb, rows };
}

export function printJobs({ queries, warm_up, lanes, target_mb, rows }) {
  console.log(
    `\npg-boss's connections (JobsDatabase): ${queries.toLocaleString('en')} queries after ${warm_up.toLocaleString('en')} to warm up, ${lanes} at a time, ` +
      `each version in its own process. Heap V8 keeps (heapUsed after full collections) before and after. Target: growth under ${target_mb} MB.`,
  );
  console.table(
    rows.map((row) => ({
      version: row.label,
      'before MB': row.before_mb,
      'after MB': row.after_mb,
      'growth MB': row.growth_mb,
      'bytes / query': row.bytes_per_query,
      'queries / s': row.queries_per_second,
      'within target': row.within_target ? 'yes' : 'no',
    })),
  );
}

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import * as images from '../support/image-factory.js';
import { ADMIN_TOKEN, bearer } from '../support/test-app.js';
import { DataSnapshots, differences, type Snapshot } from './data-snapshot.js';
import { errorBodyProblem, type FuzzApp, isComingSoon, startFuzzApp } from './fuzz-app.js';
import { readOperations } from './openapi-operations.js';
import { NoAnswerError, send } from './raw-http.js';
import { type FuzzCase, requestArbitrary, type SampleFiles } from './request-arbitraries.js';

/**
 * Property-based fuzzing of every operation in openapi.json with malformed and hostile requests,
 * with and without the admin token. Per request: never a 5xx (Coming Soon's 503 aside), an answer
 * within 5 s, a JSON `{ statusCode, message }` body for every 4xx, and no change to stored data
 * (tables and stored files) after any 4xx.
 *
 * FUZZ_RUNS: requests per operation (default 150: 4,200 requests over the 28 operations, about 30 s);
 * FUZZ_SEED: the seed (fixed by default, so that every run sends the same requests); FUZZ_SHRINK=1:
 * shrink a failure to its smallest form instead of stopping at it; FUZZ_VERBOSE=1: print every 4xx
 * and the statuses per operation. `npm run fuzz -- --runs N --seed S [--shrink]` sets them.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const SEED = Number(process.env.FUZZ_SEED ?? 20_251_122);
const DEADLINE_MS = 5_000;

const operations = readOperations();

async function sampleFiles(): Promise<SampleFiles> {
  return {
    valid: await Promise.all([
      images.jpeg(48, 32),
      images.pngGraphic(40, 30),
      images.gif(16, 16),
      images.webp(32, 48),
      images.animatedGif(12, 12, 2),
      images.jpegWithExif(40, 24),
      images.pngWithAlpha(30, 30),
    ]),
    broken: [
      await images.truncatedJpeg(64, 48),
      images.declaredGiantPng(),
      images.svgFile(),
      images.textFile(),
      images.pdfFile(),
      images.gifScriptPolyglot(),
    ],
    oversized: images.oversizedFile(),
  };
}

describe('API fuzzer (every operation of openapi.json)', () => {
  let target: FuzzApp;
  let snapshots: DataSnapshots;
  let files: SampleFiles;
  let last: Snapshot;
  let existing: Record<'posts' | 'images', string[]>;
  let uploadKeys: string[];
  const statuses = new Map<number, number>();
  let slowest = { ms: 0, request: '' };
  const perOperation = new Map<string, { requests: number; withToken: number; withoutToken: number; statuses: Record<number, number> }>();

  async function refresh({ wrote }: { wrote: boolean }): Promise<void> {
    // A successful save plans its social card in the background: the snapshot waits for it, so that the next request is not blamed for it.
    // A read plans nothing, and waiting after each of them was most of the fuzzer's time.
    if (wrote) await snapshots.backgroundSettled();
    last = await snapshots.take();
    // The rows to aim at change only with a write.
    if (!wrote) return;
    existing = { posts: await snapshots.ids('posts'), images: await snapshots.ids('images') };
    uploadKeys = await snapshots.uploadKeys();
  }

  beforeAll(async () => {
    target = await startFuzzApp();
    snapshots = await DataSnapshots.open(target.folio);
    files = await sampleFiles();
    // Rows to aim at: a few posts (one with a cover and an inline upload) and uploaded images.
    const http = target.folio.http;
    const uploaded = [];
    for (const file of files.valid.slice(0, 3)) {
      const response = await http().post('/api/images/uploads/image').set(bearer()).attach('image', file, 'seed.bin');
      expect(response.status).toBe(201);
      uploaded.push(response.body as { url: string });
    }
    for (const [index, status] of ['published', 'draft', 'published'].entries()) {
      const response = await http()
        .post('/api/posts')
        .set(bearer())
        .send({ title: `Seed ${index}`, content_text: `Text ![inline](${uploaded[index]!.url})`, status, tags: ['seed'], cover_image_url: uploaded[(index + 1) % 3]!.url });
      expect(response.status).toBe(201);
    }
    await refresh({ wrote: true });
  }, 120_000);

  afterAll(async () => {
    await snapshots?.close();
    await target?.close();
  });

  it('has a request generator for every operation of the document', () => {
    expect(operations.length).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const operation of operations) {
      try {
        requestArbitrary(operation, { valid: [Buffer.alloc(1)], broken: [Buffer.alloc(1)], oversized: Buffer.alloc(1) });
      } catch (error) {
        missing.push((error as Error).message);
      }
    }
    expect(missing).toEqual([]);
  });

  async function check(fuzzCase: FuzzCase): Promise<void> {
    const request = fuzzCase.toRequest(
      ADMIN_TOKEN,
      (table, pick) => existing[table][pick % Math.max(existing[table].length, 1)],
      target.nextAddress(),
      () => uploadKeys[0],
    );
    const counts = perOperation.get(fuzzCase.operation.id) ?? { requests: 0, withToken: 0, withoutToken: 0, statuses: {} };
    counts.requests += 1;
    if (fuzzCase.token === 'admin') counts.withToken += 1;
    else counts.withoutToken += 1;
    perOperation.set(fuzzCase.operation.id, counts);

    let response;
    try {
      response = await send(target.port, request, { deadlineMs: DEADLINE_MS });
    } catch (error) {
      if (error instanceof NoAnswerError) throw new Error(`No answer (${error.message}) to ${fuzzCase.describe()}`, { cause: error });
      throw error;
    }
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    if (response.elapsedMs > slowest.ms) slowest = { ms: response.elapsedMs, request: fuzzCase.describe().slice(0, 200) };
    counts.statuses[response.status] = (counts.statuses[response.status] ?? 0) + 1;
    if (process.env.FUZZ_VERBOSE === '1' && response.status >= 400) process.stdout.write(`${fuzzCase.operation.id} ${response.status} ${response.body.toString('utf8').slice(0, 160)} ← ${fuzzCase.describe().slice(0, 300)}\n`);
    const problems: string[] = [];
    if (response.status >= 500 && !isComingSoon(response)) {
      problems.push(`answered ${response.status}: ${response.body.toString('utf8').slice(0, 300)}`);
    }
    if (response.status < 200 || (response.status >= 300 && response.status < 400)) problems.push(`answered ${response.status}`);
    if (response.elapsedMs > DEADLINE_MS) problems.push(`took ${response.elapsedMs} ms`);
    if (response.status >= 400 && response.status < 500) {
      const bodyProblem = errorBodyProblem(response);
      if (bodyProblem) problems.push(`a ${response.status} whose ${bodyProblem}`);
      const after = await snapshots.take();
      const changed = differences(last, after);
      if (changed.length) problems.push(`a ${response.status} (${response.body.toString('utf8').slice(0, 200)}) that changed stored data: ${changed.join('; ')}`);
      last = after;
    } else {
      if (fuzzCase.operation.id === 'Admin_setComingSoon' && response.status === 200) {
        // Left on, it would turn every later public call into a 503.
        await target.folio.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: false }).expect(200);
      }
      await refresh({ wrote: request.method !== 'GET' && request.method !== 'HEAD' });
    }
    if (problems.length) throw new Error(`${problems.join('\n')}\n  ← ${fuzzCase.describe()}`);
  }

  describe.each(operations.map((operation, index) => ({ ...operation, index })))('$method $path', (operation) => {
    it(`keeps every invariant over ${RUNS} fuzzed requests`, async () => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(operation, files), (fuzzCase) => check(fuzzCase)),
        { numRuns: RUNS, seed: SEED + operation.index, endOnFailure: process.env.FUZZ_SHRINK !== '1' },
      );
    }, Math.max(600_000, RUNS * 2_000));
  });

  describe('afterwards', () => {
    it('reached every operation with and without the token, and met real 401s rather than only 429s', () => {
      for (const operation of operations) {
        const counts = perOperation.get(operation.id);
        expect({ operation: operation.id, reached: (counts?.withToken ?? 0) > 0 && (counts?.withoutToken ?? 0) > 0 }).toEqual({ operation: operation.id, reached: true });
      }
      expect(statuses.get(401) ?? 0).toBeGreaterThan(RUNS);
      expect(statuses.get(429) ?? 0).toBe(0);
      const total = [...statuses.values()].reduce((sum, count) => sum + count, 0);
      if (process.env.FUZZ_VERBOSE === '1') {
        for (const [id, counts] of perOperation) process.stdout.write(`${id}: ${JSON.stringify(counts.statuses)}\n`);
      }
      process.stdout.write(`fuzz: ${total} requests, seed ${SEED}, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}\n`);
      process.stdout.write(`fuzz: slowest answer ${slowest.ms} ms, to ${slowest.request}\n`);
    });
  });
});

import { afterEach, describe, expect, it } from '@jest/globals';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { gcKind, loadMallocTrim, trimAfterFullCollections } from '../src/common/memory/native-memory-trim.js';

/** V8's full collection, which jest does not expose: the flag set now holds for contexts made after it. */
function exposedGc(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

const MB = 1024 * 1024;
const rss = () => process.memoryUsage.rss();

/**
 * About 100 MB in blocks of 4-10 kB (malloc's arena, below its mapping threshold), one in twenty
 * kept (the answer), the others garbage: their memory lies between blocks still in use, which glibc
 * keeps resident by itself once they are freed.
 */
function fragmentedBuffers(): Buffer[] {
  const kept: Buffer[] = [];
  const dropped: Buffer[] = [];
  for (let index = 0; index < 15_000; index++) {
    const buffer = Buffer.alloc(4_000 + (index % 7) * 1_000, index);
    (index % 20 === 0 ? kept : dropped).push(buffer);
  }
  return kept;
}

describe('native memory trimmed after full collections', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('gives back to the system the memory freed between blocks still in use, at the next full collection', async () => {
    const trim = await loadMallocTrim();
    expect(trim).toBeDefined();
    const gc = exposedGc();
    const kept = fragmentedBuffers();
    const allocated = rss();
    const trimmed = new Promise<boolean>((resolve) => {
      stop = trimAfterFullCollections(trim!, resolve);
    });
    // Twice: V8 frees the buffers' memory on a thread of its own while the first one ends.
    gc();
    gc();
    expect(await trimmed).toBe(true);
    expect(allocated - rss()).toBeGreaterThan(40 * MB);
    expect(kept.every((buffer, index) => buffer[0] === (index * 20) % 256)).toBe(true);
  });

  it('does not trim after the young generation\'s collections, which run every few milliseconds under load', async () => {
    const trim = await loadMallocTrim();
    let trims = 0;
    stop = trimAfterFullCollections(trim!, () => trims++);
    let minor: PerformanceObserver | undefined;
    // The observers hear of collections a little after they ran, in one batch.
    const minorCollection = new Promise<void>((resolve) => {
      minor = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => gcKind(entry) === constants.NODE_PERFORMANCE_GC_MINOR)) resolve();
      });
      minor.observe({ entryTypes: ['gc'] });
    });
    try {
      let last: unknown;
      for (let round = 0; round < 200_000; round++) last = { round, words: [`${round}`, 'a', 'b'] };
      expect(last).toBeDefined();
      await minorCollection;
      await new Promise((resolve) => setImmediate(resolve));
      expect(trims).toBe(0);
    } finally {
      minor!.disconnect();
    }
  });
});

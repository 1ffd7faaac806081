import { afterEach, describe, expect, it } from '@jest/globals';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { gcKind, loadMallocTrim, trimAfterCollections } from '../src/common/memory/native-memory-trim.js';

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

describe('native memory trimmed after collections', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('gives back to the system the memory freed between blocks still in use, at the next full collection', async () => {
    const trim = await loadMallocTrim();
    expect(trim).toBeDefined();
    const gc = exposedGc();
    const kept = fragmentedBuffers();
    const allocated = rss();
    const trimmed = new Promise<boolean>((resolve) => {
      stop = trimAfterCollections(trim!, resolve);
    });
    // Twice: V8 frees the buffers' memory on a thread of its own while the first one ends.
    gc();
    gc();
    expect(await trimmed).toBe(true);
    expect(allocated - rss()).toBeGreaterThan(40 * MB);
    expect(kept.every((buffer, index) => buffer[0] === (index * 20) % 256)).toBe(true);
  });

  it('trims once, not after each, over a run of young-generation collections (they come every few milliseconds under load)', async () => {
    const trim = await loadMallocTrim();
    let trims = 0;
    stop = trimAfterCollections(trim!, () => trims++);
    let minor: PerformanceObserver | undefined;
    let minorCollections = 0;
    // The observers hear of collections a little after they ran, in batches.
    const severalMinorCollections = new Promise<void>((resolve) => {
      minor = new PerformanceObserver((list) => {
        minorCollections += list.getEntries().filter((entry) => gcKind(entry) === constants.NODE_PERFORMANCE_GC_MINOR).length;
        if (minorCollections >= 5) resolve();
      });
      minor.observe({ entryTypes: ['gc'] });
    });
    try {
      let last: unknown;
      while (minorCollections < 5) {
        for (let round = 0; round < 200_000; round++) last = { round, words: [`${round}`, 'a', 'b'] };
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(last).toBeDefined();
      await severalMinorCollections;
      await new Promise((resolve) => setImmediate(resolve));
      expect(trims).toBe(1);
    } finally {
      minor!.disconnect();
    }
  });
});

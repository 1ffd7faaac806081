import { constants, performance, type PerformanceEntry, PerformanceObserver } from 'node:perf_hooks';

/** glibc's malloc_trim(0): 1 when it gave memory back to the system, 0 when there was none to give. */
export type MallocTrim = () => number;

/**
 * glibc's malloc_trim, called through koffi; undefined where there is none (musl, macOS, Windows) or
 * koffi cannot load. glibc gives freed memory back by itself only from the top of an arena: the
 * free pages between blocks still in use stay resident until malloc_trim returns them. After a burst
 * of image uploads, saves and searches, that was 11.4 MB of the server's RSS two minutes later, some
 * 7 MB in the main thread's arena and 4 MB in the arena of libvips's threads (npm run bench memory).
 */
export async function loadMallocTrim(): Promise<MallocTrim | undefined> {
  if (process.platform !== 'linux') return undefined;
  try {
    const { default: koffi } = await import('koffi');
    const mallocTrim = koffi.load('libc.so.6').func('int malloc_trim(size_t pad)');
    return () => mallocTrim(0) as number;
  } catch {
    return undefined;
  }
}

/** A 'gc' entry's kind (perf_hooks.constants.NODE_PERFORMANCE_GC_*), which Node's types leave out. */
export const gcKind = (entry: PerformanceEntry) => (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;

/**
 * After a young-generation collection, a trim comes only if none came for this long: those run every
 * few milliseconds under load, and on a quiet server they are what still frees memory long after
 * V8's last full collection (4.3 MB more given back two minutes after the bench's burst).
 */
const MINOR_TRIM_INTERVAL_MS = 10_000;

/**
 * Calls `trim` after each of V8's full collections on this thread, and after a young-generation
 * collection when none came for MINOR_TRIM_INTERVAL_MS: a collection is what frees the native memory
 * of the buffers and objects it found dead (an image's bytes, a socket's reads), and V8 runs a full
 * one when its heap grew or, on a server gone quiet, from its memory reducer, so the memory comes
 * back when it is no longer used, without a timer. A trim with little to give costs under a
 * millisecond, far less than the collection before it. Answers a function that stops.
 */
export function trimAfterCollections(trim: MallocTrim, onTrim?: (released: boolean) => void): () => void {
  let lastTrim = Number.NEGATIVE_INFINITY;
  const observer = new PerformanceObserver((list) => {
    const kinds = list.getEntries().map(gcKind);
    const full = kinds.includes(constants.NODE_PERFORMANCE_GC_MAJOR);
    if (!full && !(kinds.includes(constants.NODE_PERFORMANCE_GC_MINOR) && performance.now() - lastTrim >= MINOR_TRIM_INTERVAL_MS)) return;
    lastTrim = performance.now();
    const released = trim() === 1;
    onTrim?.(released);
  });
  observer.observe({ entryTypes: ['gc'] });
  return () => observer.disconnect();
}

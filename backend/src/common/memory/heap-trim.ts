import v8 from 'node:v8';
import vm from 'node:vm';

/** Time without heavy work before the collection, so that a burst is collected once, after its end. */
const QUIET_MS = 5_000;

let timer: NodeJS.Timeout | undefined;
let collect: (() => void) | undefined;

/**
 * Asks for one full garbage collection once the server has had QUIET_MS without heavy work (for now
 * images: ImageWorkQueue asks after each). Left to itself V8 keeps the heap a burst grew, most of it
 * garbage or free pages, until its memory reducer runs, and on a server whose timers keep
 * allocating a little that is its watchdog, some 100 s after the last full collection: the memory
 * came back 100-120 s after a burst, or not before the next one (npm run bench memory, issue 24).
 * The price: one compacting collection of the main heap, once per burst, which stops the event loop
 * (about 1 s on a 2-core machine at load 15; 0.3 s without compaction, which kept 5-8 MB more).
 */
export function trimHeapSoon(): void {
  clearTimeout(timer);
  timer = setTimeout(trimHeap, QUIET_MS).unref();
}

/**
 * A full collection that also compacts: moves what lives out of the pages the burst left half
 * empty, so that they go back to the system too. Without compaction a collection keeps those pages
 * (the main heap stayed at about 80 MB committed for 65 MB live; compacted, near what lives).
 */
function trimHeap(): void {
  timer = undefined;
  collect ??= garbageCollector();
  v8.setFlagsFromString('--compact-on-every-full-gc');
  try {
    collect();
  } finally {
    v8.setFlagsFromString('--no-compact-on-every-full-gc');
  }
}

/** V8's gc(), without `node --expose-gc`: the flag is set only while one new context takes the function. */
function garbageCollector(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (typeof exposed === 'function') return exposed;
  v8.setFlagsFromString('--expose-gc');
  try {
    return vm.runInNewContext('gc') as () => void;
  } finally {
    v8.setFlagsFromString('--no-expose-gc');
  }
}

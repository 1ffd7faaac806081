import { createHook } from 'node:async_hooks';

/** Handles that keep a process alive: timers, sockets, child processes, servers. */
const KEEPING_ALIVE = new Set(['Timeout', 'TCPWRAP', 'TCPCONNECTWRAP', 'TCPSERVERWRAP', 'PIPEWRAP', 'PROCESSWRAP']);
/** Jest's own timers and sockets (its reporter, its worker channel) are not the code under test's. */
const JEST_OWN = /[\\/]node_modules[\\/](jest-[a-z-]+|@jest[\\/][a-z-]+)[\\/]/;

interface Tracked {
  type: string;
  stack: string;
  resource: { hasRef?: () => boolean; _destroyed?: boolean };
}

/**
 * The timers and sockets created from now on that are still open: what
 * `process.getActiveResourcesInfo()` counts, narrowed to what the code under test made, with the
 * stack that made each (the process-wide list also holds Jest's timers, which come and go).
 */
export function trackResources() {
  const open = new Map<number, Tracked>();
  const hook = createHook({
    init(id, type, _trigger, resource) {
      if (!KEEPING_ALIVE.has(type)) return;
      const stack = new Error().stack ?? '';
      if (JEST_OWN.test(stack)) return;
      open.set(id, { type, stack, resource: resource as Tracked['resource'] });
    },
    destroy(id) {
      open.delete(id);
    },
  });
  hook.enable();
  return {
    /** Those still open and keeping the process alive (an unref'd timer does not). */
    left(): string[] {
      return [...open.values()]
        // Node tells the hook of a cleared or fired timer later, on a turn of its own: the timer knows at once.
        .filter(({ resource }) => resource.hasRef?.() !== false && resource._destroyed !== true)
        .map(({ type, stack }) => `${type}\n${stack.split('\n').slice(2, 12).join('\n')}`);
    },
    stop(): void {
      hook.disable();
    },
  };
}

// The entry point, and CommonJS on purpose: libuv sizes its thread pool once, at its first use, and
// Node's ES module loader already uses it to read the first module. A CommonJS file is read
// synchronously, so the size set here is the one the pool starts with; then the server is loaded.
import os from 'node:os';

/** Threads for the images of defaultImageConcurrency (config/thread-pool.ts) and two more for logins and file writes. */
function threadPoolSize(cores: number): number {
  return Math.max(4, 2 * Math.min(cores - 1, 4) + 2);
}

process.env.UV_THREADPOOL_SIZE ??= String(threadPoolSize(os.availableParallelism()));
void import('./server.js');

import { threadPoolSize } from './config/thread-pool.js';

// libuv reads the size of its thread pool once, when the pool is first used: set it before the
// server (and sharp, pg and fs with it) is loaded, so that image work cannot take every thread.
process.env.UV_THREADPOOL_SIZE ??= String(threadPoolSize());
await import('./server.js');

import os from 'node:os';

/** Images processed at once by default, at most. */
const MAX_DEFAULT_IMAGE_CONCURRENCY = 4;

/**
 * Images processed at once by default: one fewer than the cores, so that one stays for readers;
 * and each image holds two of libuv's threads while it runs (two sharp pipelines), while two of
 * them stay free for PostgreSQL's password hashing and file writes, which need that pool too.
 * `libuvThreads` is the pool's size as the process started with it (main.cts sets it).
 */
export function defaultImageConcurrency(libuvThreads: number, cores = os.availableParallelism()): number {
  return Math.max(1, Math.min(cores - 1, MAX_DEFAULT_IMAGE_CONCURRENCY, imagesThePoolHolds(libuvThreads)));
}

/** Images libuv's pool can run at once and still keep two threads for everything else. */
export function imagesThePoolHolds(libuvThreads: number): number {
  return Math.floor((libuvThreads - 2) / 2);
}

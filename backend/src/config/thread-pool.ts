import os from 'node:os';

/** Images at once when IMAGE_CONCURRENCY is unset, at most. */
const MAX_DEFAULT_IMAGE_CONCURRENCY = 4;

const imagesForCores = (cores: number) => Math.max(1, Math.min(cores - 1, MAX_DEFAULT_IMAGE_CONCURRENCY));

/**
 * Images processed at once by default: one fewer than the cores, so that one stays for readers;
 * and each image holds two of libuv's threads while it runs (two sharp pipelines), while two of
 * them stay free for PostgreSQL's password hashing and file writes, which need that pool too.
 */
export function defaultImageConcurrency(libuvThreads: number, cores = os.availableParallelism()): number {
  return Math.max(1, Math.min(imagesForCores(cores), Math.floor((libuvThreads - 2) / 2)));
}

/** libuv's thread pool for a machine of `cores`: the threads of defaultImageConcurrency's images and two more. */
export function threadPoolSize(cores = os.availableParallelism()): number {
  return Math.max(4, 2 * imagesForCores(cores) + 2);
}

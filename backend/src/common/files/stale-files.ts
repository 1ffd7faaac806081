import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Removes the files of `dir` (those whose names match `named`, when given) last written before
 * `before`: what writes that died with their process left behind. A file still being written to
 * stays. Answers how many were removed; a missing folder has none.
 */
export async function removeStaleFiles(dir: string, before: Date, named?: RegExp): Promise<number> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let removed = 0;
  for (const name of names) {
    if (named && !named.test(name)) continue;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile() || info.mtime >= before) continue;
    await rm(file, { force: true });
    removed++;
  }
  return removed;
}

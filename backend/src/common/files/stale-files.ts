import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Removes the files of `dir` last written before `before`: what requests that died with their
 * process left in a staging folder. A file still being received is written to, so it stays.
 * Answers how many were removed; a missing folder has none.
 */
export async function removeStaleFiles(dir: string, before: Date): Promise<number> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile() || info.mtime >= before) continue;
    await rm(file, { force: true });
    removed++;
  }
  return removed;
}

import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A fresh folder under the system temp dir, open to other users: as root, embedded PostgreSQL
 * runs as the `postgres` user, which must be able to enter it.
 */
export function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `folio-${prefix}-`));
  chmodSync(dir, 0o755);
  return dir;
}

export function removeTempDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);
const NAME = 'postgres';

/** The system user PostgreSQL runs as when Folio runs as root (PostgreSQL refuses to run as root). */
export interface PostgresUser {
  name: string;
  uid: number;
  gid: number;
}

async function lookUp(): Promise<PostgresUser | undefined> {
  try {
    const [uid, gid] = await Promise.all([execFileAsync('id', ['-u', NAME]), execFileAsync('id', ['-g', NAME])]);
    return { name: NAME, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

/** The `postgres` user, created as a system user without a home folder when missing. */
export async function ensurePostgresUser(): Promise<PostgresUser> {
  const existing = await lookUp();
  if (existing) return existing;
  let failure = '';
  try {
    await execFileAsync('groupadd', ['-f', '--system', NAME]);
    await execFileAsync('useradd', ['--system', '--gid', NAME, '--no-create-home', NAME]);
  } catch (error) {
    failure = ((error as { stderr?: string }).stderr || (error as Error).message).trim().split('\n')[0];
  }
  // Another Folio starting at the same moment may have created it.
  const created = await lookUp();
  if (created) return created;
  throw new Error(
    `Folio runs as root, so its PostgreSQL must run as a "${NAME}" system user, which could not be created (${failure}): ` +
      `create it ("useradd --system ${NAME}") or run Folio as another user`,
  );
}

/**
 * The innermost folder, from `dir` up to `/`, that the user cannot enter (by its mode bits; the
 * user's supplementary groups do not count, as the server is started without them), if any.
 */
export async function closedFolderOnTheWay(dir: string, user: PostgresUser): Promise<string | undefined> {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const { mode, uid, gid } = await fs.stat(current);
    const bit = uid === user.uid ? 0o100 : gid === user.gid ? 0o010 : 0o001;
    if ((mode & bit) === 0) return current;
    if (current === path.dirname(current)) return undefined;
  }
}

import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

function parentOf(pid: string): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

function postmasterOf(pgDir: string): number {
  const pid = Number(readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  if (!pid) throw new Error(`no postmaster pid in ${pgDir}`);
  return pid;
}

/** Every backend and worker the postmaster forked. */
function childrenOf(postmaster: number): number[] {
  if (!existsSync('/proc')) {
    return execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
  }
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry) && parentOf(entry) === postmaster)
    .map(Number);
}

/**
 * A hung server: every process of it stopped, so that its connections stay open and its kernel
 * still completes TCP handshakes, but nothing answers. The postmaster goes first, so that it
 * forks nothing after its children are counted. Returns how to let it run again.
 */
export function freezePostgres(pgDir: string): () => void {
  const postmaster = postmasterOf(pgDir);
  process.kill(postmaster, 'SIGSTOP');
  const pids = [postmaster, ...childrenOf(postmaster)];
  for (const pid of pids.slice(1)) process.kill(pid, 'SIGSTOP');
  return () => {
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // Gone meanwhile: nothing to wake.
      }
    }
  };
}

import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's (root's PostgreSQL runs as "postgres").
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface ProcessInfo {
  parentPid: number;
  command: string;
}

/** From /proc on Linux, else from ps (macOS, BSD). */
export async function describeProcess(pid: number): Promise<ProcessInfo | undefined> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (stat) {
    const command = (await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).replaceAll('\0', ' ');
    return { parentPid: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]), command };
  }
  const ps = await execFileAsync('ps', ['-o', 'ppid=,command=', '-p', String(pid)]).catch(() => undefined);
  const match = ps && /^\s*(\d+)\s+(.*)$/s.exec(ps.stdout);
  return match ? { parentPid: Number(match[1]), command: match[2].trim() } : undefined;
}

/**
 * Processes working in a folder: every PostgreSQL process, server and backends, works in its data
 * folder. Linux only (an empty list elsewhere), and only the processes this user may inspect.
 */
export async function processesWorkingIn(dir: string): Promise<number[]> {
  const entries = await fs.readdir('/proc').catch(() => [] as string[]);
  const found: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    const cwd = await fs.readlink(`/proc/${entry}/cwd`).catch(() => undefined);
    if (cwd === dir) found.push(Number(entry));
  }
  return found;
}

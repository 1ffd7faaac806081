import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabaseOn, dropDatabase } from '../../../backend/test/support/test-database';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
/**
 * The built server: `dist/backend/main.cjs`, or the main script named by E2E_SERVER_MAIN (a backend
 * built into a private folder inside the repository, so that its imports still find node_modules).
 */
const serverEntry = process.env.E2E_SERVER_MAIN ? resolve(repoRoot, process.env.E2E_SERVER_MAIN) : join(repoRoot, 'dist/backend/main.cjs');

export interface RunningServer {
  baseUrl: string;
  port: number;
  dataDir: string;
  /** The server's database on the run's shared PostgreSQL; undefined when it runs its own embedded one. */
  databaseUrl?: string;
  /** The server's recent output, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode} before it was healthy:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`GET /healthz did not answer 200 within ${timeoutMs / 1000} s:\n${output()}`);
}

export interface ServerOptions {
  /** An existing data folder (a restart on the same database); a fresh one by default. */
  dataDir?: string;
  /** A fixed port (a restart the open pages reach again); a free one by default. */
  port?: number;
  /** Leave the data folder (and its database) on stop, to start again on it. */
  keepData?: boolean;
  /** The server's own embedded PostgreSQL in its data folder, rather than a database on the run's shared one. */
  embeddedPostgres?: boolean;
}

/** The database on the run's shared PostgreSQL (global setup) of each data folder in use. */
const databases = new Map<string, string>();

/** The data folder's database on the shared PostgreSQL, created on its first start; none without the global setup. */
async function databaseFor(dataDir: string): Promise<string | undefined> {
  const shared = process.env.FOLIO_E2E_DATABASE_URL;
  if (!shared) return undefined;
  let url = databases.get(dataDir);
  if (!url) {
    url = await createDatabaseOn(shared, 'folio_e2e', process.env.FOLIO_E2E_MIGRATED_TEMPLATE);
    databases.set(dataDir, url);
  }
  return url;
}

async function dropDatabaseOf(dataDir: string): Promise<void> {
  const url = databases.get(dataDir);
  if (!url) return;
  databases.delete(dataDir);
  await dropDatabase(url);
}

/**
 * Starts the built server (`dist/backend/main.cjs`) on a free port with its own data folder and its
 * own database on the run's PostgreSQL (or its embedded one: `embeddedPostgres`, or no global setup),
 * and resolves once GET /healthz answers 200. `stop()` sends SIGINT so that the server also stops an
 * embedded PostgreSQL, then removes the data folder and drops the database (unless `keepData`).
 */
export async function startServer(env: Record<string, string> = {}, options: ServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` (or build the backend there) first`);
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'folio-e2e-')));
  // Embedded PostgreSQL runs as a `postgres` system user when started by root; mkdtemp makes 0700 folders.
  await chmod(dataDir, 0o755);
  const databaseUrl = options.embeddedPostgres || env.DATABASE_URL ? undefined : await databaseFor(dataDir);

  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // The 8 sample stories cost a start 2 s of CPU (their covers drawn, then their social cards):
      // a suite that reads them asks for them (SEED_SAMPLE_CONTENT: 'true').
      SEED_SAMPLE_CONTENT: 'false',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const output = () => log;

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGINT');
      if (!(await waitForExit(child, 30_000))) {
        child.kill('SIGKILL');
        await waitForExit(child, 5_000);
      }
    }
    if (!options.keepData) await Promise.all([rm(dataDir, { recursive: true, force: true }), dropDatabaseOf(dataDir)]);
  };

  try {
    await waitForHealth(baseUrl, child, output, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, port, dataDir, databaseUrl, output, stop };
}

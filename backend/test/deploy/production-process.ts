import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../../src/database/embedded-postgres.launcher.js';
import { eventually } from '../support/eventually.js';
import { makeTempDir, removeTempDir } from '../support/temp-dir.js';

/**
 * The container's command: `node dist/backend/main.cjs` (docker/Dockerfile), built by `npm test` before
 * jest starts. FOLIO_TEST_MAIN_SCRIPT points the tests at another build of it.
 */
export const MAIN_SCRIPT =
  process.env.FOLIO_TEST_MAIN_SCRIPT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/backend/main.cjs');

/** A token as an operator would make one (`openssl rand -hex 32`), different on every run. */
export const randomToken = () => randomBytes(32).toString('hex');

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ProductionProcess {
  baseUrl: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Its stdout alone: the structured log. */
  stdout: () => string;
  exited: Promise<Exit>;
  /** Sends the signal and resolves with how the process ended and how long that took. */
  stop: (signal?: NodeJS.Signals, withinMs?: number) => Promise<Exit & { ms: number }>;
  /** Kills what is left and removes the data folder; safe to call twice. */
  dispose: () => Promise<void>;
}

/**
 * Starts the built server as the image does: NODE_ENV=production and nothing from this shell's
 * environment but PATH (and the run's POSTGRES_SYSTEM_DIR, see global-setup.js), so that a
 * developer's own DATABASE_URL or ADMIN_TOKEN cannot leak in. The container listens on 0.0.0.0;
 * here it is 127.0.0.1. The web app is an empty folder, so the run does not depend on whether
 * `dist/frontend` was built.
 */
export async function startProductionProcess(
  env: Record<string, string>,
  options: { /** A data folder of the caller's, kept by dispose(): to start again on the same files. */ dataDir?: string } = {},
): Promise<ProductionProcess> {
  if (!existsSync(MAIN_SCRIPT)) throw new Error(`${MAIN_SCRIPT} is missing: \`npm test\` builds it (npm run build:backend)`);
  const port = await findFreePort();
  const dataDir = options.dataDir ?? makeTempDir('prod');
  const frontendDist = makeTempDir('no-spa');
  const child = spawn(process.execPath, [MAIN_SCRIPT], {
    cwd: dataDir,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      FRONTEND_DIST: frontendDist,
      POSTGRES_SYSTEM_DIR: process.env.POSTGRES_SYSTEM_DIR,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stdout = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
    stdout += chunk;
  });
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let running = true;
  void exited.then(() => (running = false));

  const baseUrl = `http://127.0.0.1:${port}`;
  const dispose = async () => {
    if (running) {
      child.kill('SIGKILL');
      await exited;
    }
    if (!options.dataDir) removeTempDir(dataDir);
    removeTempDir(frontendDist);
  };
  const stop = async (signal: NodeJS.Signals = 'SIGTERM', withinMs = 10_000) => {
    const started = Date.now();
    child.kill(signal);
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), withinMs).unref());
    const result = await Promise.race([exited, timeout]);
    if (result === 'timeout') throw new Error(`the process did not exit within ${withinMs} ms of ${signal}:\n${output}`);
    return { ...result, ms: Date.now() - started };
  };

  const healthy = await eventually(async () => {
    if (!running) return true;
    return fetch(`${baseUrl}/healthz`).then((response) => response.ok, () => false);
  }, 60_000);
  if (!running || !healthy) {
    await dispose();
    throw new Error(`the production process did not become healthy:\n${output}`);
  }
  return { baseUrl, dataDir, child, output: () => output, stdout: () => stdout, exited, stop, dispose };
}

/** Waits for a process expected to fail at start; resolves with how it ended. */
export async function runToFailure(env: Record<string, string>, withinMs = 60_000): Promise<Exit & { output: string }> {
  const dataDir = makeTempDir('prod');
  const child = spawn(process.execPath, [MAIN_SCRIPT], {
    cwd: dataDir,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(await findFreePort()),
      DATA_DIR: dataDir,
      POSTGRES_SYSTEM_DIR: process.env.POSTGRES_SYSTEM_DIR,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), withinMs);
  try {
    const exit = await new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    return { ...exit, output };
  } finally {
    clearTimeout(timer);
    removeTempDir(dataDir);
  }
}

/** The lines of a pino log, parsed; a line that is not JSON fails, as it should in production. */
export function logLines(output: string): Array<Record<string, unknown>> {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`not a JSON log line: ${line}`);
      }
    });
}

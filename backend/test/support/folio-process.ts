import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eventually } from './eventually.js';

/** The built server, `npm start`'s entry: `npm test` builds it first. */
export const MAIN_SCRIPT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/backend/main.cjs');

export interface FolioProcess {
  child: ChildProcess;
  /** stdout and stderr, as the terminal shows them. */
  output: () => string;
  exited: Promise<number | null>;
  /** Resolves once GET /healthz answers 200; throws with the output when the process ends first. */
  healthy: (withinMs?: number) => Promise<void>;
}

/**
 * Starts the built server in `cwd` with only the environment given (and PATH), as a user who just
 * cloned Folio would from their checkout.
 */
export function startFolio(cwd: string, env: Record<string, string | undefined>): FolioProcess {
  const child = spawn(process.execPath, [MAIN_SCRIPT], {
    cwd,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  let running = true;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running = false;
      resolve(code);
    }),
  );
  const healthy = async (withinMs = 60_000) => {
    const url = `http://127.0.0.1:${env.PORT}/healthz`;
    const up = await eventually(() => !running || fetch(url).then((response) => response.ok, () => false), withinMs);
    if (!running || !up) throw new Error(`Folio did not become healthy:\n${output}`);
  };
  return { child, output: () => output, exited, healthy };
}

/** The lines a failed start printed, when it printed nothing else. */
export function outputLines(output: string): string[] {
  return output.split('\n').filter((line) => line.trim() !== '');
}

/** Where a server that a test kills and starts again keeps what it has. */
export interface FolioSite {
  dataDir: string;
  databaseUrl: string;
  port: number;
  adminToken: string;
}

/**
 * Starts the built server on `site`, with what every start of it shares (jobs polled every 0.5 s, no
 * sample stories, warnings logged) and `env` on top; adds it to `started` before it is up, so that
 * the test's clean-up kills it even when it never becomes healthy, and resolves once it is.
 */
export async function startFolioOn(site: FolioSite, started: FolioProcess[], env: Record<string, string> = {}): Promise<FolioProcess> {
  const folio = startFolio(site.dataDir, {
    NODE_ENV: 'test',
    PORT: String(site.port),
    DATABASE_URL: site.databaseUrl,
    DATA_DIR: site.dataDir,
    ADMIN_TOKEN: site.adminToken,
    LOG_LEVEL: 'warn',
    JOB_POLL_SECONDS: '0.5',
    SEED_SAMPLE_CONTENT: 'false',
    ...env,
  });
  started.push(folio);
  await folio.healthy();
  return folio;
}

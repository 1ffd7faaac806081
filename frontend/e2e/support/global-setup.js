import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
// Jest loads global setup outside its module system, so it takes the built launcher (`npm run test:browser` builds it first).
import { EmbeddedPostgresLauncher } from '../../../dist/backend/database/embedded-postgres.launcher.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-options.js';

const quiet = { info: () => {}, warn: (message) => console.warn(message), debug: () => {} };

function openTempDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

/**
 * One Chromium and one PostgreSQL for the whole browser run. Each server a test starts gets a
 * database of its own on that PostgreSQL (support/server.ts), unless the test is about the embedded
 * one; each suite opens its own contexts on that Chromium (support/browser.ts).
 */
export default async function globalSetup() {
  const dataDir = openTempDir('folio-e2e-pg-');
  const systemDir = openTempDir('folio-e2e-system-');
  process.env.POSTGRES_SYSTEM_DIR = systemDir;
  const launcher = new EmbeddedPostgresLauncher(dataDir, quiet, { systemDir });
  const [databaseUrl, browser] = await Promise.all([
    launcher.start(),
    chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS }),
  ]);
  process.env.FOLIO_E2E_DATABASE_URL = databaseUrl;
  process.env.FOLIO_E2E_BROWSER = browser.wsEndpoint();
  globalThis.folioE2e = { launcher, browser, dataDir, systemDir };
}

import { chromium } from 'playwright-core';
import { createMigratedTemplate, startRunPostgres } from '../../../backend/test/support/run-postgres.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-options.js';

/**
 * One Chromium and one PostgreSQL for the whole browser run. Each server a test starts gets a
 * database of its own on that PostgreSQL (support/server.ts), a copy of one migrated here once,
 * unless the test is about the embedded one; each suite opens its own contexts on that Chromium
 * (support/browser.ts).
 */
export default async function globalSetup() {
  const [postgres, browser] = await Promise.all([
    startRunPostgres('folio-e2e'),
    chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS }),
  ]);
  await createMigratedTemplate(postgres.url, 'folio_e2e_migrated');
  process.env.FOLIO_E2E_DATABASE_URL = postgres.url;
  process.env.FOLIO_E2E_MIGRATED_TEMPLATE = 'folio_e2e_migrated';
  process.env.FOLIO_E2E_BROWSER = browser.wsEndpoint();
  globalThis.folioE2e = { postgres, browser };
}

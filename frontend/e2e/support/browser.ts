import { chromium, type Browser, type ConsoleMessage, type Download, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-options.js';

/**
 * The run's Chromium (started once by the global setup; closing what this returns closes only its
 * contexts), or Debian's Chromium launched for this file when run without it.
 */
export function launchBrowser(): Promise<Browser> {
  const shared = process.env.FOLIO_E2E_BROWSER;
  if (shared) return chromium.connect(shared);
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
}

/** Collects console errors and uncaught exceptions of a page from now on. */
export function watchProblems(page: Page): PageProblems {
  const problems: PageProblems = { consoleErrors: [], pageErrors: [] };
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  return problems;
}

/** A download's bytes, read through Playwright (a browser connected to remotely has no path for them). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

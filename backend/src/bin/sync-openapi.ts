import 'reflect-metadata';
import { mkdtempSync, readFileSync, rmSync, chmodSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../app.factory.js';
import { loadConfig } from '../config/app-config.js';
import { buildOpenApiDocument } from '../openapi.js';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'openapi.json');

/** Writes openapi.json from the running app; with --check, fails when the committed one is stale. */
async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  let stale = false;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-openapi-'));
  chmodSync(dataDir, 0o755);
  const config = loadConfig({
    DATABASE_URL: process.env.DATABASE_URL,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_SAMPLE_CONTENT: 'false',
  });
  const app = await createApp(config);
  try {
    const document = `${JSON.stringify(buildOpenApiDocument(app), null, 2)}\n`;
    if (!check) {
      writeFileSync(target, document);
      console.log(`Wrote ${target}`);
    } else if (readFileSync(target, 'utf8') !== document) {
      console.error('openapi.json is stale: run "npm run openapi" and commit the result');
      stale = true;
    } else {
      console.log('openapi.json is up to date');
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(stale ? 1 : 0);
}

void main();

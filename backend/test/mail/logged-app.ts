import 'reflect-metadata';
import { pino } from 'pino';
import supertest from 'supertest';
import { createApp } from '../../src/app.factory.js';
import { loadConfig } from '../../src/config/app-config.js';
import { createTestDatabase, dropTestDatabase } from '../support/test-database.js';
import { makeTempDir, removeTempDir } from '../support/temp-dir.js';
import { ADMIN_TOKEN, type TestApp } from '../support/test-app.js';

/** startTestApp with every log line kept (at trace level), to check what is and is not written. */
export async function startLoggedApp(env: Record<string, string | undefined> = {}): Promise<TestApp & { log: () => string }> {
  const databaseUrl = await createTestDatabase();
  const dataDir = makeTempDir('app');
  const lines: string[] = [];
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    POSTGRES_SYSTEM_DIR: process.env.POSTGRES_SYSTEM_DIR,
    ADMIN_TOKEN,
    LOG_LEVEL: 'trace',
    JOB_POLL_SECONDS: '0.5',
    SEED_SAMPLE_CONTENT: 'false',
    ...env,
  });
  const app = await createApp(config, pino({ level: 'trace' }, { write: (line: string) => lines.push(line) }));
  await app.listen(0, '127.0.0.1');
  return {
    app,
    config,
    databaseUrl,
    http: () => supertest(app.getHttpServer()),
    log: () => lines.join(''),
    close: async () => {
      await app.close();
      await dropTestDatabase(databaseUrl);
      removeTempDir(dataDir);
    },
  };
}

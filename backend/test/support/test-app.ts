import 'reflect-metadata';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger } from 'pino';
import supertest from 'supertest';
import { createApp } from '../../src/app.factory.js';
import { type AppConfig, loadConfig } from '../../src/config/app-config.js';
import { createMigratedTestDatabase, dropTestDatabase } from './test-database.js';
import { makeTempDir, removeTempDir } from './temp-dir.js';

export const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';
export const bearer = (token = ADMIN_TOKEN) => ({ Authorization: `Bearer ${token}` });

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  databaseUrl: string;
  http: () => ReturnType<typeof supertest>;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string | undefined>;
  /** Share another app's database (two replicas); it is then not dropped by this app. */
  databaseUrl?: string;
  /** Where the app logs (to read what it logged); by default pino on stdout at LOG_LEVEL. */
  logger?: Logger;
}

/** The real Nest app on its own database of the shared test PostgreSQL, through real HTTP. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownsDatabase = !options.databaseUrl;
  const databaseUrl = options.databaseUrl ?? (await createMigratedTestDatabase());
  const dataDir = makeTempDir('app');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    // Set by the global setup: a run's own folder for PostgreSQL's programs when tests run as root.
    POSTGRES_SYSTEM_DIR: process.env.POSTGRES_SYSTEM_DIR,
    ADMIN_TOKEN,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    JOB_POLL_SECONDS: '0.5',
    SEED_SAMPLE_CONTENT: 'false',
    ...options.env,
  });
  const removeOwnData = async () => {
    if (ownsDatabase) await dropTestDatabase(databaseUrl);
    removeTempDir(dataDir);
  };
  let app: NestExpressApplication | undefined;
  try {
    app = await createApp(config, options.logger);
    await app.listen(0, '127.0.0.1');
  } catch (error) {
    // What started (pools, the job runner's loops) is closed, so that a failed start leaves nothing running.
    await app?.close().catch(() => undefined);
    await removeOwnData().catch(() => undefined);
    throw error;
  }
  const started = app;
  return {
    app: started,
    config,
    databaseUrl,
    http: () => supertest(started.getHttpServer()),
    close: async () => {
      await started.close();
      await removeOwnData();
    },
  };
}

/** Two apps on one database, as two replicas behind a load balancer; close() stops both. */
export async function startReplicas(
  env: TestAppOptions['env'] = {},
  logger?: Logger,
): Promise<{ first: TestApp; second: TestApp; close: () => Promise<void> }> {
  const first = await startTestApp({ env, logger });
  let second: TestApp;
  try {
    second = await startTestApp({ env, databaseUrl: first.databaseUrl, logger });
  } catch (error) {
    await first.close();
    throw error;
  }
  return {
    first,
    second,
    close: async () => {
      await second.close();
      await first.close();
    },
  };
}

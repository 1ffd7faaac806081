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
  let app: Awaited<ReturnType<typeof createApp>> | undefined;
  try {
    app = await createApp(config, logger);
    // On a signal Nest drains HTTP first, then closes the database (and stops the embedded one),
    // then exits 0: a stop asked for is a clean exit, not a death by signal (143 under Docker).
    app.enableShutdownHooks(['SIGINT', 'SIGTERM', 'SIGHUP'], { useProcessExit: true });
    await app.listen(config.port, config.host);
  } catch (error) {
    logger.fatal(`Folio could not start: ${(error as Error).message}`);
    await app?.close().catch(() => undefined);
    process.exit(1);
  }

  const { port } = app.getHttpServer().address() as AddressInfo;
  const shownHost = ['0.0.0.0', '::', '127.0.0.1'].includes(config.host) ? 'localhost' : config.host;
  const base = `http://${shownHost}:${port}`;
  logger.info(`Folio is running at ${base} (API documentation at ${base}/docs)`);
  const generated = app.get(AdminTokenService).generatedToken;
  if (generated) {
    // On the terminal, never into the structured log (which may be shipped elsewhere).
    process.stdout.write(
      `Sign in at ${base}/admin with the generated admin token ${generated} (kept in ${config.dataDir}/admin-token)\n`,
    );
  }
}

void main();

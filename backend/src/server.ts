import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import net, { type AddressInfo } from 'node:net';
import { AdminTokenService } from './admin/admin-token.service.js';
import { createApp } from './app.factory.js';
import { loadMallocTrim, trimAfterCollections } from './common/memory/native-memory-trim.js';
import { createLogger, PinoNestLogger } from './common/logging/logger.js';
import { type AppConfig, ConfigError, loadConfig } from './config/app-config.js';
import { Database } from './database/database.js';
import { ENTITIES } from './entities.js';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** The one line a failed start ends with: what went wrong and, where it is known, what to do. */
function startFailure(error: Error & { code?: string }, config: AppConfig): string {
  const where = `${config.host}:${config.port}`;
  if (error.code === 'EADDRINUSE') return `port ${config.port} is in use (${where}): stop the program using it, or set PORT to another port`;
  if (error.code === 'EACCES' && 'syscall' in error && error.syscall === 'listen') {
    return `this user may not listen on ${where}: set PORT to 1024 or above, or HOST to an address of this machine`;
  }
  if (error.code === 'EADDRNOTAVAIL') return `${config.host} is not an address of this machine: set HOST to one that is (or 0.0.0.0)`;
  return error.message;
}

/** A taken port stops the start at once, before PostgreSQL starts; listen() still has the last word. */
function checkPortFree(host: string, port: number): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  // Database lines logged before Nest exists go to the same structured log.
  Logger.overrideLogger(new PinoNestLogger(logger));
  let database: Database | undefined;
  let app: Awaited<ReturnType<typeof createApp>> | undefined;
  try {
    await checkPortFree(config.host, config.port);
    database = await Database.prepare(config, ENTITIES);
    app = await createApp(config, logger);
    // On a signal Nest drains HTTP first, then closes the database (and stops the embedded one),
    // then exits 0: a stop asked for is a clean exit, not a death by signal (143 under Docker).
    app.enableShutdownHooks(['SIGINT', 'SIGTERM', 'SIGHUP'], { useProcessExit: true });
    await app.listen(config.port, config.host);
  } catch (error) {
    logger.fatal(`Folio could not start: ${startFailure(error as Error, config)}`);
    await (app ? app.close() : database?.close())?.catch(() => undefined);
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
  // After the lines above: whoever waits for the server to answer finds them printed.
  const mallocTrim = await loadMallocTrim();
  if (mallocTrim) trimAfterCollections(mallocTrim);
}

void main();

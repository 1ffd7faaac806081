import { Logger } from '@nestjs/common';
import type pg from 'pg';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { ChangeFeed } from './change-feed.js';
import { createDataSource, type Entities, runMigrations } from './data-source.js';
import { EmbeddedPostgresLauncher } from './embedded-postgres.launcher.js';
import { closePool } from './pool-closing.js';

const EXTERNAL_CONNECT_ATTEMPTS = 15;
const RETRY_DELAY_MS = 2_000;

export type DatabaseProvider = 'embedded-postgres' | 'postgres';

/** The connected database: TypeORM's DataSource plus where it came from, and how to let it go. */
export class Database {
  private static readonly logger = new Logger('Database');

  readonly changes: ChangeFeed;

  private constructor(
    readonly dataSource: DataSource,
    readonly provider: DatabaseProvider,
    readonly url: URL,
    private readonly embedded?: EmbeddedPostgresLauncher,
  ) {
    this.changes = new ChangeFeed(url.toString(), (channel, topic) =>
      dataSource.query('SELECT pg_notify($1, $2)', [channel, topic]),
    );
  }

  /** Databases opened before Nest, by the configuration they were opened for. */
  private static readonly opened = new WeakMap<AppConfig, Promise<Database>>();

  /**
   * Opens the database for `config` ahead of the app, which then takes it over through connect():
   * a failure here (PostgreSQL that will not start, a migration) is the caller's to report in one
   * line, instead of reaching Nest, which logs it once more on its way out.
   */
  static prepare(config: AppConfig, entities: Entities): Promise<Database> {
    const database = Database.open(config, entities);
    Database.opened.set(config, database);
    return database;
  }

  static connect(config: AppConfig, entities: Entities): Promise<Database> {
    const prepared = Database.opened.get(config);
    Database.opened.delete(config);
    return prepared ?? Database.open(config, entities);
  }

  private static async open(config: AppConfig, entities: Entities): Promise<Database> {
    const logger = Database.logger;
    const embedded = config.databaseUrl
      ? undefined
      : new EmbeddedPostgresLauncher(
          config.dataDir,
          {
            info: (message) => logger.log(message),
            warn: (message) => logger.warn(message),
            debug: (message) => logger.debug(message),
          },
          { systemDir: config.postgresSystemDir },
        );
    const url = config.databaseUrl ?? (await embedded!.start());
    const dataSource = createDataSource(url, entities);
    try {
      await Database.initialise(dataSource, embedded ? 1 : EXTERNAL_CONNECT_ATTEMPTS);
      const applied = await runMigrations(url).catch((error: Error) => {
        throw new Error(`Database migration failed, nothing was changed: ${error.message}`, { cause: error });
      });
      if (applied.length) logger.log(`Applied migrations: ${applied.join(', ')}`);
    } catch (error) {
      if (dataSource.isInitialized) await dataSource.destroy().catch(() => undefined);
      await embedded?.stop();
      throw error;
    }
    const database = new Database(dataSource, embedded ? 'embedded-postgres' : 'postgres', new URL(url), embedded);
    await database.changes.start().catch((error: Error) => logger.warn(`Change feed not started yet: ${error.message}`));
    return database;
  }

  private static async initialise(dataSource: DataSource, attempts: number): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await dataSource.initialize();
        return;
      } catch (error) {
        if (attempt >= attempts) {
          throw new Error(`Cannot connect to PostgreSQL: ${(error as Error).message}`, { cause: error });
        }
        Database.logger.warn(`PostgreSQL not reachable yet (attempt ${attempt}/${attempts}), retrying`);
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      }
    }
  }

  async close(): Promise<void> {
    await this.changes.close();
    if (this.dataSource.isInitialized) {
      // TypeORM's PostgreSQL driver keeps its pg pool as `master`.
      const pool = (this.dataSource.driver as unknown as { master: pg.Pool }).master;
      await closePool(pool, () => this.dataSource.destroy()).catch(() => undefined);
    }
    await this.embedded?.stop();
  }
}

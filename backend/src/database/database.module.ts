import { type DynamicModule, Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { ChangeFeed } from './change-feed.js';
import type { Entities } from './data-source.js';
import { Database } from './database.js';

@Injectable()
class DatabaseShutdown implements OnApplicationShutdown {
  constructor(@Inject(Database) private readonly database: Database) {}

  async onApplicationShutdown(): Promise<void> {
    await this.database.close();
  }
}

/** The database, for the entities the composition root names (entities.ts): this module knows no feature. */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(entities: Entities): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: Database, useFactory: (config: AppConfig) => Database.connect(config, entities), inject: [APP_CONFIG] },
        { provide: DataSource, useFactory: (database: Database) => database.dataSource, inject: [Database] },
        { provide: ChangeFeed, useFactory: (database: Database) => database.changes, inject: [Database] },
        DatabaseShutdown,
      ],
      exports: [Database, DataSource, ChangeFeed],
    };
  }
}

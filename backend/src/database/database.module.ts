import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { ChangeFeed } from './change-feed.js';
import { Database } from './database.js';

@Injectable()
class DatabaseShutdown implements OnApplicationShutdown {
  constructor(@Inject(Database) private readonly database: Database) {}

  async onApplicationShutdown(): Promise<void> {
    await this.database.close();
  }
}

@Global()
@Module({
  providers: [
    { provide: Database, useFactory: (config: AppConfig) => Database.connect(config), inject: [APP_CONFIG] },
    { provide: DataSource, useFactory: (database: Database) => database.dataSource, inject: [Database] },
    { provide: ChangeFeed, useFactory: (database: Database) => database.changes, inject: [Database] },
    DatabaseShutdown,
  ],
  exports: [Database, DataSource, ChangeFeed],
})
export class DatabaseModule {}

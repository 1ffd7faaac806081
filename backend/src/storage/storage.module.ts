import { Global, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { LocalDiskStorage } from './local-disk.storage.js';
import { Storage } from './storage.js';

@Global()
@Module({
  providers: [
    {
      provide: Storage,
      useFactory: (config: AppConfig) => new LocalDiskStorage(config.dataDir),
      inject: [APP_CONFIG],
    },
  ],
  exports: [Storage],
})
export class StorageModule {}

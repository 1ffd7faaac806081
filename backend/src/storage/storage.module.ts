import { Global, Inject, Injectable, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { LocalDiskStorage } from './local-disk.storage.js';
import { S3Storage } from './s3.storage.js';
import { Storage } from './storage.js';

export function createStorage(config: AppConfig): Storage {
  return config.s3 ? new S3Storage(config.s3) : new LocalDiskStorage(config.dataDir);
}

/**
 * Says at start-up where images go and whether the bucket answers. An unreachable bucket is a
 * warning, not a failed start: posts are still served, and uploads answer 503 until it is back.
 * The check does not hold up the start.
 */
@Injectable()
export class StorageLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Storage');
  private closed = false;

  constructor(@Inject(Storage) private readonly storage: Storage) {}

  onApplicationBootstrap(): void {
    const storage = this.storage;
    if (!(storage instanceof S3Storage)) return;
    storage.checkBucket().then(
      () => !this.closed && this.logger.log(`Images are stored in the ${storage.description}`),
      (error: Error) =>
        !this.closed && this.logger.warn(`${error.message} (posts are still served; image uploads fail until the bucket answers)`),
    );
  }

  onApplicationShutdown(): void {
    this.closed = true;
    if (this.storage instanceof S3Storage) this.storage.close();
  }
}

@Global()
@Module({
  providers: [{ provide: Storage, useFactory: createStorage, inject: [APP_CONFIG] }, StorageLifecycle],
  exports: [Storage],
})
export class StorageModule {}

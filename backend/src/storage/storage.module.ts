import { Global, Inject, Injectable, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { LocalDiskStorage } from './local-disk.storage.js';
import type { S3Storage } from './s3.storage.js';
import { Storage } from './storage.js';

/** The S3 store's module brings the AWS SDK (some 10 MB resident): it is loaded only when a bucket is configured. */
export async function createStorage(config: AppConfig): Promise<Storage> {
  if (!config.s3) return new LocalDiskStorage(config.dataDir);
  const { S3Storage } = await import('./s3.storage.js');
  return new S3Storage(config.s3);
}

/** Told apart without loading the S3 store's module. */
const isBucket = (storage: Storage): storage is S3Storage => 'checkBucket' in storage;

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
    if (!isBucket(storage)) return;
    storage.checkBucket().then(
      () => !this.closed && this.logger.log(`Images are stored in the ${storage.description}`),
      (error: Error) =>
        !this.closed && this.logger.warn(`${error.message} (posts are still served; image uploads fail until the bucket answers)`),
    );
  }

  onApplicationShutdown(): void {
    this.closed = true;
    if (isBucket(this.storage)) this.storage.close();
  }
}

@Global()
@Module({
  providers: [{ provide: Storage, useFactory: createStorage, inject: [APP_CONFIG] }, StorageLifecycle],
  exports: [Storage],
})
export class StorageModule {}

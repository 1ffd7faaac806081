import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import type { S3Config } from '../../config/app-config.js';
import { clientConfig } from '../../storage/s3.storage.js';
import { StorageUnavailableError } from '../../storage/storage.errors.js';
import { isBackupName, takenAtOf } from './backup-names.js';
import { BackupMissingError, BackupStore, type StoredBackup, writeBackupFile } from './backup-store.js';

export const BUCKET_BACKUP_PREFIX = 'private/backups/';

/** Parts sent at once: memory holds about this many parts of the backup. */
const PARTS_IN_FLIGHT = 2;

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;

/**
 * Backups in the bucket under `private/backups/`. A backup is written to a local file first (under
 * `spoolFolder`), then streamed from it in parts of `partBytes` (one PUT takes at most 5 GB; parts
 * take 10,000 times the part size), which S3 makes visible only once complete. A failed or aborted
 * upload is aborted in the bucket too, so no part is left behind.
 */
export class S3BackupStore extends BackupStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(
    config: S3Config,
    private readonly spoolFolder: string,
    private readonly partBytes: number,
  ) {
    super();
    this.client = new S3Client(clientConfig(config));
    this.bucket = config.bucket;
  }

  async save(name: string, write: (destination: Writable) => Promise<unknown>, signal?: AbortSignal): Promise<StoredBackup> {
    const key = this.keyOf(name);
    await fs.mkdir(this.spoolFolder, { recursive: true });
    const spool = path.join(this.spoolFolder, `.partial-${randomUUID()}-${name}`);
    try {
      await writeBackupFile(spool, write, signal);
      const { size } = await fs.stat(spool);
      await this.upload(key, spool, size, signal);
      return { name, size, createdAt: takenAtOf(name)! };
    } finally {
      await fs.rm(spool, { force: true });
    }
  }

  async list(): Promise<StoredBackup[]> {
    const backups: StoredBackup[] = [];
    let token: string | undefined;
    do {
      const page = await this.attempt(() =>
        this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: BUCKET_BACKUP_PREFIX, ContinuationToken: token })),
      );
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(BUCKET_BACKUP_PREFIX.length) ?? '';
        if (isBackupName(name)) backups.push({ name, size: object.Size ?? 0, createdAt: takenAtOf(name)! });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return backups;
  }

  async open(name: string): Promise<{ stream: Readable; size: number }> {
    const key = this.keyOf(name);
    const object = await this.attempt(() => this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }))).catch((error: unknown) => {
      if (statusOf((error as Error).cause) === 404) throw new BackupMissingError(name);
      throw error;
    });
    if (!(object.Body instanceof Readable)) throw new StorageUnavailableError(`The bucket sent no body for the backup ${name}`);
    return { stream: object.Body, size: object.ContentLength ?? 0 };
  }

  async delete(name: string): Promise<void> {
    const key = this.keyOf(name);
    await this.attempt(() => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })));
  }

  close(): void {
    this.client.destroy();
  }

  private async upload(key: string, file: string, size: number, signal?: AbortSignal): Promise<void> {
    const body = createReadStream(file);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: body, ContentLength: size, ContentType: 'application/zip' },
      partSize: this.partBytes,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    const abort = () => void upload.abort();
    signal?.addEventListener('abort', abort, { once: true });
    try {
      await this.attempt(() => upload.done());
    } catch (error) {
      throw signal?.aborted ? signal.reason : error;
    } finally {
      signal?.removeEventListener('abort', abort);
      body.destroy();
    }
  }

  private keyOf(name: string): string {
    if (!isBackupName(name)) throw new BackupMissingError(name);
    return `${BUCKET_BACKUP_PREFIX}${name}`;
  }

  private async attempt<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      const failure = error as { name?: string; message?: string };
      throw new StorageUnavailableError(`The bucket "${this.bucket}" failed with backups: ${failure?.name ?? 'Error'}: ${failure?.message ?? String(error)}`, {
        cause: error,
      });
    }
  }
}

import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { ConfigError, type S3Config } from '../config/app-config.js';
import { StoredObjectMissingError, StorageUnavailableError } from './storage.errors.js';
import { assertStorageKey, contentKey, isStorageKey, PRIVATE_PREFIX, Storage, type StoredEntry, type Visibility } from './storage.js';

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** A dead endpoint fails an upload in seconds, not after the OS's TCP timeout. */
const CONNECTION_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 30_000;
const MAX_ATTEMPTS = 3;

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** Scheme, host and path of a configured URL, without any user:password that was put in it. */
function withoutCredentials(url: string): URL {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  return parsed;
}

const trimmedPath = (url: URL) => url.pathname.replace(/\/+$/, '');

/** Where public objects of this bucket are fetched from, without the trailing slash. */
export function publicBaseUrl(config: S3Config): string {
  if (config.publicUrl) return config.publicUrl;
  if (!config.endpoint) {
    return config.forcePathStyle
      ? `https://s3.${config.region}.amazonaws.com/${config.bucket}`
      : `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
  }
  const endpoint = withoutCredentials(config.endpoint);
  return config.forcePathStyle
    ? `${endpoint.protocol}//${endpoint.host}${trimmedPath(endpoint)}/${config.bucket}`
    : `${endpoint.protocol}//${config.bucket}.${endpoint.host}${trimmedPath(endpoint)}`;
}

export function clientConfig(config: S3Config): S3ClientConfig {
  const { accessKeyId, secretAccessKey } = config;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or both left unset)');
  }
  return {
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // Without keys, the SDK's own chain (environment, profile, instance or task role) applies.
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // MinIO, R2 and older servers refuse the newer default checksum trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: MAX_ATTEMPTS,
    requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS, throwOnRequestTimeout: true },
  };
}

interface S3Failure {
  name?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

/** HEAD answers have no body, so a missing object is only a bare 404; a missing bucket is not a missing object. */
function isMissingObject(error: unknown): boolean {
  const failure = error as S3Failure;
  if (failure?.name === 'NoSuchBucket') return false;
  return failure?.name === 'NoSuchKey' || failure?.name === 'NotFound' || failure?.$metadata?.httpStatusCode === 404;
}

function describeFailure(error: unknown): string {
  const failure = error as S3Failure;
  const status = failure?.$metadata?.httpStatusCode;
  // A HEAD on a missing bucket has no body to say so: the SDK calls it "NotFound: UnknownError".
  const message = status === 404 && failure?.message === 'UnknownError' ? 'not found' : (failure?.message ?? String(error));
  return `${failure?.name ?? 'Error'}${status ? ` (HTTP ${status})` : ''}: ${message}`;
}

/** Objects in an S3-compatible bucket (AWS S3, MinIO, R2), named by the sha256 of their bytes. */
export class S3Storage extends Storage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly base: string;
  /** The bucket and endpoint as shown in logs and errors: no credentials. */
  readonly description: string;

  constructor(config: S3Config) {
    super();
    this.client = new S3Client(clientConfig(config));
    this.bucket = config.bucket;
    this.base = publicBaseUrl(config);
    const endpoint = config.endpoint ? withoutCredentials(config.endpoint).origin : `AWS S3 ${config.region}`;
    this.description = `bucket "${config.bucket}" at ${endpoint}`;
  }

  async open(key: string): Promise<Readable> {
    assertStorageKey(key);
    const { Body } = await this.attempt(() => this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key })), key);
    if (!(Body instanceof Readable)) throw new StorageUnavailableError(`The ${this.description} sent no body for ${key}`);
    return Body;
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.attempt(() => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })), key).catch((error: unknown) => {
      if (!(error instanceof StoredObjectMissingError)) throw error;
    });
  }

  async exists(key: string): Promise<boolean> {
    assertStorageKey(key);
    return this.attempt(() => this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })), key).then(
      () => true,
      (error: unknown) => {
        if (error instanceof StoredObjectMissingError) return false;
        throw error;
      },
    );
  }

  publicUrl(key: string): string {
    assertStorageKey(key);
    if (key.startsWith(PRIVATE_PREFIX)) throw new Error(`A private object has no public URL: ${key}`);
    return `${this.base}/${key}`;
  }

  async *list(): AsyncIterable<StoredEntry> {
    let token: string | undefined;
    do {
      const page = await this.attempt(() => this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token })));
      for (const object of page.Contents ?? []) {
        if (object.Key && object.LastModified && isStorageKey(object.Key)) yield { key: object.Key, modifiedAt: object.LastModified };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** A copy onto itself is how S3 renews an object's modification time. */
  async touch(key: string): Promise<void> {
    assertStorageKey(key);
    const copy = new CopyObjectCommand({
      Bucket: this.bucket,
      Key: key,
      CopySource: `${this.bucket}/${key}`,
      MetadataDirective: 'REPLACE',
      ContentType: contentTypeOf(key),
      CacheControl: key.startsWith(PRIVATE_PREFIX) ? undefined : IMMUTABLE_CACHE_CONTROL,
    });
    await this.attempt(() => this.client.send(copy), key).catch((error: unknown) => {
      if (!(error instanceof StoredObjectMissingError)) throw error;
    });
  }

  /** Resolves when the bucket answers; rejects with StorageUnavailableError naming bucket and endpoint. */
  async checkBucket(): Promise<void> {
    await this.attempt(() => this.client.send(new HeadBucketCommand({ Bucket: this.bucket })));
  }

  /** Closes the client's idle connections. */
  close(): void {
    this.client.destroy();
  }

  protected async write(bytes: Buffer, extension: string, visibility: Visibility): Promise<string> {
    const key = assertStorageKey(contentKey(bytes, extension, visibility));
    const object = {
      Bucket: this.bucket,
      Key: key,
      Body: bytes,
      ContentLength: bytes.length,
      ContentType: contentTypeOf(key),
      CacheControl: visibility === 'public' ? IMMUTABLE_CACHE_CONTROL : undefined,
    };
    await this.attempt(() => this.client.send(new PutObjectCommand(object)));
    return key;
  }

  /** One request; a 404 on `key` becomes StoredObjectMissingError, any other failure StorageUnavailableError. */
  private async attempt<T>(request: () => Promise<T>, key?: string): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (key && isMissingObject(error)) throw new StoredObjectMissingError(key, { cause: error });
      throw new StorageUnavailableError(`The ${this.description} failed: ${describeFailure(error)}`, { cause: error });
    }
  }
}

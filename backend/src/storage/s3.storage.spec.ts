import { describe, expect, it } from '@jest/globals';
import type { S3Config } from '../config/app-config.js';
import { ConfigError } from '../config/app-config.js';
import { contentTypeOf, publicBaseUrl, S3Storage } from './s3.storage.js';

const KEY = `${'c'.repeat(64)}.webp`;
const base: S3Config = { bucket: 'folio-media', region: 'eu-west-3', forcePathStyle: false };

describe('S3Storage public URLs', () => {
  it.each<[string, Partial<S3Config>, string]>([
    ['S3_PUBLIC_URL when set (a CDN)', { publicUrl: 'https://cdn.example.com/media', endpoint: 'http://minio:9000' }, `https://cdn.example.com/media/${KEY}`],
    ['virtual-host AWS style without an endpoint', {}, `https://folio-media.s3.eu-west-3.amazonaws.com/${KEY}`],
    ['path style on AWS', { forcePathStyle: true }, `https://s3.eu-west-3.amazonaws.com/folio-media/${KEY}`],
    ['path style on an endpoint (MinIO)', { endpoint: 'http://127.0.0.1:9000', forcePathStyle: true }, `http://127.0.0.1:9000/folio-media/${KEY}`],
    ['virtual style on an endpoint (R2, Spaces)', { endpoint: 'https://objects.example.net' }, `https://folio-media.objects.example.net/${KEY}`],
    ['never the credentials put in an endpoint', { endpoint: 'https://user:pass@minio.example.org/s3', forcePathStyle: true }, `https://minio.example.org/s3/folio-media/${KEY}`],
  ])('%s', (_case, overrides, expected) => {
    const storage = new S3Storage({ ...base, ...overrides });
    try {
      expect(storage.publicUrl(KEY)).toBe(expected);
      expect(`${publicBaseUrl({ ...base, ...overrides })}/${KEY}`).toBe(expected);
    } finally {
      storage.close();
    }
  });

  it('has none for a private object or a key that is not its own', () => {
    const storage = new S3Storage(base);
    try {
      expect(() => storage.publicUrl(`private/${KEY}`)).toThrow('A private object has no public URL');
      expect(() => storage.publicUrl('../secrets.txt')).toThrow('Not a storage key');
    } finally {
      storage.close();
    }
  });

  it('describes the store without credentials', () => {
    const storage = new S3Storage({ ...base, endpoint: 'https://user:pass@minio.example.org', accessKeyId: 'AKIA', secretAccessKey: 'shh' });
    try {
      expect(storage.description).toBe('bucket "folio-media" at https://minio.example.org');
    } finally {
      storage.close();
    }
  });
});

describe('S3Storage configuration', () => {
  it('refuses one half of a key pair', () => {
    expect(() => new S3Storage({ ...base, accessKeyId: 'AKIA' })).toThrow(ConfigError);
    expect(() => new S3Storage({ ...base, secretAccessKey: 'shh' })).toThrow(
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or both left unset)',
    );
  });

  it('sends the content type of the extension', () => {
    expect([KEY, `${'c'.repeat(64)}.jpg`, `private/${'c'.repeat(64)}.png`, `${'c'.repeat(64)}.gif`, `${'c'.repeat(64)}.bin`].map(contentTypeOf)).toEqual([
      'image/webp',
      'image/jpeg',
      'image/png',
      'image/gif',
      'application/octet-stream',
    ]);
  });
});

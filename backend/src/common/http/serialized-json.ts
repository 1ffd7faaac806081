import { createHash } from 'node:crypto';
import { stringBytes } from '../cache/byte-budget-lru.js';

/**
 * A JSON answer serialised once, with its ETag, so that a cached payload is not stringified and
 * hashed again on every request. Handlers may return it; SerializedJsonInterceptor sends it.
 */
export class SerializedJson {
  private constructor(
    readonly body: string,
    readonly etag: string,
    /** What it holds in memory, for the cache's byte budget. */
    readonly bytes: number,
  ) {}

  static of(value: unknown): SerializedJson {
    const body = JSON.stringify(value);
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    return new SerializedJson(body, etag, stringBytes(body) + etag.length);
  }
}

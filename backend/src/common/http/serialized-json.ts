import { createHash } from 'node:crypto';

/**
 * A JSON answer serialised once, with its ETag, so that a cached payload is not stringified and
 * hashed again on every request. Handlers may return it; SerializedJsonInterceptor sends it.
 */
export class SerializedJson {
  private constructor(
    readonly body: string,
    readonly etag: string,
  ) {}

  static of(value: unknown): SerializedJson {
    const body = JSON.stringify(value);
    return new SerializedJson(body, `W/"${createHash('sha1').update(body).digest('base64url')}"`);
  }
}

import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { type ContentCoding, codingSuffix, preferredCoding, withoutCodingSuffixes } from './content-coding.js';

/** Below this a compressed answer saves less than its headers and the work cost. */
const COMPRESS_FROM_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli 6 and gzip 6: each compression is done once per version of a body, on libuv's threads.
 * Brotli 11 would save another ~10% but costs 20-40 times as long on a long article.
 */
function compress(coding: 'br' | 'gzip', data: Buffer): Promise<Buffer> {
  if (coding === 'gzip') return gzip(data, { level: 6 });
  return brotli(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

const OPAQUE_TAG = /^(?:W\/)?"([^"]*)"$/;

/**
 * One answer's bytes, made once and sent many times: the body as it is, and its brotli and gzip
 * forms, each made the first time a client asks for it and kept. Each form has its own entity tag
 * (`"<hash>"`, `"<hash>-br"`, `"<hash>-gz"`), since their bytes differ.
 */
export class EncodedBody {
  private readonly compressed: Partial<Record<'br' | 'gzip', Buffer>> = {};
  private readonly compressing: Partial<Record<'br' | 'gzip', Promise<Buffer>>> = {};
  private compressedBytes = 0;
  /** Told when a compressed form is added, so that a cache holding this body can count it. */
  onGrow?: () => void;

  private constructor(
    readonly identity: Buffer,
    /** The Content-Type header. */
    readonly type: string,
    private readonly hash: string,
  ) {}

  static of(body: string | Buffer, type: string): EncodedBody {
    const identity = typeof body === 'string' ? Buffer.from(body) : body;
    // Hex: a hash that could end in "-br" would read as a coding suffix (content-coding.ts).
    return new EncodedBody(identity, type, createHash('sha1').update(identity).digest('hex').slice(0, 32));
  }

  static json(value: unknown): EncodedBody {
    return EncodedBody.of(JSON.stringify(value), 'application/json; charset=utf-8');
  }

  /** The body as text (for pages built from a cached JSON payload). */
  text(): string {
    return this.identity.toString();
  }

  /** What it holds in memory: the body, its compressed forms so far and the bookkeeping. */
  get bytes(): number {
    return this.identity.length + this.compressedBytes + this.hash.length * 3 + 200;
  }

  /** Whether the answer differs by Accept-Encoding (then it says `Vary: Accept-Encoding`). */
  get varies(): boolean {
    return this.identity.length >= COMPRESS_FROM_BYTES;
  }

  codingFor(acceptEncoding: string | undefined): ContentCoding {
    return this.varies ? preferredCoding(acceptEncoding) : 'identity';
  }

  etag(coding: ContentCoding): string {
    return `"${this.hash}${codingSuffix(coding)}"`;
  }

  /**
   * If-None-Match (compared weakly, as RFC 9110 says): true when it names any form of this body,
   * since they all decode to the same bytes; the 304 then carries the tag of the form asked for.
   */
  matches(ifNoneMatch: string | undefined): boolean {
    if (!ifNoneMatch) return false;
    if (ifNoneMatch.trim() === '*') return true;
    return withoutCodingSuffixes(ifNoneMatch)
      .split(',')
      .some((tag) => OPAQUE_TAG.exec(tag.trim())?.[1] === this.hash);
  }

  /** The bytes to send in `coding` when they are ready now (always for identity), else undefined. */
  ready(coding: ContentCoding): Buffer | undefined {
    return coding === 'identity' ? this.identity : this.compressed[coding];
  }

  /** The bytes in `coding`, compressed off the event loop the first time. */
  form(coding: ContentCoding): Promise<Buffer> {
    if (coding === 'identity') return Promise.resolve(this.identity);
    const done = this.compressed[coding];
    if (done) return Promise.resolve(done);
    return (this.compressing[coding] ??= compress(coding, this.identity).then((data) => {
      this.compressed[coding] = data;
      delete this.compressing[coding];
      this.compressedBytes += data.length;
      this.onGrow?.();
      return data;
    }));
  }
}

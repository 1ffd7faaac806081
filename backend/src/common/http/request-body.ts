import {
  BadRequestException,
  HttpException,
  HttpStatus,
  PayloadTooLargeException,
  RequestTimeoutException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import querystring from 'node:querystring';
import { JsonShape, MAX_JSON_DEPTH, MAX_JSON_ITEMS } from './json-shape.js';

/** What a request may send, by who sends it. */
export interface BodyLimits {
  /** Bytes of a JSON body. */
  json: number;
  /** Bytes of a form body. */
  form: number;
  /** The whole body must have arrived this long after reading began (undefined: the server's request timeout). */
  deadlineMs?: number;
}

export const MAX_FORM_FIELDS = 100;
const TOO_MANY_FIELDS = `A form may send at most ${MAX_FORM_FIELDS} fields`;

/** The admin's writes: room for a post of 200,000 characters of any script (up to 4 bytes each) and JSON escaping. */
export const ADMIN_BODY_LIMITS: BodyLimits = { json: 2 * 1024 * 1024, form: 100 * 1024 };
/** Anyone else: enough for any public form, and sent promptly. */
export const PUBLIC_BODY_LIMITS: BodyLimits = { json: 16 * 1024, form: 16 * 1024, deadlineMs: 10_000 };

type BodyKind = 'json' | 'form';

/** What is dropped of a refused body after its answer, at most, before the connection is cut. */
const LINGER_BYTES = 8 * 1024 * 1024;
const LINGER_MS = 2_000;

/** Whether the request says a body follows (RFC 9112 §6.3). */
export function hasBody(request: IncomingMessage): boolean {
  return request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
}

/**
 * After a body was refused unread (or partly read), reads and drops what is left of it for a short
 * while, as web servers do ("lingering close"): a client still sending when the connection closes
 * gets a reset instead of the answer waiting for it. A body that is not over within LINGER_MS or
 * LINGER_BYTES (a slow or endless sender) has its connection cut.
 */
export function discardRestOfBody(request: IncomingMessage): void {
  if (request.readableEnded || discarding.has(request)) return;
  discarding.add(request);
  // All of it has arrived: what is left in the stream is let go, and the connection serves on.
  if (request.complete) {
    request.resume();
    return;
  }
  let dropped = 0;
  const cut = () => request.socket?.destroy();
  const timer = setTimeout(cut, LINGER_MS);
  timer.unref();
  const done = () => clearTimeout(timer);
  request.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) cut();
  });
  request.once('end', done).once('close', done).once('error', done);
  request.resume();
}

const discarding = new WeakSet<IncomingMessage>();

/** The kind of body this app reads itself, from Content-Type; undefined for others (multipart is the upload interceptor's). */
export function bodyKind(request: IncomingMessage): BodyKind | undefined {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return undefined;
}

function checkEncoding(request: IncomingMessage, kind: BodyKind): void {
  const encoding = (request.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (encoding !== 'identity') throw new UnsupportedMediaTypeException(`Content-Encoding "${encoding.slice(0, 40)}" is not accepted: send the body uncompressed`);
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.headers['content-type'] ?? '')?.[1]?.toLowerCase();
  const accepted = kind === 'json' ? ['utf-8', 'utf8'] : ['utf-8', 'utf8', 'iso-8859-1', 'latin1'];
  if (charset && !accepted.includes(charset)) throw new UnsupportedMediaTypeException(`The charset "${charset.slice(0, 40)}" is not accepted: send UTF-8`);
}

const tooLarge = (limit: number) => new PayloadTooLargeException(`The body is larger than ${limit} bytes, the most this request may send`);

/**
 * Reads the bytes of a body within `limit`, handing each chunk to `inspect` as it arrives. Stops at
 * the first problem and leaves the rest unread (the error answer then drops it: discardRestOfBody).
 */
function readBytes(request: IncomingMessage, limit: number, deadlineMs: number | undefined, inspect: (chunk: Buffer) => HttpException | undefined): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (declared > limit) return Promise.reject(tooLarge(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const timer = deadlineMs === undefined ? undefined : setTimeout(() => stop(new RequestTimeoutException('The body took too long to arrive')), deadlineMs);
    function cleanup(): void {
      clearTimeout(timer);
      request.off('data', onData).off('end', onEnd).off('error', onError).off('aborted', onAborted);
    }
    function stop(error: unknown): void {
      cleanup();
      request.pause();
      reject(error);
    }
    function onData(chunk: Buffer): void {
      received += chunk.length;
      if (received > limit) return stop(tooLarge(limit));
      const problem = inspect(chunk);
      if (problem) return stop(problem);
      chunks.push(chunk);
    }
    function onEnd(): void {
      cleanup();
      resolve(Buffer.concat(chunks, received));
    }
    function onError(error: Error): void {
      stop(new BadRequestException('The body could not be read', { cause: error }));
    }
    function onAborted(): void {
      stop(new BadRequestException('The request was aborted'));
    }
    request.on('data', onData).on('end', onEnd).on('error', onError).on('aborted', onAborted);
  });
}

function parseJson(bytes: Buffer): unknown {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (!text.trim()) return {};
  if (!/^[\s]*[[{]/.test(text)) throw new BadRequestException('The body must be a JSON object or array');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new BadRequestException('The body is not valid JSON', { cause: error });
  }
}

/** Read flat, as fields of text: no nested `a[b][c]` objects (the fields were counted as they arrived). */
function parseForm(bytes: Buffer, latin1: boolean): Record<string, unknown> {
  return { ...querystring.parse(bytes.toString(latin1 ? 'latin1' : 'utf8'), '&', '=', { maxKeys: MAX_FORM_FIELDS }) };
}

/**
 * The body of a JSON or form request, read under `limits`: its size checked as it streams in,
 * JSON's nesting and number of values followed byte by byte (JsonShape), so that no body costs
 * more than its own bytes before it is refused. Undefined for other content types.
 */
export async function readRequestBody(request: IncomingMessage, limits: BodyLimits): Promise<unknown> {
  const kind = bodyKind(request);
  if (!kind) return undefined;
  checkEncoding(request, kind);
  if (kind === 'form') {
    const latin1 = /charset\s*=\s*"?(iso-8859-1|latin1)/i.test(request.headers['content-type'] ?? '');
    let fields = 1;
    const bytes = await readBytes(request, limits.form, limits.deadlineMs, (chunk) => {
      for (let at = chunk.indexOf(0x26); at >= 0; at = chunk.indexOf(0x26, at + 1)) fields += 1;
      return fields > MAX_FORM_FIELDS ? new PayloadTooLargeException(TOO_MANY_FIELDS) : undefined;
    });
    return parseForm(bytes, latin1);
  }
  const shape = new JsonShape();
  const bytes = await readBytes(request, limits.json, limits.deadlineMs, (chunk) => {
    const problem = shape.feed(chunk);
    if (problem === 'depth') return new BadRequestException(`the body must not nest deeper than ${MAX_JSON_DEPTH} levels`);
    if (problem === 'items') return new HttpException(`The body holds more than ${MAX_JSON_ITEMS} values, the most accepted`, HttpStatus.PAYLOAD_TOO_LARGE);
    return undefined;
  });
  return parseJson(bytes);
}

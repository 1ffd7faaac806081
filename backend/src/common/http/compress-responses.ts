import compression from 'compression';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type ContentCoding, withCodingSuffix, withoutCodingSuffixes } from './content-coding.js';

const CODING_OF: Record<string, ContentCoding | undefined> = { br: 'br', gzip: 'gzip' };

/** Answers whose coding was chosen already (made once, or compressed at build time): `compression` keeps off. */
const SENT_AS_IS = new WeakMap<ServerResponse, ContentCoding>();

/**
 * Marks an answer whose bytes are already in their final coding: `compression` leaves it alone (it
 * would otherwise deflate an identity body for a client that takes only deflate), and its ETag gets
 * that coding's suffix, on a 304 too, where the Content-Encoding header is gone.
 */
export function sendingAsIs(response: ServerResponse, coding: ContentCoding): void {
  SENT_AS_IS.set(response, coding);
}

/** Conditional headers compared without the coding suffixes this app puts on entity tags. */
function normaliseConditionals(request: IncomingMessage): void {
  for (const name of ['if-none-match', 'if-match'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string' && value.includes('-')) request.headers[name] = withoutCodingSuffixes(value);
  }
}

/** When the headers go out compressed, the ETag names the coding, so that each coding has its own validator. */
function suffixEtagOnCompression(response: ServerResponse): void {
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    const etag = this.getHeader('ETag');
    const coding = SENT_AS_IS.get(this) ?? CODING_OF[String(this.getHeader('Content-Encoding'))];
    if (typeof etag === 'string' && coding) this.setHeader('ETag', withCodingSuffix(etag, coding));
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}

/**
 * Brotli or gzip, by Accept-Encoding, for every text answer made per request (admin API, errors,
 * the API documentation); answers made once (pages, feeds, public posts, built assets) arrive
 * already compressed, and `compression` leaves an answer with a Content-Encoding alone. Images and
 * archives are not compressible types, so they pass as they are.
 */
export function compressResponses(): RequestHandler {
  const compress = compression({ threshold: 1024, filter: (request, response) => !SENT_AS_IS.has(response) && compression.filter(request, response) });
  return (request: Request, response: Response, next: NextFunction) => {
    normaliseConditionals(request);
    // Wrapped before `compression` wraps writeHead, so this runs after it has chosen the coding.
    suffixEtagOnCompression(response);
    compress(request, response, next);
  };
}

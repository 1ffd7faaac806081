import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendingAsIs } from './compress-responses.js';
import type { ContentCoding } from './content-coding.js';
import type { EncodedBody } from './encoded-body.js';

/** Adds a field name to Vary once, keeping what others (a guard's `Authorization`) put there. */
export function addVary(response: ServerResponse, field: string): void {
  const current = response.getHeader('Vary');
  if (current === undefined) response.setHeader('Vary', field);
  else if (!String(current).toLowerCase().split(/\s*,\s*/).includes(field.toLowerCase())) response.setHeader('Vary', `${String(current)}, ${field}`);
}

/**
 * Picks the form of `body` this request gets and sets its Vary and ETag: the coding to send, or
 * 'not-modified' when a 200's If-None-Match already names the body.
 */
export function negotiate(request: IncomingMessage, response: ServerResponse, body: EncodedBody, status = 200): ContentCoding | 'not-modified' {
  const coding = body.codingFor(request.headers['accept-encoding']);
  sendingAsIs(response, coding);
  if (body.varies) addVary(response, 'Accept-Encoding');
  response.setHeader('ETag', body.etag(coding));
  const conditional = status === 200 && (request.method === 'GET' || request.method === 'HEAD');
  return conditional && body.matches(request.headers['if-none-match']) ? 'not-modified' : coding;
}

/** Content-Type, Content-Encoding and Content-Length of one form of a body. */
export function setRepresentationHeaders(response: ServerResponse, body: EncodedBody, coding: ContentCoding, data: Buffer): void {
  response.setHeader('Content-Type', body.type);
  if (coding !== 'identity') response.setHeader('Content-Encoding', coding);
  response.setHeader('Content-Length', data.length);
}

/**
 * Sends a made-once body in the coding the client prefers (a 304 when it has it already). Caching
 * headers (Cache-Control) are the caller's. Synchronous when the form is ready, as a cached one is.
 */
export function sendEncoded(request: IncomingMessage, response: ServerResponse, body: EncodedBody, status = 200): void | Promise<void> {
  const coding = negotiate(request, response, body, status);
  if (coding === 'not-modified') {
    response.statusCode = 304;
    response.end();
    return;
  }
  const write = (data: Buffer, sent: ContentCoding) => {
    if (response.headersSent) return;
    response.statusCode = status;
    setRepresentationHeaders(response, body, sent, data);
    response.end(request.method === 'HEAD' ? undefined : data);
  };
  const ready = body.ready(coding);
  if (ready) return write(ready, coding);
  // Compressing a buffer in memory fails only when memory does: then the body goes out as it is.
  return body.form(coding).then(
    (data) => write(data, coding),
    () => {
      response.setHeader('ETag', body.etag('identity'));
      write(body.identity, 'identity');
    },
  );
}

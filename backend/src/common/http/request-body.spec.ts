import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HttpException } from '@nestjs/common';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type BodyLimits, PUBLIC_BODY_LIMITS, readRequestBody } from './request-body.js';

/** A bare HTTP server that reads each body with readRequestBody under `limits` and answers what came of it. */
function bodyServer(limits: BodyLimits): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    readRequestBody(request, limits).then(
      (body) => response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ body: body ?? null })),
      (error: unknown) => {
        const status = error instanceof HttpException ? error.getStatus() : 500;
        response.writeHead(status, { 'Content-Type': 'application/json', Connection: 'close' }).end(JSON.stringify({ message: (error as Error).message }));
      },
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((done) => server.close(() => done())) }),
    ),
  );
}

async function post(url: string, body: string | Buffer, contentType = 'application/json') {
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': contentType }, body });
  return { status: response.status, json: (await response.json()) as { body?: unknown; message?: string } };
}

describe('readRequestBody, as visitors send bodies', () => {
  let server: Awaited<ReturnType<typeof bodyServer>>;
  beforeAll(async () => {
    server = await bodyServer({ ...PUBLIC_BODY_LIMITS, deadlineMs: 500 });
  });
  afterAll(() => server.close());

  it('reads a small JSON body', async () => {
    expect(await post(server.url, '{"email":"reader@example.com"}')).toEqual({ status: 200, json: { body: { email: 'reader@example.com' } } });
  });

  it('refuses more than 16 kB', async () => {
    const answer = await post(server.url, JSON.stringify({ email: 'x'.repeat(17 * 1024) }));
    expect(answer).toEqual({ status: 413, json: { message: 'The body is larger than 16384 bytes, the most this request may send' } });
  });

  it('refuses a body that trickles in past its deadline', async () => {
    const { port } = new URL(server.url);
    const answer = await new Promise<string>((resolve) => {
      const request = http.request({ host: '127.0.0.1', port, method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': 100 } }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve(`${response.statusCode} ${text}`));
      });
      request.on('error', () => undefined);
      request.write('{"email":');
    });
    expect(answer).toBe('408 {"message":"The body took too long to arrive"}');
  });

  it('reads forms flat, and at most 100 fields', async () => {
    expect(await post(server.url, 'a[b][c]=1&name=Ann', 'application/x-www-form-urlencoded')).toEqual({ status: 200, json: { body: { 'a[b][c]': '1', name: 'Ann' } } });
    const many = Array.from({ length: 101 }, (_, index) => `f${index}=1`).join('&');
    expect((await post(server.url, many, 'application/x-www-form-urlencoded')).status).toBe(413);
  });

  it('answers undefined for a type it does not read, and refuses charsets other than UTF-8', async () => {
    expect(await post(server.url, '<x/>', 'application/xml')).toEqual({ status: 200, json: { body: null } });
    expect((await post(server.url, '{}', 'application/json; charset=utf-16')).status).toBe(415);
  });

  it('tells JSON that is not an object or array, and malformed JSON, apart', async () => {
    expect(await post(server.url, '"text"')).toEqual({ status: 400, json: { message: 'The body must be a JSON object or array' } });
    expect(await post(server.url, '{"a":')).toEqual({ status: 400, json: { message: 'The body is not valid JSON' } });
    expect(await post(server.url, '')).toEqual({ status: 200, json: { body: {} } });
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import zlib from 'node:zlib';
import { portOf, send } from '../fuzz/raw-http.js';
import { trickle } from '../support/raw-socket.js';
import { ADMIN_TOKEN, bearer, startTestApp, type TestApp } from '../support/test-app.js';

const TWO_MB = 2 * 1024 * 1024;
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** A request head announcing `length` bytes of JSON; the tests then send only part of them, or none. */
function head(method: string, path: string, length: number, headers: Record<string, string> = {}): string {
  const lines = [`${method} ${path} HTTP/1.1`, 'Host: localhost', 'Content-Type: application/json', `Content-Length: ${length}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

const authorization = { Authorization: `Bearer ${ADMIN_TOKEN}` };

/**
 * Bodies are refused before they are parsed: without the admin token from the headers alone, and
 * with it at the first byte past a limit. In each case the client sends only the start of its body
 * and never the rest: an answer proves the server did not wait for it, and the connection closing
 * soon after (what is still sent is dropped for two seconds) that a slow sender cannot keep it.
 */
describe('bodies refused before they are read', () => {
  let folio: TestApp;
  let port: number;

  beforeAll(async () => {
    folio = await startTestApp();
    port = portOf(folio.app.getHttpServer());
  });
  afterAll(() => folio.close());

  it('answers every admin route without the token from its headers, and lets the connection go', async () => {
    const routes = [
      ['POST', '/api/posts'],
      ['PATCH', `/api/posts/${SOME_ID}`],
      ['POST', '/api/admin/coming-soon'],
      ['PATCH', '/api/compression/settings'],
      ['POST', '/api/images/uploads/image'],
    ];
    const exchanges = await Promise.all(routes.map(([method, path]) => trickle(port, [head(method!, path!, TWO_MB), '['.repeat(64 * 1024)])));
    for (const exchange of exchanges) {
      expect(exchange.status).toBe(401);
      expect(exchange.body).toMatchObject({ statusCode: 401 });
      expect(exchange.closedAfterMs).toBeLessThan(5_000);
    }
  });

  it('gets its 401 to a client that sends the whole 2 MB body as fast as it can', async () => {
    const nested = Buffer.from(`${'['.repeat(1024 * 1024)}${']'.repeat(1024 * 1024)}`);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => send(port, { method: 'POST', path: '/api/posts', headers: { 'Content-Type': 'application/json' }, body: nested })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
  });

  it('answers a wrong token the same way', async () => {
    const exchange = await trickle(port, [head('POST', '/api/posts', TWO_MB, { Authorization: 'Bearer wrong-token-0123456789' }), '[[[[']);
    expect(exchange.status).toBe(401);
    expect(exchange.body).toMatchObject({ message: 'Invalid admin token' });
  });

  it('refuses nesting past 32 levels at the byte that crosses it, with the token', async () => {
    const exchange = await trickle(port, [head('PATCH', `/api/posts/${SOME_ID}`, TWO_MB, authorization), `{"title":${'['.repeat(40)}`]);
    expect(exchange.status).toBe(400);
    expect(exchange.body).toMatchObject({ message: 'the body must not nest deeper than 32 levels' });
  });

  it('refuses a declared length over 2 MB with the token, before reading any of it', async () => {
    const exchange = await trickle(port, [head('POST', '/api/posts', TWO_MB + 1, authorization)]);
    expect(exchange.status).toBe(413);
  });

  it('refuses a body holding more values than any operation takes', async () => {
    const values = `{"title":"Many","content_text":"x","tags":[${'"a",'.repeat(20_000)}"a"]}`;
    const response = await send(port, { method: 'POST', path: '/api/posts', headers: { ...bearer(), 'Content-Type': 'application/json' }, body: Buffer.from(values) });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body.toString('utf8')).message).toBe('The body holds more than 10000 values, the most accepted');
    expect((await folio.http().get('/api/posts?q=many').set(bearer())).body.total).toBe(0);
  });

  it('refuses compressed bodies rather than inflating them', async () => {
    const body = zlib.gzipSync(JSON.stringify({ title: 'Zipped', content_text: 'x' }));
    const response = await send(port, { method: 'POST', path: '/api/posts', headers: { ...bearer(), 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }, body });
    expect(response.status).toBe(415);
    expect(JSON.parse(response.body.toString('utf8')).message).toBe('Content-Encoding "gzip" is not accepted: send the body uncompressed');
  });

  it('does not read the body of a read, and does not let it hold the connection', async () => {
    const exchange = await trickle(port, [head('GET', '/api/posts', TWO_MB), '[[[[']);
    expect(exchange.status).toBe(200);
    expect(exchange.closedAfterMs).toBeLessThan(5_000);
  });

  it('still reads an ordinary body with the token, and keeps the connection for the next request', async () => {
    const agent = new http.Agent({ keepAlive: true });
    const body = Buffer.from(JSON.stringify({ title: 'Fine', content_text: 'A body read in full.' }));
    const created = await send(port, { method: 'POST', path: '/api/posts', headers: { ...bearer(), 'Content-Type': 'application/json' }, body }, { agent });
    expect(created.status).toBe(201);
    expect(created.headers.connection).toBe('keep-alive');
    expect(JSON.parse(created.body.toString('utf8')).content).toBe('<p>A body read in full.</p>\n');
    agent.destroy();
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import pg from 'pg';
import { createApp } from '../src/app.factory.js';
import { loadConfig } from '../src/config/app-config.js';
import { readOperations } from './fuzz/openapi-operations.js';
import { portOf, send } from './fuzz/raw-http.js';
import * as images from './support/image-factory.js';
import { S3RVER_KEY, startS3Server } from './support/s3-server.js';
import { makeTempDir, removeTempDir } from './support/temp-dir.js';
import { trickle } from './support/raw-socket.js';
import { ADMIN_TOKEN, bearer, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, dropTestDatabase } from './support/test-database.js';

describe('HTTP hardening', () => {
  let folio: TestApp;
  let port: number;

  beforeAll(async () => {
    folio = await startTestApp({ env: { HTTP_HEADERS_TIMEOUT_MS: '600', HTTP_REQUEST_TIMEOUT_MS: '1200', HTTP_KEEP_ALIVE_TIMEOUT_MS: '300' } });
    port = portOf(folio.app.getHttpServer());
  });
  afterAll(() => folio.close());

  describe('slow clients (slow-loris) are cut off', () => {
    it('answers 408 and closes a connection whose headers arrive a byte at a time', async () => {
      const headers = `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${'a'.repeat(200)}\r\n\r\n`;
      const exchange = await trickle(port, [...headers], 50);
      expect(exchange.status).toBe(408);
      expect(exchange.body).toMatchObject({ statusCode: 408, message: 'The request took too long to arrive' });
      // 600 ms of headers timeout, checked every 150 ms; the whole header block would take 12 s.
      expect(exchange.closedAfterMs).toBeGreaterThanOrEqual(500);
      expect(exchange.closedAfterMs).toBeLessThan(2_000);
    });

    it('closes a connection whose body arrives too slowly', async () => {
      const head = `POST /api/admin/coming-soon HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${ADMIN_TOKEN}\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n`;
      const exchange = await trickle(port, [head, ...'{"enabled": false}'.padEnd(400, ' ')], 50);
      expect(exchange.closedAfterMs).toBeGreaterThanOrEqual(1_000);
      expect(exchange.closedAfterMs).toBeLessThan(3_000);
      // Nothing was half-applied: the request never reached the handler.
      expect(exchange.status === undefined || exchange.status === 408).toBe(true);
    });

    it('closes an idle kept-alive connection after the keep-alive timeout', async () => {
      const exchange = await trickle(port, ['GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n']);
      expect(exchange.status).toBe(200);
      expect(exchange.closedAfterMs).toBeLessThan(2_000);
    });
  });

  describe('requests Node refuses itself get the JSON error body', () => {
    it.each([
      ['a header block over 16 KB', `GET /api/hello HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`, 431],
      ['a broken request line', 'GET /api/hello HTTP/9\r\n\r\n', 400],
      ['a control character in a header', 'GET /api/hello HTTP/1.1\r\nHost: local\u0001host\r\n\r\n', 400],
      ['both Content-Length and chunked', 'POST /api/posts HTTP/1.1\r\nHost: localhost\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n', 400],
      ['a broken chunk', 'POST /api/posts HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n', 400],
    ])('%s', async (_label, raw, status) => {
      const exchange = await trickle(port, [raw]);
      expect(exchange.status).toBe(status);
      expect(exchange.body).toMatchObject({ statusCode: status, message: 'The request could not be read' });
      expect(exchange.text).toMatch(/content-type: application\/json/i);
    });

    it('answers an Expect it does not understand with a JSON 417', async () => {
      const response = await send(port, { method: 'GET', path: '/api/hello', headers: { Expect: 'something-else' } });
      expect(response.status).toBe(417);
      expect(JSON.parse(response.body.toString('utf8'))).toMatchObject({ statusCode: 417 });
    });
  });

  describe('request bodies are limited on every route', () => {
    const writes = readOperations().filter((operation) => operation.method !== 'get');

    it.each(writes.map((operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation] as const))(
      '%s refuses a 3 MB JSON body with 413 before reading it',
      async (_name, operation) => {
        const body = Buffer.from(JSON.stringify({ title: 'x', content_text: 'y'.repeat(3 * 1024 * 1024) }));
        const target = operation.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
        const response = await send(port, { method: operation.method.toUpperCase(), path: target, headers: { ...bearer(), 'Content-Type': 'application/json' }, body });
        expect(response.status).toBe(413);
        expect(JSON.parse(response.body.toString('utf8'))).toMatchObject({ statusCode: 413 });
      },
    );

    it('refuses a form body over 100 KB, and one with too many fields', async () => {
      const big = await send(port, {
        method: 'POST',
        path: '/api/posts',
        headers: { ...bearer(), 'Content-Type': 'application/x-www-form-urlencoded' },
        body: Buffer.from(`title=x&content_text=${'y'.repeat(150_000)}`),
      });
      expect(big.status).toBe(413);
      const many = await send(port, {
        method: 'POST',
        path: '/api/posts',
        headers: { ...bearer(), 'Content-Type': 'application/x-www-form-urlencoded' },
        body: Buffer.from(Array.from({ length: 500 }, (_, index) => `f${index}=1`).join('&')),
      });
      expect(many.status).toBe(413);
    });

    it('reads no nested objects out of a form body', async () => {
      const response = await send(port, {
        method: 'POST',
        path: '/api/admin/coming-soon',
        headers: { ...bearer(), 'Content-Type': 'application/x-www-form-urlencoded' },
        body: Buffer.from('enabled[a][b]=1&__proto__[admin]=1'),
      });
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body.toString('utf8')).message).toEqual(expect.arrayContaining(['property enabled[a][b] should not exist']));
    });

    it('refuses an upload over 5 MB with 413', async () => {
      const response = await folio.http().post('/api/images/uploads/image').set(bearer()).attach('image', images.oversizedFile(), 'big.jpg');
      expect(response.status).toBe(413);
    });
  });

  describe('security headers', () => {
    it.each(['/api/hello', '/api/posts', '/no-such-page', '/docs'])('sends CSP and the helmet headers on %s', async (url) => {
      const response = await folio.http().get(url);
      const csp = response.headers['content-security-policy'] ?? '';
      for (const directive of ["default-src 'self'", "script-src 'self'", "object-src 'none'", "frame-ancestors 'none'", "base-uri 'self'", "form-action 'self'"]) {
        expect(csp).toContain(directive);
      }
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
      });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(response.headers['x-powered-by']).toBeUndefined();
      // Pages and the API are for this site's own pages only.
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    });

    it('lets another origin show a stored image (a mail client, a feed reader), with the other headers kept', async () => {
      const upload = await folio.http().post('/api/images/uploads/image').set(bearer()).attach('image', await images.jpeg(640, 480), 'shared.jpg');
      expect(upload.status).toBe(201);
      const response = await folio.http().get(upload.body.url as string).set('Origin', 'https://mail.example.net');
      expect(response.status).toBe(200);
      expect(response.headers).toMatchObject({ 'cross-origin-resource-policy': 'cross-origin', 'x-content-type-options': 'nosniff' });
      // A name outside the store's falls through to the site, which keeps same-origin.
      const missing = await folio.http().get('/uploads/not-a-stored-name.jpg');
      expect(missing.status).toBe(404);
      expect(missing.headers['cross-origin-resource-policy']).toBe('same-origin');
    });
  });

  describe('uploaded files stay inside the storage root', () => {
    it.each([
      '/uploads/..%2fadmin-token',
      '/uploads/..%2F..%2Fadmin-token',
      '/uploads/%2e%2e/admin-token',
      '/uploads/../admin-token',
      '/uploads/....//admin-token',
      '/uploads/..%5cadmin-token',
      '/uploads/%2e%2e%2fpg-password',
      '/uploads/private/x',
    ])('serves nothing from outside it at %s', async (url) => {
      writeFileSync(path.join(folio.config.dataDir, 'admin-token'), 'the-secret-in-data-dir\n');
      const response = await send(port, { method: 'GET', path: url, headers: {} });
      expect(response.status).toBe(404);
      expect(response.body.toString('utf8')).not.toContain('the-secret-in-data-dir');
    });

    it('never serves a kept original, which lives outside the public root', async () => {
      const upload = await folio.http().post('/api/images/uploads/image').set(bearer()).attach('image', await images.jpeg(2400, 1600), 'big.jpg');
      expect(upload.status).toBe(201);
      const client = new pg.Client({ connectionString: folio.databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ key: string | null }>('SELECT original_storage_key AS key FROM images WHERE id = $1', [upload.body.id]);
        const key = rows[0]?.key;
        expect(key).toMatch(/^private\//);
        for (const url of [`/uploads/${key}`, `/uploads/${key!.replace('private/', '')}`, `/uploads/..%2f${key!.replace('/', '%2f')}`]) {
          expect((await send(port, { method: 'GET', path: url, headers: {} })).status).toBe(404);
        }
      } finally {
        await client.end();
      }
    });
  });
});

describe('errors in production', () => {
  let folio: TestApp;

  beforeAll(async () => {
    folio = await startTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => folio.close());

  it('answers a database error with a plain message: no SQL, no stack, no table names', async () => {
    const client = new pg.Client({ connectionString: folio.databaseUrl });
    await client.connect();
    try {
      await client.query('ALTER TABLE reconcile_runs RENAME TO reconcile_runs_gone');
      const response = await folio.http().get('/api/images/reconcile/status').set(bearer());
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' });
      expect(response.text).not.toMatch(/reconcile_runs|SELECT|relation|QueryFailedError|\bat \w|\.ts:\d/);
    } finally {
      await client.query('ALTER TABLE reconcile_runs_gone RENAME TO reconcile_runs');
      await client.end();
    }
  });

  it('keeps the debug endpoint off', async () => {
    const response = await folio.http().get('/__debug/db');
    expect(response.status).toBe(404);
  });
});

describe('secrets in the logs', () => {
  const S3_SECRET = 'fuzz-s3-secret-never-logged-5f1c2a';

  it('never writes the admin token, the database password, the S3 secret or a share link\'s token, even at trace level', async () => {
    const lines: string[] = [];
    let shareToken: string | undefined;
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const s3 = await startS3Server();
    const databaseUrl = await createTestDatabase();
    const dataDir = makeTempDir('logs');
    const password = decodeURIComponent(new URL(databaseUrl).password);
    expect(password.length).toBeGreaterThan(8);
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      ADMIN_TOKEN,
      LOG_LEVEL: 'trace',
      SEED_SAMPLE_CONTENT: 'false',
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3_SECRET,
      S3_FORCE_PATH_STYLE: 'true',
    });
    const app = await createApp(config, pino({ level: 'trace' }, sink));
    await app.listen(0, '127.0.0.1');
    const port = portOf(app.getHttpServer());
    try {
      const call = (method: string, url: string, headers: Record<string, string> = {}, body?: Buffer) =>
        send(port, { method, path: url, headers: { ...headers, ...(body ? { 'Content-Type': 'application/json' } : {}) }, body });
      await call('GET', '/api/admin/health', bearer());
      await call('GET', `/api/admin/health?token=${ADMIN_TOKEN}&access_token=${ADMIN_TOKEN}`);
      await call('GET', '/api/admin/health', bearer(`${ADMIN_TOKEN}-wrong`));
      await call('GET', '/api/admin/health', { Authorization: `Basic ${ADMIN_TOKEN}` });
      await call('POST', '/api/posts', bearer(), Buffer.from(JSON.stringify({ title: ADMIN_TOKEN, content_text: 'x', bogus: ADMIN_TOKEN })));
      await call('POST', '/api/posts', bearer(), Buffer.from(`{"title": "${ADMIN_TOKEN}`));
      const upload = await supertestUpload(port);
      expect(upload).toBe(201);
      // A share link's token is the key to a draft: its pages are logged without it.
      const draft = JSON.parse((await call('POST', '/api/posts', bearer(), Buffer.from('{"title":"Draft","content_text":"x","status":"draft"}'))).body.toString('utf8'));
      const link = JSON.parse((await call('POST', `/api/posts/${draft.id}/share-links`, bearer(), Buffer.from('{}'))).body.toString('utf8'));
      shareToken = String(link.url).split('/share/')[1]!;
      expect((await call('GET', `/api/share/${shareToken}`)).status).toBe(200);
      await call('GET', `/share/${shareToken}`);
      // An error the filter logs with its stack.
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query('ALTER TABLE reconcile_runs RENAME TO reconcile_runs_gone');
      expect((await call('GET', '/api/images/reconcile/status', bearer())).status).toBe(500);
      await client.query('ALTER TABLE reconcile_runs_gone RENAME TO reconcile_runs');
      await client.end();
    } finally {
      await app.close();
      await s3.stop();
      await dropTestDatabase(databaseUrl);
      removeTempDir(dataDir);
    }
    const log = lines.join('');
    expect(log).toContain('/api/admin/health');
    expect(log).toContain('QueryFailedError');
    expect(log).toContain('/api/share/…');
    expect(shareToken).toMatch(/^[\w-]{32}$/);
    for (const secret of [ADMIN_TOKEN, password, encodeURIComponent(password), S3_SECRET, shareToken!]) expect(log).not.toContain(secret);
  });
});

/** An upload through the S3-backed app, so that the store's client runs with its secret. */
async function supertestUpload(port: number): Promise<number> {
  const boundary = 'logs-boundary';
  const file = await images.jpeg(40, 30);
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await send(port, { method: 'POST', path: '/api/images/uploads/image', headers: { ...bearer(), 'Content-Type': `multipart/form-data; boundary=${boundary}` }, body });
  return response.status;
}

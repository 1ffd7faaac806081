import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import * as images from '../support/image-factory.js';
import { startS3Server, type S3TestServer } from '../support/s3-server.js';
import { createTestDatabase, dropTestDatabase } from '../support/test-database.js';
import { logLines, randomToken, startProductionProcess, type ProductionProcess } from './production-process.js';

/** A multipart upload sent in two halves, the second one only when `finish` is called. */
function slowUpload(baseUrl: string, token: string, bytes: Buffer) {
  const boundary = `folio-${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="late.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const request = http.request(`${baseUrl}/api/images/uploads/image`, {
    method: 'POST',
    agent: false,
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': body.length,
    },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk) => (text += chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode!, body: text }));
    });
  });
  const half = Math.floor(body.length / 2);
  request.write(body.subarray(0, half));
  return { response, finish: () => request.end(body.subarray(half)) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `node dist/backend/main.cjs` as the container runs it (docker/Dockerfile): production mode, an
 * external PostgreSQL, images in an S3-compatible bucket, a token from the environment.
 */
describe('the production start command', () => {
  const token = randomToken();
  let s3: S3TestServer;
  let databaseUrl: string;
  let folio: ProductionProcess;
  const auth = () => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    [s3, databaseUrl] = await Promise.all([startS3Server(), createTestDatabase()]);
    folio = await startProductionProcess({ DATABASE_URL: databaseUrl, ADMIN_TOKEN: token, ...s3.env() });
  });
  afterAll(async () => {
    await folio?.dispose();
    await s3?.stop();
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  });

  it('answers /healthz and reaches its database, without the built web app', async () => {
    const health = await fetch(`${folio.baseUrl}/healthz`);
    expect(health.status).toBe(200);
    expect(await (await fetch(`${folio.baseUrl}/api/db/health`)).json()).toEqual({ ok: true });
    expect(folio.output()).toContain('Folio is running at');
  });

  it('puts the sample stories into the empty database, their covers in the bucket', async () => {
    const listed = (await (await fetch(`${folio.baseUrl}/api/posts?limit=50`)).json()) as { total: number; items: Array<{ image_url: string | null }> };
    expect(listed.total).toBe(8);
    const covers = listed.items.map((post) => post.image_url).filter((url): url is string => Boolean(url));
    expect(covers.length).toBeGreaterThan(0);
    for (const url of covers) expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/`)).toBe(true);
    expect((await fetch(covers[0]!)).status).toBe(200);
  });

  it('is in production mode: no debug endpoint, admin calls need the token from the environment', async () => {
    expect((await fetch(`${folio.baseUrl}/__debug/db`)).status).toBe(404);
    expect((await fetch(`${folio.baseUrl}/api/admin/health`)).status).toBe(401);
    expect((await fetch(`${folio.baseUrl}/api/admin/health`, { headers: auth() })).status).toBe(200);
  });

  it('stores an upload in the bucket, which serves it; nothing is written under DATA_DIR', async () => {
    const photo = await images.jpeg(640, 480);
    const form = new FormData();
    form.append('image', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
    const response = await fetch(`${folio.baseUrl}/api/images/uploads/image`, { method: 'POST', headers: auth(), body: form });
    expect(response.status).toBe(201);
    const uploaded = (await response.json()) as { path: string; url: string; file_size_bytes: number };
    expect(uploaded.url).toBe(`${s3.endpoint}/${s3.bucket}/${uploaded.path}`);

    const served = await fetch(uploaded.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.length).toBe(uploaded.file_size_bytes);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 640, height: 480 });
    expect(existsSync(path.join(folio.dataDir, 'uploads'))).toBe(false);
    expect((await fetch(`${folio.baseUrl}/uploads/${uploaded.path}`)).status).toBe(404);
  });

  it('on SIGTERM finishes the request in flight, then exits cleanly within seconds', async () => {
    const upload = slowUpload(folio.baseUrl, token, await images.jpeg(320, 240));
    await pause(300);
    const stopping = folio.stop('SIGTERM', 10_000);
    await pause(500);
    upload.finish();
    expect((await upload.response).status).toBe(201);
    const exit = await stopping;
    // A clean exit: code 0 once everything is closed. Never a crash code, never a hang.
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.ms).toBeLessThan(8_000);
    expect(folio.output()).not.toMatch(/"level":(50|60)/);
  });

  it('logged JSON lines only, and neither the admin token nor any password or secret key', () => {
    const output = folio.output();
    const lines = logLines(folio.stdout());
    expect(lines.length).toBeGreaterThan(3);
    const requests = lines as Array<{ req?: { path?: string }; res?: { statusCode?: number } }>;
    expect(requests.some((line) => line.req?.path === '/api/admin/health' && line.res?.statusCode === 200)).toBe(true);
    const databasePassword = decodeURIComponent(new URL(databaseUrl).password);
    expect(databasePassword.length).toBeGreaterThan(8);
    for (const secret of [token, databasePassword, s3.env().S3_SECRET_ACCESS_KEY!]) expect(output).not.toContain(secret);
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { SPEC_COMPRESSION_DEFAULTS } from '../support/compression-defaults.js';
import { eventually } from '../support/eventually.js';
import * as images from '../support/image-factory.js';
import { startS3Server, type S3TestServer } from '../support/s3-server.js';
import { createTestDatabase, dropTestDatabase } from '../support/test-database.js';
import { randomToken, startProductionProcess, type ProductionProcess } from './production-process.js';

interface Uploaded {
  id: string;
  path: string;
  url: string;
  width: number;
  mime_type: string;
}

/**
 * The Compose `scale` profile on this machine: two production processes on one PostgreSQL and one
 * S3-compatible bucket (s3rver), requests handed out in turn as nginx's round robin does. Whatever
 * one replica is told, the other must know.
 */
describe('two replicas behind a round-robin balancer', () => {
  const token = randomToken();
  const admin = { Authorization: `Bearer ${token}` };
  const json = { ...admin, 'Content-Type': 'application/json' };
  let s3: S3TestServer;
  let databaseUrl: string;
  let replicas: ProductionProcess[] = [];
  let turn = 0;

  /** The next replica in turn, as a load balancer picks it. */
  const next = () => replicas[turn++ % replicas.length]!;
  const call = (replica: ProductionProcess, path: string, init?: RequestInit) => fetch(`${replica.baseUrl}${path}`, init);

  async function upload(replica: ProductionProcess, bytes: Buffer): Promise<Uploaded> {
    const form = new FormData();
    form.append('image', new Blob([bytes], { type: 'image/jpeg' }), 'photo.jpg');
    const response = await call(replica, '/api/images/uploads/image', { method: 'POST', headers: admin, body: form });
    expect(response.status).toBe(201);
    return (await response.json()) as Uploaded;
  }

  beforeAll(async () => {
    [s3, databaseUrl] = await Promise.all([startS3Server(), createTestDatabase()]);
    // Both start at once on the empty database, as `docker compose up` starts them.
    const env = { DATABASE_URL: databaseUrl, ADMIN_TOKEN: token, TRUST_PROXY: '1', ...s3.env() };
    const started = await Promise.allSettled([startProductionProcess(env), startProductionProcess(env)]);
    replicas = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failure = started.find((result) => result.status === 'rejected');
    if (failure) throw (failure as PromiseRejectedResult).reason;
  });
  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.dispose()));
    await s3?.stop();
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  });

  it('migrated and seeded the shared database once although both started together', async () => {
    for (let round = 0; round < 4; round++) {
      const listed = (await (await call(next(), '/api/posts?limit=50')).json()) as { total: number };
      expect(listed.total).toBe(8);
    }
  });

  it('answers the same bytes with the same ETag from either replica, so either can answer 304', async () => {
    const first = await call(replicas[0]!, '/api/posts');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // A browser's revalidation; without a Cache-Control of its own, fetch() would add `no-cache`.
    const revalidate = { 'If-None-Match': etag!, 'Cache-Control': 'max-age=0' };
    const revalidated = await call(replicas[1]!, '/api/posts', { headers: revalidate });
    expect(revalidated.status).toBe(304);
  });

  it('serves an image uploaded through one replica to readers of the other, from the shared bucket', async () => {
    const photo = await images.jpeg(480, 360);
    const uploader = next();
    const reader = next();
    const uploaded = await upload(uploader, photo);
    expect(uploaded.url.startsWith(`${s3.endpoint}/${s3.bucket}/`)).toBe(true);

    const library = (await (await call(reader, '/api/images?source=upload', { headers: admin })).json()) as { items: Uploaded[] };
    expect(library.items.map((image) => image.url)).toContain(uploaded.url);

    const created = await call(reader, '/api/posts', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ title: 'Shared cover', content_text: 'Uploaded elsewhere.', cover_image_url: uploaded.url }),
    });
    expect(created.status).toBe(201);
    const post = (await (await call(uploader, '/api/posts/shared-cover')).json()) as { image_url: string };
    expect(post.image_url).toBe(uploaded.url);
    const served = await fetch(post.image_url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).length).toBe((await fetch(uploaded.url).then((r) => r.arrayBuffer())).byteLength);

    // The image's records are shared too: the uploader refuses to delete what the other's post shows.
    const refused = await call(uploader, `/api/images/${uploaded.id}`, { method: 'DELETE', headers: admin });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toContain('Shared cover');
  });

  it('compresses an upload through one replica with the settings just changed through the other', async () => {
    const [configurer, uploader] = [next(), next()];
    const patched = await call(configurer, '/api/compression/settings', {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ dimension_threshold_px: 1000 }),
    });
    expect(patched.status).toBe(200);
    try {
      const seen = (await (await call(uploader, '/api/compression/settings')).json()) as { dimension_threshold_px: number };
      expect(seen.dimension_threshold_px).toBe(1000);
      const uploaded = await upload(uploader, await images.jpeg(1600, 1200));
      expect(uploaded).toMatchObject({ width: 1000, mime_type: 'image/webp' });
      expect(await sharp(Buffer.from(await (await fetch(uploaded.url)).arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 1000 });
    } finally {
      await call(uploader, '/api/compression/settings', { method: 'PATCH', headers: json, body: JSON.stringify(SPEC_COMPRESSION_DEFAULTS) });
    }
  });

  it('agrees on Coming Soon within a second of a toggle on either replica', async () => {
    const [a, b] = replicas as [ProductionProcess, ProductionProcess];
    const visitorStatus = async (replica: ProductionProcess) => (await call(replica, '/api/posts')).status;
    const toggle = (replica: ProductionProcess, enabled: boolean) =>
      call(replica, '/api/admin/coming-soon', { method: 'POST', headers: json, body: JSON.stringify({ enabled }) });

    expect((await toggle(a, true)).status).toBe(200);
    try {
      expect(await eventually(async () => (await visitorStatus(b)) === 503, 1_000)).toBe(true);
    } finally {
      expect((await toggle(b, false)).status).toBe(200);
    }
    expect(await eventually(async () => (await visitorStatus(a)) === 200, 1_000)).toBe(true);
  });

  it('shows a post edited through one replica on the other within a second, though the other had cached it', async () => {
    const [writer, reader] = [next(), next()];
    const created = await call(writer, '/api/posts', { method: 'POST', headers: json, body: JSON.stringify({ title: 'Cached twice', content_text: 'One.' }) });
    const { id } = (await created.json()) as { id: string };
    const titleOn = async (replica: ProductionProcess) => ((await (await call(replica, '/api/posts/cached-twice')).json()) as { title: string }).title;
    expect(await titleOn(reader)).toBe('Cached twice');
    expect(await titleOn(reader)).toBe('Cached twice');

    const edited = await call(writer, `/api/posts/${id}`, { method: 'PATCH', headers: json, body: JSON.stringify({ title: 'Cached, then edited' }) });
    expect(edited.status).toBe(200);
    expect(await eventually(async () => (await titleOn(reader)) === 'Cached, then edited', 1_000)).toBe(true);
    const totals = await Promise.all(replicas.map(async (replica) => ((await (await call(replica, '/api/posts')).json()) as { total: number }).total));
    expect(new Set(totals).size).toBe(1);
  });

  it('both stop cleanly on SIGTERM', async () => {
    const exits = await Promise.all(replicas.map((replica) => replica.stop('SIGTERM', 10_000)));
    for (const exit of exits) expect(exit).toMatchObject({ code: 0, signal: null });
  });
});

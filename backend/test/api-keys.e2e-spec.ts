import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { pino } from 'pino';
import { AdminTokenService } from '../src/admin/admin-token.service.js';
import { ApiKeyHolds } from '../src/api-keys/api-key-holds.js';
import { ApiKeysRepository } from '../src/api-keys/api-keys.repository.js';
import { ApiKeysService, MAX_API_KEYS, UNREADABLE_SECRET_MESSAGE } from '../src/api-keys/api-keys.service.js';
import { eventually } from './support/eventually.js';
import { jpeg } from './support/image-factory.js';
import { bearer, startReplicas } from './support/test-app.js';

interface CreatedKey {
  id: string;
  name: string;
  key: string;
  ghost_admin_key: string;
  scopes: string[];
  created_at: string;
}

describe('API keys', () => {
  let replicas: Awaited<ReturnType<typeof startReplicas>>;
  const logged: string[] = [];
  let nextAddress = 1;
  /** Each case its own client address (TRUST_PROXY), so that one case's wrong keys throttle no other. */
  const from = () => ({ 'X-Forwarded-For': `198.51.100.${nextAddress++}` });

  const create = async (body: object = { name: 'Ulysses' }) => {
    const response = await replicas.first.http().post('/api/api-keys').set(bearer()).send(body);
    expect(response.status).toBe(201);
    return response.body as CreatedKey;
  };

  beforeAll(async () => {
    const logger = pino({ level: 'debug' }, { write: (line: string) => logged.push(line) });
    replicas = await startReplicas({ TRUST_PROXY: '1' }, logger);
  });
  afterAll(() => replicas?.close());

  it('answers a new key once in both forms, lists it without any secret, and accepts it on admin calls', async () => {
    const created = await create({ name: '  Ulysses on my laptop ' });
    expect(created).toMatchObject({ name: 'Ulysses on my laptop', scopes: ['create', 'update', 'delete', 'media'] });
    expect(created.id).toMatch(/^[0-9a-f]{24}$/);
    const secret = created.key.slice(`folio_${created.id}_`.length);
    expect(created.key).toMatch(new RegExp(`^folio_${created.id}_[0-9a-f]{64}$`));
    expect(created.ghost_admin_key).toBe(`${created.id}:${secret}`);

    const address = from();
    await replicas.second.http().get('/api/admin/health').set(address).set(bearer(created.key)).expect(200);
    const post = await replicas.first
      .http()
      .post('/api/posts')
      .set(address)
      .set(bearer(created.key))
      .send({ title: 'Sent from Ulysses', content_text: 'Written elsewhere.', status: 'draft' });
    expect(post.status).toBe(201);

    let list = { items: [{ last_used_at: null as string | null }] };
    // Marking a key used never holds up the request: it lands a moment later.
    const marked = async () => {
      list = (await replicas.second.http().get('/api/api-keys').set(bearer()).expect(200)).body;
      return list.items[0].last_used_at !== null;
    };
    expect(await eventually(marked, 2_000)).toBe(true);
    expect(list.items[0]).toEqual({ id: created.id, name: 'Ulysses on my laptop', scopes: created.scopes, created_at: created.created_at, last_used_at: expect.any(String) });
    expect(JSON.stringify(list)).not.toContain(secret);
    expect(Date.parse(list.items[0].last_used_at!)).toBeGreaterThanOrEqual(Date.parse(created.created_at));
  });

  it('keeps only what it asked for in scopes, and refuses bad names and scopes with the field named, making nothing', async () => {
    const narrowed = await create({ name: 'Micropub', scopes: ['media', 'create'] });
    expect(narrowed.scopes).toEqual(['create', 'media']);
    // Folio's own API could delete with it what its scopes forbid: it is Micropub's only.
    const refused = await replicas.first.http().delete('/api/posts/00000000-0000-4000-8000-000000000000').set(bearer(narrowed.key));
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 403,
      message: "This API key is limited to create, media: it works with Micropub only. Folio's own API needs a key with every scope",
    });
    const before = (await replicas.first.http().get('/api/api-keys').set(bearer())).body.items.length;
    for (const [body, message] of [
      [{}, 'name must not be blank'],
      [{ name: '   ' }, 'name must not be blank'],
      [{ name: 'x'.repeat(101) }, 'name must be at most 100 characters'],
      [{ name: 'two\nlines' }, 'name must be one line without control characters'],
      [{ name: 'ok', scopes: ['publish'] }, 'each of scopes must be one of create, update, delete, media'],
      [{ name: 'ok', scopes: [] }, 'scopes must name at least one scope'],
      [{ name: 'ok', scopes: ['create', 'create'] }, 'scopes must not name a scope twice'],
      [{ name: 'ok', secret: 'mine' }, 'secret'],
    ] as const) {
      const response = await replicas.first.http().post('/api/api-keys').set(bearer()).send(body);
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body.message)).toContain(message);
    }
    expect((await replicas.first.http().get('/api/api-keys').set(bearer())).body.items).toHaveLength(before);
  });

  it('lets only the admin token make, list and revoke keys', async () => {
    const { id, key } = await create({ name: 'A script' });
    const address = from();
    const asKey = replicas.first.http();
    for (const response of [
      await asKey.post('/api/api-keys').set(address).set(bearer(key)).send({ name: 'Another' }),
      await replicas.first.http().get('/api/api-keys').set(address).set(bearer(key)),
      await replicas.first.http().delete(`/api/api-keys/${id}`).set(address).set(bearer(key)),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('This call needs the admin token: an API key cannot make it');
    }
    await replicas.first.http().get('/api/api-keys').expect(401);
    await replicas.first.http().delete('/api/api-keys/0123456789abcdef01234567').set(bearer()).expect(404);
    await replicas.first.http().delete('/api/api-keys/not-an-id').set(bearer()).expect(404);
    // The key still works: a refused call changed nothing.
    await replicas.first.http().get('/api/admin/health').set(address).set(bearer(key)).expect(200);
  });

  it('refuses a revoked key on both replicas from the moment the DELETE answers', async () => {
    const { id, key } = await create({ name: 'To revoke' });
    const address = from();
    await replicas.second.http().get('/api/admin/health').set(address).set(bearer(key)).expect(200);
    await replicas.first.http().delete(`/api/api-keys/${id}`).set(bearer()).expect(204);
    const [onSecond, onFirst] = await Promise.all([
      replicas.second.http().get('/api/admin/health').set(address).set(bearer(key)),
      replicas.first.http().get('/api/admin/health').set(address).set(bearer(key)),
    ]);
    expect([onSecond.status, onFirst.status]).toEqual([401, 401]);
    expect(onSecond.body.message).toBe('Invalid or revoked API key');
    expect((await replicas.second.http().get('/api/api-keys').set(bearer())).body.items.map((item: { id: string }) => item.id)).not.toContain(id);
    await replicas.first.http().delete(`/api/api-keys/${id}`).set(bearer()).expect(404);
  });

  it('answers a revoke once a write made with the key on the other replica, under way before it, has ended', async () => {
    const { id, key } = await create({ name: 'Revoked mid-upload' });
    const address = from();
    const db = new pg.Client({ connectionString: replicas.first.databaseUrl });
    await db.connect();
    let inFlight: http.ClientRequest | undefined;
    try {
      // ApiKeyHolds' locks in this database (other test files share the cluster): class "Fokh", two-key form.
      const holds = async () =>
        (
          await db.query<{ count: number }>(
            `SELECT count(*)::int AS count FROM pg_locks
             WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
               AND classid = x'466f6b68'::int AND objsubid = 2 AND granted`,
          )
        ).rows[0]!.count;
      expect(await holds()).toBe(0);
      // An upload whose headers (and so its key) have been checked, its file still arriving.
      const boundary = 'folio-in-flight';
      const upload = http.request({
        host: '127.0.0.1',
        port: (replicas.second.app.getHttpServer().address() as AddressInfo).port,
        method: 'POST',
        path: '/api/images/uploads/image',
        headers: { ...address, Authorization: `Bearer ${key}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      });
      inFlight = upload;
      const uploaded = new Promise<number>((resolve, reject) => upload.on('response', (response) => resolve(response.resume().statusCode!)).on('error', reject));
      upload.write(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
      expect(await eventually(async () => (await holds()) === 1, 5_000)).toBe(true);

      let revoked = false;
      const revoke = replicas.first.http().delete(`/api/api-keys/${id}`).set(bearer()).then((response) => ((revoked = true), response.status));
      expect(await eventually(async () => (await db.query('SELECT 1 FROM api_keys WHERE id = $1', [id])).rowCount === 0, 5_000)).toBe(true);
      // The key is gone for new requests, but the DELETE waits for the upload under way.
      await replicas.second.http().post('/api/posts').set(address).set(bearer(key)).send({ title: 'Too late', content_text: 'x' }).expect(401);
      expect(revoked).toBe(false);
      upload.end(Buffer.concat([await jpeg(64, 48), Buffer.from(`\r\n--${boundary}--\r\n`)]));
      expect(await uploaded).toBe(201);
      expect(await revoke).toBe(204);
      expect(await eventually(async () => (await holds()) === 0, 5_000)).toBe(true);
    } finally {
      inFlight?.destroy();
      await db.end();
    }
  });

  it('counts wrong keys toward the admin token\'s throttle', async () => {
    const { key } = await create({ name: 'Guessed at' });
    const address = from();
    const wrong = key.slice(0, -1) + (key.endsWith('0') ? '1' : '0');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await replicas.first.http().get('/api/admin/health').set(address).set(bearer(wrong))).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    // Even the right key waits now, from this address only.
    await replicas.first.http().get('/api/admin/health').set(address).set(bearer(key)).expect(429);
    await replicas.first.http().get('/api/admin/health').set(from()).set(bearer(key)).expect(200);
  });

  it('gives back the Ghost form\'s secret, and only under the same ADMIN_TOKEN', async () => {
    const created = await create({ name: 'iA Writer' });
    const service = replicas.second.app.get(ApiKeysService);
    const found = await service.ghostKey(created.id);
    expect(found?.secret.toString('hex')).toBe(created.ghost_admin_key.split(':')[1]);
    expect(found?.principal).toEqual({ id: created.id, name: 'iA Writer', scopes: created.scopes });
    expect(await service.ghostSecret('0123456789abcdef01234567')).toBeUndefined();
    expect(await service.ghostSecret('../../etc')).toBeUndefined();

    const otherToken = await AdminTokenService.create({ ...replicas.first.config, adminToken: 'another-admin-token-after-a-rotation' });
    const afterRotation = new ApiKeysService(replicas.first.app.get(ApiKeysRepository), otherToken, replicas.first.app.get(ApiKeyHolds));
    await expect(afterRotation.ghostSecret(created.id)).rejects.toThrow(UNREADABLE_SECRET_MESSAGE);
    // The bearer form needs no secret but its hash: it keeps working.
    expect(await afterRotation.authenticateBearer(created.key)).toMatchObject({ id: created.id });
  });

  it('writes last_used_at at most once a minute, whichever replica the key is used on', async () => {
    const { id, key } = await create({ name: 'Busy app' });
    const lastUsed = async () =>
      ((await replicas.first.http().get('/api/api-keys').set(bearer())).body.items as Array<{ id: string; last_used_at: string | null }>).find(
        (item) => item.id === id,
      )!.last_used_at;
    const services = [replicas.first, replicas.second].map((replica) => replica.app.get(ApiKeysService));
    const address = from();
    await replicas.first.http().get('/api/admin/health').set(address).set(bearer(key)).expect(200);
    await services[0].marksWritten();
    const first = await lastUsed();
    expect(first).not.toBeNull();
    // Again on the same replica (which skips the write), on the other one, and on a third that never saw
    // the key (whose write the database skips): the first use within the minute stands.
    await replicas.first.http().get('/api/admin/health').set(address).set(bearer(key)).expect(200);
    await replicas.second.http().get('/api/admin/health').set(address).set(bearer(key)).expect(200);
    const third = new ApiKeysService(replicas.first.app.get(ApiKeysRepository), replicas.first.app.get(AdminTokenService), replicas.first.app.get(ApiKeyHolds));
    third.markUsed(id);
    await Promise.all([...services, third].map((service) => service.marksWritten()));
    expect(await lastUsed()).toBe(first);
  });

  it('never writes a key to the log', async () => {
    const { key, ghost_admin_key: ghostKey } = await create({ name: 'Logged?' });
    await replicas.first.http().get(`/api/admin/health?key=${key}`).set(from()).set(bearer(key)).expect(200);
    await replicas.first.http().get('/api/admin/health').set(from()).set(bearer(`${key}0`)).expect(401);
    const secret = ghostKey.split(':')[1];
    expect(logged.some((line) => line.includes('/api/admin/health'))).toBe(true);
    expect(await eventually(() => logged.some((line) => line.includes('/api/api-keys')), 1_000)).toBe(true);
    expect(logged.filter((line) => line.includes(secret))).toEqual([]);
  });

  it('never lets keys made at once on two replicas pass the limit together', async () => {
    const db = new pg.Client({ connectionString: replicas.first.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM api_keys');
      const room = 3;
      await db.query(
        `INSERT INTO api_keys (id, name, key_hash, secret_sealed, scopes)
         SELECT lpad(to_hex(n), 24, 'f'), 'Filler ' || n, sha256(n::text::bytea), '\\x00', ARRAY['create'] FROM generate_series(1, $1::int) AS n`,
        [MAX_API_KEYS - room - rows[0]!.count],
      );
      const attempts = await Promise.all(
        Array.from({ length: 8 }, (_, index) => (index % 2 ? replicas.second : replicas.first).http().post('/api/api-keys').set(bearer()).send({ name: `At once ${index}` })),
      );
      expect(attempts.map((response) => response.status).sort()).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
      expect(attempts.find((response) => response.status === 409)?.body.message).toBe(`There are already ${MAX_API_KEYS} API keys: revoke one before making another`);
      expect((await db.query<{ count: number }>('SELECT count(*)::int AS count FROM api_keys')).rows[0]!.count).toBe(MAX_API_KEYS);
    } finally {
      await db.query(`DELETE FROM api_keys WHERE name LIKE 'Filler %' OR name LIKE 'At once %'`);
      await db.end();
    }
  });
});

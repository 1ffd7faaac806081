import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { statSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_TOKEN, bearer, startTestApp, type TestApp } from './support/test-app.js';

const ADMIN_CALLS = [
  { method: 'get', path: '/api/admin/health' },
  { method: 'get', path: '/api/admin/coming-soon' },
  { method: 'post', path: '/api/admin/coming-soon', body: { enabled: false } },
] as const;

const WRONG_CREDENTIALS: Array<[string, Record<string, string>]> = [
  ['no token', {}],
  ['a wrong token of the same length', bearer('x'.repeat(ADMIN_TOKEN.length))],
  ['a wrong token of another length', bearer('short')],
  ['the right token in the Basic scheme', { Authorization: `Basic ${ADMIN_TOKEN}` }],
  ['the right token without a scheme', { Authorization: ADMIN_TOKEN }],
];

describe('admin API', () => {
  let folio: TestApp;

  beforeAll(async () => {
    folio = await startTestApp();
  });
  afterAll(() => folio.close());

  describe.each(ADMIN_CALLS)('$method $path', (call) => {
    it.each(WRONG_CREDENTIALS)('answers 401 with %s', async (_label, headers) => {
      const response = await folio.http()[call.method](call.path).set(headers).send('body' in call ? call.body : undefined);
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    });

    it('answers 200 with the admin token', async () => {
      const response = await folio.http()[call.method](call.path).set(bearer()).send('body' in call ? call.body : undefined);
      expect(response.status).toBe(200);
    });
  });

  it('ignores a token passed in the query string', async () => {
    const response = await folio.http().get(`/api/admin/health?token=${ADMIN_TOKEN}`);
    expect(response.status).toBe(401);
  });

  it('reports ok from the admin health check, and that SITE_URL is not set (the dashboard warns)', async () => {
    const response = await folio.http().get('/api/admin/health').set(bearer());
    expect(response.body).toEqual({ ok: true, site_url_set: false });
  });

  it('reports SITE_URL set when it is', async () => {
    const withSiteUrl = await startTestApp({ env: { SITE_URL: 'https://blog.example.org' } });
    try {
      expect((await withSiteUrl.http().get('/api/admin/health').set(bearer()).expect(200)).body).toEqual({ ok: true, site_url_set: true });
    } finally {
      await withSiteUrl.close();
    }
  });

  it('switches Coming Soon on and off and keeps the state in the database', async () => {
    const on = await folio.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: true });
    expect(on.body).toEqual({ enabled: true });
    expect((await folio.http().get('/api/admin/coming-soon').set(bearer())).body).toEqual({ enabled: true });

    const off = await folio.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: false });
    expect(off.body).toEqual({ enabled: false });
    expect((await folio.http().get('/api/admin/coming-soon').set(bearer())).body).toEqual({ enabled: false });
  });

  it.each([
    ['a missing field', {}, 'enabled must be a boolean value'],
    ['a string for a boolean', { enabled: 'true' }, 'enabled must be a boolean value'],
    ['an unknown field', { enabled: true, extra: 1 }, 'property extra should not exist'],
    ['an array body', [true], 'enabled must be a boolean value'],
  ])('rejects %s with a 400 naming the field and changes nothing', async (_label, body, message) => {
    const response = await folio.http().post('/api/admin/coming-soon').set(bearer()).send(body as object);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
    expect((await folio.http().get('/api/admin/coming-soon').set(bearer())).body).toEqual({ enabled: false });
  });

  it('rejects broken JSON with a 400', async () => {
    const response = await folio
      .http()
      .post('/api/admin/coming-soon')
      .set(bearer())
      .set('Content-Type', 'application/json')
      .send('{"enabled": tru');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});

describe('admin brute force', () => {
  let folio: TestApp;

  beforeAll(async () => {
    folio = await startTestApp();
  });
  afterAll(() => folio.close());

  it('meets 40 wrong tokens in a row from one address with a 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let attempt = 0; attempt < 40; attempt++) {
      const response = await folio.http().get('/api/admin/health').set(bearer(`wrong-token-${attempt}`));
      statuses.push(response.status);
      retryAfter ??= response.headers['retry-after'];
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses).toContain(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    const blocked = await folio.http().get('/api/admin/health').set(bearer());
    expect(blocked.status).toBe(429);
  });
});

describe('admin token configuration', () => {
  it('answers 500 "Admin token not configured on server" in production without ADMIN_TOKEN', async () => {
    const folio = await startTestApp({ env: { NODE_ENV: 'production', ADMIN_TOKEN: undefined } });
    try {
      const response = await folio.http().get('/api/admin/health').set(bearer());
      expect(response.status).toBe(500);
      expect(response.body.message).toBe('Admin token not configured on server');
    } finally {
      await folio.close();
    }
  });

  it('generates a token outside production, keeps it private in DATA_DIR, and accepts it', async () => {
    const folio = await startTestApp({ env: { ADMIN_TOKEN: undefined } });
    try {
      const file = path.join(folio.config.dataDir, 'admin-token');
      const token = readFileSync(file, 'utf8').trim();
      expect(token.length).toBeGreaterThanOrEqual(40);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect((await folio.http().get('/api/admin/health').set(bearer(token))).status).toBe(200);
      expect((await folio.http().get('/api/admin/health').set(bearer(ADMIN_TOKEN))).status).toBe(401);
    } finally {
      await folio.close();
    }
  });
});
